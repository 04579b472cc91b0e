import { count, eq } from 'drizzle-orm';
import { LEGAL_VERSION } from '@/lib/constants';
import { hashPassword } from '@/lib/server/auth/password';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { post, registerAccount, sendCode, verificationToken } from '@/test/accounts';
import { GET as me } from '../route';
import { GET as available } from '../nickname/available/route';
import { PUT as setNickname } from '../nickname/route';
import { POST as register } from './route';

const form = (token: string, nickname: string, password = 'slime123!', confirm = password) =>
  post(
    { verification_token: token, password, password_confirm: confirm, nickname, agree_terms: true, agree_privacy: true },
    { 'x-device-id': 'ios-7' },
  );

beforeAll(async () => {
  const db = await getDb();
  const passwordHash = await hashPassword('slime1234!');
  await db.insert(schema.users).values([
    { email: 'taken@example.com', nickname: 'Taken', passwordHash },
    { phone: '+821055556666', nickname: '폰주인', passwordHash },
    { email: 'left@example.com', nickname: '떠난이', passwordHash, status: 'withdrawn', withdrawnAt: new Date() },
  ]);
});
afterAll(() => closeDb());

it('registers by e-mail: code → token → password and nickname → signed in on this device', async () => {
  const token = await verificationToken('register', 'email', 'New.Member@Example.com');
  const res = await callRoute(register, '/api/v1/user/register/', form(token, '새친구'));
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({
    needs_nickname: false,
    user: { nickname: '새친구', email: 'new.member@example.com', phone: null },
  });
  const meRes = await callRoute(me, '/api/v1/user/', { headers: { authorization: `Token ${res.body.data.token}` } });
  expect(meRes.body.data.nickname).toBe('새친구');
  const db = await getDb();
  const [session] = await db.select().from(schema.sessions).where(eq(schema.sessions.userId, res.body.data.user.id));
  expect(session!.deviceId).toBe('ios-7');
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, res.body.data.user.id));
  expect(user!.passwordHash).toMatch(/^scrypt\$/);

  // The token is spent.
  const again = await callRoute(register, '/x', form(token, '다른이름'));
  expect(again).toMatchObject({ status: 400, body: { code: 2012 } });
});

it('records the consent: when, and to which version of the terms', async () => {
  const token = await verificationToken('register', 'email', 'consents@example.com');
  const res = await callRoute(register, '/api/v1/user/register/', form(token, '동의했어'));
  const db = await getDb();
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, res.body.data.user.id));
  expect(user!.consentVersion).toBe(LEGAL_VERSION);
  expect(Date.now() - user!.consentedAt!.getTime()).toBeLessThan(60_000);
});

it('refuses a sign-up without both required consents (400 / 2013, translated); nothing is created or spent', async () => {
  const token = await verificationToken('register', 'email', 'no-consent@example.com');
  const base = { verification_token: token, password: 'slime123!', password_confirm: 'slime123!', nickname: '동의안함' };
  const db = await getDb();
  const users = async () => (await db.select({ n: count() }).from(schema.users))[0]!.n;
  const before = await users();
  for (const [consent, missing] of [
    [{}, ['agree_terms', 'agree_privacy']],
    [{ agree_terms: true }, ['agree_privacy']],
    [{ agree_privacy: true }, ['agree_terms']],
    [{ agree_terms: false, agree_privacy: true }, ['agree_terms']],
  ] as const) {
    const res = await callRoute(register, '/api/v1/user/register/?lang=zh-TW', post({ ...base, ...consent }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(2013);
    expect(res.body.message).toBe('須同意服務條款及個人資料的蒐集與利用才能註冊');
    expect(Object.keys(res.body.errors).sort()).toEqual([...missing].sort());
  }
  // Not a boolean is a validation failure, not a consent.
  const text = await callRoute(register, '/x', post({ ...base, agree_terms: 'true', agree_privacy: 1 }));
  expect(text.body).toMatchObject({ code: 1000, errors: { agree_terms: [expect.any(String)], agree_privacy: [expect.any(String)] } });
  expect(await users()).toBe(before);
  // The verification token was not spent: with both consents the same token signs up.
  const ok = await callRoute(register, '/x', post({ ...base, agree_terms: true, agree_privacy: true }));
  expect(ok.status).toBe(200);
  expect(await users()).toBe(before + 1);
});

it('registers by phone, stored in E.164', async () => {
  const { user } = await registerAccount('phone', '+886911222333', '台灣史萊姆');
  const db = await getDb();
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, user.id));
  expect(row).toMatchObject({ phone: '+886911222333', email: null });
});

