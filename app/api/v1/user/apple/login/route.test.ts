import { eq } from 'drizzle-orm';
import { identifierHash } from '@/lib/server/auth/identifiers';
import { hashPassword } from '@/lib/server/auth/password';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { startAppleStandIn, type AppleStandIn } from '@/test/social/apple-stand-in';
import { closedPortUrl } from '@/test/social/closed-port';
import { GET as me } from '../../route';
import { POST as appleLogin } from './route';
import { clientHeader } from '@/lib/server/http/client';
import { clearOfWindowEdge } from '@/test/rate-window';

const WEB_SERVICE_ID = 'com.slime.community.web';
const APP_BUNDLE_ID = 'com.slime.community';
let apple: AppleStandIn;
let ipSeq = 0;

const login = (idToken: unknown, ip = `10.9.0.${++ipSeq}`) =>
  callRoute(appleLogin, '/api/v1/user/apple/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'iphone-7', ...clientHeader(ip) },
    body: JSON.stringify({ id_token: idToken }),
  });

const claims = (sub: string, extra: Record<string, unknown> = {}) => ({ aud: APP_BUNDLE_ID, sub, ...extra });

async function userById(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row!;
}

beforeAll(async () => {
  apple = await startAppleStandIn();
});
beforeEach(() => {
  process.env.APPLE_CLIENT_ID = `${WEB_SERVICE_ID}, ${APP_BUNDLE_ID}`;
  process.env.APPLE_ISSUER = apple.issuer;
  process.env.APPLE_JWKS_URL = apple.jwksUrl;
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await apple.stop();
  await closeDb();
});

it('creates the account on a first login, asks for a nickname, and signs the same account in afterwards', async () => {
  const first = await login(await apple.idToken(claims('apple-001', { email: 'new@privaterelay.appleid.com', email_verified: 'true' })));
  expect(first.status).toBe(200);
  expect(first.body.data).toMatchObject({ needs_nickname: true, user: { nickname: null, email: 'new@privaterelay.appleid.com' } });
  expect((await userById(first.body.data.user.id)).appleSub).toBe('apple-001');
  const signedIn = await callRoute(me, '/api/v1/user/', { headers: { authorization: `Token ${first.body.data.token}` } });
  expect(signedIn.body.data.id).toBe(first.body.data.user.id);

  const db = await getDb();
  await db.update(schema.users).set({ nickname: '사과' }).where(eq(schema.users.id, first.body.data.user.id));
  // The web service id is accepted too.
  const second = await login(await apple.idToken(claims('apple-001', { aud: WEB_SERVICE_ID })));
  expect(second.status).toBe(200);
  expect(second.body.data).toMatchObject({ needs_nickname: false, user: { id: first.body.data.user.id, nickname: '사과' } });
  expect(second.body.data.token).not.toBe(first.body.data.token);
});

it('does not join a password account that uses the same e-mail: a separate account without e-mail', async () => {
  const db = await getDb();
  const [owner] = await db
    .insert(schema.users)
    .values({ email: 'owner@example.com', nickname: '주인', passwordHash: await hashPassword('owner1234!') })
    .returning();
  const res = await login(await apple.idToken(claims('apple-002', { email: 'Owner@Example.com', email_verified: true })));
  expect(res.status).toBe(200);
  expect(res.body.data.user.id).not.toBe(owner!.id);
  expect(res.body.data.user.email).toBeNull();
  expect(res.body.data.needs_nickname).toBe(true);
  expect((await userById(owner!.id)).appleSub).toBeNull();
});

it('keeps no e-mail that Apple does not say is verified', async () => {
  const res = await login(await apple.idToken(claims('apple-003', { email: 'unverified@example.com', email_verified: 'false' })));
  expect(res.status).toBe(200);
  expect(res.body.data.user.email).toBeNull();
});

