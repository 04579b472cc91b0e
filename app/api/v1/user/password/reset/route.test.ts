import { eq } from 'drizzle-orm';
import { hashPassword } from '@/lib/server/auth/password';
import { createSession } from '@/lib/server/auth/session';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { settleDeliveries } from '@/lib/server/messaging';
import { callRoute } from '@/test/call-route';
import { codeFromOutbox, post, sendCode, verificationToken, verifyCode } from '@/test/accounts';
import { GET as me } from '../../route';
import { POST as login } from '../../login/community/route';
import { POST as reset } from './route';
import { clientHeader } from '@/lib/server/http/client';

let userId: number;

const signIn = (password: string, ip = '10.7.0.1') =>
  callRoute(login, '/x', post({ identifier: 'owner@example.com', password }, clientHeader(ip)));
const resetWith = (token: string, password = 'brand-new-1', confirm = password) =>
  callRoute(reset, '/api/v1/user/password/reset/', post({ verification_token: token, password, password_confirm: confirm }));

beforeAll(async () => {
  const db = await getDb();
  const [user] = await db
    .insert(schema.users)
    .values({ email: 'owner@example.com', nickname: '주인', passwordHash: await hashPassword('old-pass-1!') })
    .returning();
  userId = user!.id;
});
afterAll(() => closeDb());

it('answers a reset request the same for an existing and an unknown account, sending a code only to the real one', async () => {
  const known = await sendCode('reset', 'email', 'owner@example.com');
  const unknown = await sendCode('reset', 'email', 'ghost@example.com');
  expect(known.status).toBe(200);
  expect(unknown.status).toBe(200);
  expect(Object.keys(unknown.body.data).sort()).toEqual(Object.keys(known.body.data).sort());
  expect(unknown.body.data.length).toBe(known.body.data.length);

  await settleDeliveries();
  const db = await getDb();
  const messages = await db.select().from(schema.outboxMessages);
  expect(messages.map((m) => m.destination)).toEqual(['owner@example.com']);

  // A guess for the unknown account fails exactly like a wrong guess for the real one.
  const guessUnknown = await verifyCode('reset', 'email', 'ghost@example.com', '0000');
  expect(guessUnknown).toMatchObject({ status: 400, body: { code: 2006, meta: { remaining_attempts: 4 } } });
  const code = await codeFromOutbox('owner@example.com');
  const guessKnown = await verifyCode('reset', 'email', 'owner@example.com', code === '0000' ? '0001' : '0000');
  expect(guessKnown).toMatchObject({ status: 400, body: { code: 2006, meta: { remaining_attempts: 4 } } });
  // The same cooldown applies to both.
  expect((await sendCode('reset', 'email', 'ghost@example.com')).status).toBe(429);
  expect((await sendCode('reset', 'email', 'owner@example.com')).status).toBe(429);
});

it('sets the new password, signs out every device and lifts the login delay', async () => {
  const sessions = await Promise.all([createSession(userId, 'phone'), createSession(userId, 'tablet')]);
  // Someone hammers the password: the account is in its delay…
  for (let i = 0; i < 6; i++) await signIn(`guess-${i}!`, `10.7.1.${i}`);
  expect((await signIn('old-pass-1!', '10.7.2.1')).status).toBe(429);

  const db = await getDb();
  await db.update(schema.verificationCodes).set({ createdAt: new Date(Date.now() - 60_000) });
  // …but the owner can still ask for a code and reset.
  const token = await verificationToken('reset', 'email', 'owner@example.com');
  const res = await resetWith(token);
  expect(res).toMatchObject({ status: 200, body: { code: 0, data: null } });

  for (const token of sessions) {
    expect((await callRoute(me, '/api/v1/user/', { headers: { authorization: `Token ${token}` } })).status).toBe(401);
  }
  expect((await signIn('old-pass-1!', '10.7.3.1')).body.code).toBe(2002);
  expect((await signIn('brand-new-1', '10.7.3.2')).status).toBe(200);
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  expect(user!.passwordHash).toMatch(/^scrypt\$/);

  // The token is single use.
  expect((await resetWith(token, 'another-1')).body.code).toBe(2012);
});

it('needs a reset token (not a register one) and a password of at least 8 that matches its confirmation', async () => {
  expect((await resetWith('nope')).body.code).toBe(2012);
  const registerToken = await verificationToken('register', 'email', 'newbie@example.com');
  expect((await resetWith(registerToken)).body.code).toBe(2012);
  const short = await resetWith('x', 'short');
  expect(short.body).toMatchObject({ code: 1000, errors: { password: ['passwordMin'] } });
  const mismatch = await resetWith('x', 'long-enough', 'long-enougg');
  expect(mismatch.body.errors).toEqual({ password_confirm: ['passwordMismatch'] });
});

it('refuses an expired verification token', async () => {
  const db = await getDb();
  await db.update(schema.verificationCodes).set({ createdAt: new Date(Date.now() - 60_000) });
  const token = await verificationToken('reset', 'email', 'owner@example.com');
  await db
    .update(schema.verificationCodes)
    .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(schema.verificationCodes.destination, 'owner@example.com'));
  expect((await resetWith(token)).body.code).toBe(2012);
});