it('refuses an e-mail or phone in use (2003 / 2004) and an identifier withdrawn less than 30 days ago (2008)', async () => {
  expect(await sendCode('register', 'email', 'TAKEN@example.com')).toMatchObject({ status: 409, body: { code: 2003 } });
  expect(await sendCode('register', 'phone', '010-5555-6666')).toMatchObject({ status: 409, body: { code: 2004 } });
  expect(await sendCode('register', 'email', 'left@example.com')).toMatchObject({ status: 409, body: { code: 2008 } });
});

it('needs a register token of its own: none, a made-up one or a reset token get 2012', async () => {
  expect((await callRoute(register, '/x', form('made-up', '아무개'))).body.code).toBe(2012);
  const resetToken = await verificationToken('reset', 'email', 'taken@example.com');
  expect((await callRoute(register, '/x', form(resetToken, '아무개'))).body.code).toBe(2012);
});

it('keeps nicknames unique case-insensitively (2005); the token survives a refused attempt', async () => {
  const token = await verificationToken('register', 'email', 'nick@example.com');
  const clash = await callRoute(register, '/x', form(token, 'TAKEN'));
  expect(clash).toMatchObject({ status: 409, body: { code: 2005 } });
  expect((await callRoute(register, '/x', form(token, 'Untaken'))).status).toBe(200);
});

it('settles racing sign-ups on the unique indexes: one wins, the other gets the right code', async () => {
  const [a, b] = await Promise.all([
    verificationToken('register', 'email', 'race-a@example.com'),
    verificationToken('register', 'email', 'race-b@example.com'),
  ]);
  const answers = await Promise.all([callRoute(register, '/x', form(a, '경주')), callRoute(register, '/x', form(b, '경주'))]);
  expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(answers.find((r) => r.status === 409)!.body.code).toBe(2005);

  // Two tokens for one e-mail (the second code was asked before the first sign-up finished).
  const first = await verificationToken('register', 'email', 'twice@example.com');
  const db = await getDb();
  await db.update(schema.verificationCodes).set({ createdAt: new Date(Date.now() - 60_000) });
  const second = await verificationToken('register', 'email', 'twice@example.com');
  const pair = await Promise.all([callRoute(register, '/x', form(first, '하나')), callRoute(register, '/x', form(second, '둘째'))]);
  expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(pair.find((r) => r.status === 409)!.body.code).toBe(2003);
});

it('validates the password rule, the confirmation and the nickname length', async () => {
  const token = await verificationToken('register', 'email', 'rules@example.com');
  const weak = await callRoute(register, '/x', form(token, '규칙', 'abcdefgh'));
  expect(weak.body).toMatchObject({ code: 1000, errors: { password: ['passwordRule', 'passwordRule'] } });
  const mismatch = await callRoute(register, '/x', form(token, '규칙', 'slime123!', 'slime123?'));
  expect(mismatch.body.errors).toEqual({ password_confirm: ['passwordMismatch'] });
  const short = await callRoute(register, '/x', form(token, 'a'));
  expect(short.body.errors).toEqual({ nickname: ['nicknameLength'] });
});

it('tells whether a nickname is free; the nickname PUT is only for accounts without one', async () => {
  const check = (nickname: string, headers: Record<string, string> = {}) =>
    callRoute(available, `/api/v1/user/nickname/available/?nickname=${encodeURIComponent(nickname)}`, { headers });
  expect((await check('taken')).body.data).toEqual({ available: false, reason: 'taken' });
  expect((await check('자유로운')).body.data).toEqual({ available: true });
  expect((await check('x')).body).toMatchObject({ code: 1000, errors: { nickname: ['nicknameLength'] } });

  const { token } = await registerAccount('email', 'renamer@example.com', '옛이름');
  const auth = { authorization: `Token ${token}` };
  // One's own nickname counts as available to oneself.
  expect((await check('옛이름', auth)).body.data).toEqual({ available: true });
  const put = (nickname: string, headers = auth) =>
    callRoute(setNickname, '/api/v1/user/nickname/', {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ nickname, agree_terms: true, agree_privacy: true }),
    });
  // A registered account already has its nickname; changing it is the profile edit (nickname/route.test.ts).
  expect(await put('새이름')).toMatchObject({ status: 409, body: { code: 1500 } });
  expect((await callRoute(me, '/api/v1/user/', { headers: auth })).body.data.nickname).toBe('옛이름');
  expect((await put('누구', {} as typeof auth)).status).toBe(401);
});
