import { eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { closedPortUrl } from '@/test/social/closed-port';
import { KakaoStandIn } from '@/test/social/kakao-stand-in';
import { POST as kakaoLogin } from './route';
import { clientHeader } from '@/lib/server/http/client';
import { clearOfWindowEdge } from '@/test/rate-window';

const REST_API_KEY = 'rest-key-123';
const CLIENT_SECRET = 'secret-456';
const APP_ID = 1234;
const REDIRECT = 'http://localhost:3000/login/kakao/callback';
let kakao: KakaoStandIn;
let ipSeq = 0;

const login = (body: Record<string, unknown>, ip = `10.7.0.${++ipSeq}`) =>
  callRoute(kakaoLogin, '/api/v1/user/kakao/login/community/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'android-3', ...clientHeader(ip) },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  kakao = await new KakaoStandIn({ restApiKey: REST_API_KEY, clientSecret: CLIENT_SECRET, appId: APP_ID }).start();
});
beforeEach(() => {
  kakao.failWith = null;
  process.env.KAKAO_REST_API_KEY = REST_API_KEY;
  process.env.KAKAO_CLIENT_SECRET = CLIENT_SECRET;
  process.env.KAKAO_APP_ID = String(APP_ID);
  process.env.KAKAO_AUTH_URL = kakao.url;
  process.env.KAKAO_API_URL = kakao.url;
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await kakao.stop();
  await closeDb();
});

it('web: exchanges the code server-side, creates the account and asks for a nickname; the next login finds it', async () => {
  kakao.codes.set('code-1', {
    redirectUri: REDIRECT,
    profile: { id: 4_100_000_001, kakao_account: { email: 'jelly@kakao.com', is_email_valid: true, is_email_verified: true } },
  });
  const first = await login({ code: 'code-1', redirect_uri: REDIRECT });
  expect(first.status).toBe(200);
  expect(first.body.data).toMatchObject({ needs_nickname: true, user: { nickname: null, email: 'jelly@kakao.com' } });
  expect(first.body.data.token).toEqual(expect.any(String));

  const exchange = kakao.received.find((r) => r.path === '/oauth/token')!;
  expect(exchange.headers['content-type']).toContain('application/x-www-form-urlencoded');
  expect(Object.fromEntries(new URLSearchParams(exchange.body))).toEqual({
    grant_type: 'authorization_code',
    client_id: REST_API_KEY,
    client_secret: CLIENT_SECRET,
    redirect_uri: REDIRECT,
    code: 'code-1',
  });

  const db = await getDb();
  const [row] = await db.select().from(schema.users).where(eq(schema.users.kakaoId, '4100000001'));
  expect(row?.id).toBe(first.body.data.user.id);
  await db.update(schema.users).set({ nickname: '카카오' }).where(eq(schema.users.id, row!.id));

  kakao.codes.set('code-2', { redirectUri: REDIRECT, profile: { id: 4_100_000_001 } });
  const second = await login({ code: 'code-2', redirect_uri: REDIRECT });
  expect(second.body.data).toMatchObject({ needs_nickname: false, user: { id: row!.id, nickname: '카카오' } });
});

it('native app: checks the access token belongs to our Kakao app, then signs in', async () => {
  kakao.tokens.set('app-token', {
    appId: APP_ID,
    profile: { id: 4_100_000_002, kakao_account: { email: 'maybe@kakao.com', is_email_valid: true, is_email_verified: false } },
  });
  const res = await login({ access_token: 'app-token' });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ needs_nickname: true, user: { email: null } });
  const calls = kakao.received.filter((r) => r.headers.authorization === 'Bearer app-token').map((r) => r.path);
  expect(calls).toEqual(['/v1/user/access_token_info', '/v2/user/me']);
});

it('refuses an access token issued to another Kakao app with 401/2009', async () => {
  kakao.tokens.set('other-app-token', { appId: 9999, profile: { id: 4_100_000_003 } });
  expect(await login({ access_token: 'other-app-token' })).toMatchObject({ status: 401, body: { code: 2009 } });
  const db = await getDb();
  expect(await db.select().from(schema.users).where(eq(schema.users.kakaoId, '4100000003'))).toHaveLength(0);
});

it.each([
  ['an unknown code', { code: 'no-such-code', redirect_uri: REDIRECT }],
  ['a code issued for another redirect URI', { code: 'code-r', redirect_uri: 'http://evil.example/cb' }],
  ['an unknown access token', { access_token: 'expired-token' }],
])('refuses %s with 401/2009', async (_name, body) => {
  kakao.codes.set('code-r', { redirectUri: REDIRECT, profile: { id: 4_100_000_004 } });
  expect(await login(body)).toMatchObject({ status: 401, body: { code: 2009 } });
});

it('answers 502 when Kakao fails or cannot be reached', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  kakao.codes.set('code-5', { redirectUri: REDIRECT, profile: { id: 4_100_000_005 } });
  kakao.failWith = 500;
  expect((await login({ code: 'code-5', redirect_uri: REDIRECT })).status).toBe(502);
  kakao.failWith = null;
  process.env.KAKAO_AUTH_URL = await closedPortUrl();
  expect((await login({ code: 'code-5', redirect_uri: REDIRECT })).status).toBe(502);
});

it('answers 503/2011 when Kakao login is not configured; the app flow also needs KAKAO_APP_ID', async () => {
  delete process.env.KAKAO_APP_ID;
  expect(await login({ access_token: 'app-token' })).toMatchObject({ status: 503, body: { code: 2011 } });
  delete process.env.KAKAO_REST_API_KEY;
  expect(await login({ code: 'code-x', redirect_uri: REDIRECT })).toMatchObject({ status: 503, body: { code: 2011 } });
});

it('validates the body: code or access_token (not both), and redirect_uri with a code', async () => {
  expect(await login({})).toMatchObject({ status: 400, body: { code: 1000 } });
  expect(await login({ code: 'c', access_token: 't', redirect_uri: REDIRECT })).toMatchObject({ status: 400, body: { code: 1000 } });
  const noRedirect = await login({ code: 'c' });
  expect(noRedirect).toMatchObject({ status: 400, body: { code: 1000, errors: { redirect_uri: ['required'] } } });
});

it('refuses a suspended account with 403/1301', async () => {
  const db = await getDb();
  await db.insert(schema.users).values({ kakaoId: '4100000006', nickname: '정지카카오', status: 'suspended', suspensionReason: 'abuse' });
  kakao.tokens.set('suspended-token', { appId: APP_ID, profile: { id: 4_100_000_006 } });
  const res = await login({ access_token: 'suspended-token' });
  expect(res).toMatchObject({ status: 403, body: { code: 1301, meta: { until: null, reason: 'abuse' } } });
});

it('limits logins per IP: 30 in 10 minutes, then 429', async () => {
  await clearOfWindowEdge(10 * 60);
  let last = await login({ access_token: 'nope' }, '10.6.6.6');
  for (let i = 1; i < 31; i++) last = await login({ access_token: 'nope' }, '10.6.6.6');
  expect(last.status).toBe(429);
});