describe('refuses a token that is not a valid Apple id_token for us with 401/2009', () => {
  it.each([
    ['for another audience', () => apple.idToken(claims('apple-x', { aud: 'com.someone.else' }))],
    ['from another issuer', () => apple.idToken(claims('apple-x', { iss: 'https://appleid.example.net' }))],
    ['expired', () => apple.idToken(claims('apple-x'), { expiresIn: -600 })],
    ['without a subject', () => apple.idToken({ aud: APP_BUNDLE_ID })],
    ['signed by a key the issuer does not publish', () => apple.foreignIdToken(claims('apple-x'))],
    ['signed by another key under the published key id', () => apple.foreignIdToken(claims('apple-x'), { kid: apple.kid })],
    ['not a JWT at all', async () => 'not-a-jwt'],
  ])('%s', async (_name, build) => {
    const res = await login(await build());
    expect(res).toMatchObject({ status: 401, body: { code: 2009 } });
  });

  it('with a tampered payload', async () => {
    const [header, payload, signature] = (await apple.idToken(claims('apple-victim'))).split('.');
    const forged = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'apple-001' };
    const res = await login([header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.'));
    expect(res).toMatchObject({ status: 401, body: { code: 2009 } });
  });
});

it('accepts a token a little past expiry (clock skew) but not more', async () => {
  expect((await login(await apple.idToken(claims('apple-skew'), { expiresIn: -20 }))).status).toBe(200);
  expect((await login(await apple.idToken(claims('apple-skew'), { expiresIn: -120 }))).status).toBe(401);
});

it('answers 503/2011 when Apple login is not configured', async () => {
  delete process.env.APPLE_CLIENT_ID;
  const res = await login(await apple.idToken(claims('apple-004')));
  expect(res).toMatchObject({ status: 503, body: { code: 2011 } });
});

it('answers 502 when Apple’s keys cannot be fetched', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  process.env.APPLE_JWKS_URL = `${await closedPortUrl()}/auth/keys`;
  const res = await login(await apple.idToken(claims('apple-005')));
  expect(res.status).toBe(502);
});

it('refuses a suspended account with 403/1301 and the end date and reason', async () => {
  const until = new Date(Date.now() + 3 * 86_400_000);
  const db = await getDb();
  await db
    .insert(schema.users)
    .values({ appleSub: 'apple-bad', nickname: '정지', status: 'suspended', suspendedUntil: until, suspensionReason: 'spam' });
  const res = await login(await apple.idToken(claims('apple-bad')));
  expect(res).toMatchObject({ status: 403, body: { code: 1301, meta: { until: until.toISOString(), reason: 'spam' } } });
});

it('blocks a withdrawn account’s Apple id for 30 days, then lets it sign up afresh', async () => {
  const db = await getDb();
  const day = 86_400_000;
  await db.insert(schema.users).values([
    { appleSub: 'apple-gone', nickname: '탈퇴', status: 'withdrawn', withdrawnAt: new Date(Date.now() - 5 * day) },
    { appleSub: 'apple-long-gone', nickname: '오래전', status: 'withdrawn', withdrawnAt: new Date(Date.now() - 31 * day) },
  ]);
  const blocked = await login(await apple.idToken(claims('apple-gone')));
  expect(blocked).toMatchObject({ status: 409, body: { code: 2008 } });
  expect(Date.parse(blocked.body.meta.until)).toBeGreaterThan(Date.now() + 24 * day);

  const fresh = await login(await apple.idToken(claims('apple-long-gone')));
  expect(fresh.status).toBe(200);
  expect(fresh.body.data).toMatchObject({ needs_nickname: true, user: { nickname: null } });
  const [old] = await db.select().from(schema.users).where(eq(schema.users.nickname, '오래전'));
  expect(old).toBeUndefined();
});

it('keeps blocking an Apple id whose withdrawn account was already purged, until the block ends', async () => {
  const db = await getDb();
  await db
    .insert(schema.withdrawnIdentifiers)
    .values({ identifierHash: identifierHash('apple', 'apple-purged'), blockedUntil: new Date(Date.now() + 86_400_000) });
  expect(await login(await apple.idToken(claims('apple-purged')))).toMatchObject({ status: 409, body: { code: 2008 } });
});

it('validates the body', async () => {
  expect(await login(undefined)).toMatchObject({ status: 400, body: { code: 1000 } });
});

it('limits logins per IP: 30 in 10 minutes, then 429 with Retry-After', async () => {
  await clearOfWindowEdge(10 * 60);
  let last = await login('junk', '10.8.8.8');
  for (let i = 1; i < 31; i++) last = await login('junk', '10.8.8.8');
  expect(last.status).toBe(429);
  expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
});
