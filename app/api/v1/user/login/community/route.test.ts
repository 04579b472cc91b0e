import { eq } from 'drizzle-orm';
import { hashPassword } from '@/lib/server/auth/password';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { GET as me } from '../../route';
import { POST as logout } from '../../logout/route';
import { POST as login } from './route';
import { clientHeader } from '@/lib/server/http/client';
import { clearOfWindowEdge } from '@/test/rate-window';

const body = (identifier: string, password: string, ip = '10.0.0.1', deviceId = 'phone-42') => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-device-id': deviceId, ...clientHeader(ip) },
  body: JSON.stringify({ identifier, password }),
});

beforeAll(async () => {
  const db = await getDb();
  const passwordHash = await hashPassword('slime1234!');
  await db.insert(schema.users).values([
    { email: 'Jelly@Example.com', nickname: '젤리', passwordHash },
    { phone: '+821012345678', nickname: '폰유저', passwordHash },
    { phone: '+886912345678', nickname: '台灣手機', passwordHash },
    {
      email: 'bad@example.com',
      nickname: '정지',
      passwordHash,
      status: 'suspended',
      suspendedUntil: new Date(Date.now() + 86_400_000),
      suspensionReason: 'spam',
    },
    { email: 'gone@example.com', nickname: '탈퇴', passwordHash, status: 'withdrawn' },
  ]);
});
afterAll(() => closeDb());

it('signs in by e-mail (any case) and answers a token and the user; the token works and logout revokes it', async () => {
  const { status, body: res } = await callRoute(login, '/api/v1/user/login/community/', body('jelly@example.com', 'slime1234!'));
  expect(status).toBe(200);
  expect(res.data.user.nickname).toBe('젤리');
  const auth = { authorization: `Token ${res.data.token}` };
  expect((await callRoute(me, '/api/v1/user/', { headers: auth })).status).toBe(200);
  expect((await callRoute(logout, '/api/v1/user/logout/', { method: 'POST', headers: auth })).status).toBe(200);
  expect((await callRoute(me, '/api/v1/user/', { headers: auth })).status).toBe(401);
});

it('signs in by phone number, local or international, with or without dashes', async () => {
  for (const phone of ['010-1234-5678', '+82 10 1234 5678', '0912-345-678', '+886912345678']) {
    const { status } = await callRoute(login, '/api/v1/user/login/community/', body(phone, 'slime1234!', `10.2.0.${phone.length}`));
    expect(status).toBe(200);
  }
});

it('tells an unregistered identifier, a wrong password and a suspended account apart', async () => {
  const unknown = await callRoute(login, '/x', body('nobody@example.com', 'slime1234!'));
  expect(unknown).toMatchObject({ status: 400, body: { code: 2001 } });
  const withdrawn = await callRoute(login, '/x', body('gone@example.com', 'slime1234!'));
  expect(withdrawn.body.code).toBe(2001);
  const wrong = await callRoute(login, '/x', body('jelly@example.com', 'wrong-pass1!'));
  expect(wrong).toMatchObject({ status: 401, body: { code: 2002 } });
  const suspended = await callRoute(login, '/x', body('bad@example.com', 'slime1234!'));
  expect(suspended).toMatchObject({ status: 403, body: { code: 1301 } });
});

it('refuses a malformed body with per-field errors', async () => {
  const res = await callRoute(login, '/x', { method: 'POST', body: JSON.stringify({ identifier: '' }) });
  expect(res.status).toBe(400);
  expect(Object.keys(res.body.errors).sort()).toEqual(['identifier', 'password']);
});

it('answers a suspended account 403/1301 with the end date and reason in meta', async () => {
  const res = await callRoute(login, '/x', body('bad@example.com', 'slime1234!', '10.3.0.1'));
  expect(res).toMatchObject({ status: 403, body: { code: 1301, meta: { reason: 'spam' } } });
  expect(Date.parse(res.body.meta.until)).toBeGreaterThan(Date.now());
});

