import { hashPassword } from '@/lib/server/auth/password';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { GET as me } from '../../route';
import { POST as logout } from '../../logout/route';
import { POST as login } from './route';

const body = (identifier: string, password: string, ip = '10.0.0.1') => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-device-id': 'phone-42', 'x-forwarded-for': ip },
  body: JSON.stringify({ identifier, password }),
});

beforeAll(async () => {
  const db = await getDb();
  const passwordHash = await hashPassword('slime1234!');
  await db.insert(schema.users).values([
    { email: 'Jelly@Example.com', nickname: '젤리', passwordHash },
    { phone: '+821012345678', nickname: '폰유저', passwordHash },
    { phone: '+886912345678', nickname: '台灣手機', passwordHash },
    { email: 'bad@example.com', nickname: '정지', passwordHash, status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000), suspensionReason: 'spam' },
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

it('stops brute force on one account with 429 and Retry-After', async () => {
  let last = { status: 0, headers: new Headers() };
  for (let i = 0; i < 11; i++) last = await callRoute(login, '/x', body('01012345678', `guess${i}!aa`, `10.1.0.${i}`));
  expect(last.status).toBe(429);
  expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
});