describe('brute force', () => {
  // Strangers: their device ids never signed in to these accounts.
  const fail = (identifier: string, ip: string) => callRoute(login, '/x', body(identifier, 'not-it-1!', ip, 'stranger'));

  it('lets 5 failures through, then makes each further try wait 2^(n-5) s, from any IP', async () => {
    for (let i = 0; i < 5; i++) expect((await fail('+886912345678', `10.4.0.${i}`)).body.code).toBe(2002);
    const db = await getDb();
    const [user] = await db.select().from(schema.users).where(eq(schema.users.phone, '+886912345678'));
    const rewind = (failures: number, secondsAgo: number) =>
      db
        .update(schema.loginFailures)
        .set({ failures, lastFailedAt: new Date(Date.now() - secondsAgo * 1000) })
        .where(eq(schema.loginFailures.userId, user!.id));
    const retryAfter = async (ip: string) => {
      const res = await fail('+886912345678', ip);
      expect(res).toMatchObject({ status: 429, body: { code: 1700 } });
      return Number(res.headers.get('retry-after'));
    };

    await rewind(5, 0);
    expect(await retryAfter('10.4.1.1')).toBe(1);
    // Even the right password waits: the delay is checked before the password.
    await rewind(5, 0);
    expect((await callRoute(login, '/x', body('+886912345678', 'slime1234!', '10.4.1.2', 'stranger'))).status).toBe(429);
    // Once the second has passed, the sixth try is answered (and fails).
    await rewind(5, 2);
    expect((await fail('+886912345678', '10.4.1.3')).body.code).toBe(2002);

    // A slow machine may eat a few seconds between the rewind and the answer.
    for (const [failures, delay] of [
      [6, 2],
      [9, 16],
      [12, 128],
      [40, 900],
    ] as const) {
      await rewind(failures, 0);
      const wait = await retryAfter(`10.4.2.${failures}`);
      expect(wait).toBeLessThanOrEqual(delay);
      expect(wait).toBeGreaterThan(delay - 5);
    }

    // Once the wait is over, the right password signs in and clears the count.
    await rewind(40, 901);
    expect((await callRoute(login, '/x', body('+886912345678', 'slime1234!', '10.4.1.7'))).status).toBe(200);
    expect(await db.select().from(schema.loginFailures).where(eq(schema.loginFailures.userId, user!.id))).toEqual([]);
  });

  it('counts failures, not sign-ins: the owner signing in often is never slowed down', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await callRoute(login, '/x', body('jelly@example.com', 'slime1234!', '10.5.0.1'))).status).toBe(200);
    }
  });

  it('stops an IP after 30 failures in 15 minutes, whatever the accounts', async () => {
    await clearOfWindowEdge(15 * 60);
    const db = await getDb();
    const passwordHash = await hashPassword('slime1234!');
    await db
      .insert(schema.users)
      .values(Array.from({ length: 8 }, (_, i) => ({ email: `spray${i}@example.com`, nickname: `spray${i}`, passwordHash })));
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await fail(i % 2 ? 'nobody@example.com' : `spray${i % 8}@example.com`, '10.6.6.6')).status);
    expect(answers.slice(0, 30).every((s) => s === 400 || s === 401)).toBe(true);
    const last = await fail('spray7@example.com', '10.6.6.6');
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await callRoute(login, '/x', body('spray7@example.com', 'slime1234!', '10.6.6.7'))).status).toBe(200);
  });

  it('never locks the owner out: strangers meet the growing delay, a device or address that signed in before does not', async () => {
    const db = await getDb();
    await db.insert(schema.users).values({ email: 'owner@example.com', nickname: '주인', passwordHash: await hashPassword('slime1234!') });
    const signIn = (ip: string, device: string) => callRoute(login, '/x', body('owner@example.com', 'slime1234!', ip, device));
    expect((await signIn('10.7.0.1', 'owner-phone')).status).toBe(200);

    // A burst of wrong passwords from strangers' addresses and devices.
    const answers: number[] = [];
    for (let i = 0; i < 12; i++)
      answers.push((await callRoute(login, '/x', body('owner@example.com', 'guess-1!', `10.7.9.${i}`, `bot-${i}`))).status);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5).every((s) => s === 429)).toBe(true);
    // A stranger on yet another address still waits, even with the right password.
    expect((await signIn('10.7.9.200', 'bot-200')).status).toBe(429);

    // The owner's address from before, and the owner's device on a new address, sign in at once.
    expect((await signIn('10.7.0.1', 'web')).status).toBe(200);
    expect((await signIn('10.7.5.5', 'owner-phone')).status).toBe(200);
  });

  it('holds back one address that keeps guessing, even at an address the account knows', async () => {
    const db = await getDb();
    await db.insert(schema.users).values({ email: 'shared@example.com', nickname: '공유', passwordHash: await hashPassword('slime1234!') });
    expect((await callRoute(login, '/x', body('shared@example.com', 'slime1234!', '10.8.0.1', 'web'))).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await callRoute(login, '/x', body('shared@example.com', 'guess-1!', '10.8.0.1', 'web'))).status);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
