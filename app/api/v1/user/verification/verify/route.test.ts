import { eq, like } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { codeFromOutbox, sendCode, skipCooldown, verifyCode } from '@/test/accounts';
import { clientHeader } from '@/lib/server/http/client';
import { clearOfWindowEdge } from '@/test/rate-window';

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

afterAll(() => closeDb());

it('sends a 4-digit code valid 3 minutes, stores only a salted hash, and trades it for a single-use token', async () => {
  const before = Date.now();
  const sent = await sendCode('register', 'email', 'Code.One@Example.com');
  expect(sent.status).toBe(200);
  expect(sent.body.data.length).toBe(4);
  const expiresAt = Date.parse(sent.body.data.expires_at);
  const resendAt = Date.parse(sent.body.data.resend_available_at);
  // Both count from the moment the code was stored: 3 minutes to use it, 30 s before a resend.
  expect(expiresAt - resendAt).toBe(180_000 - 30_000);
  expect(resendAt - before).toBeGreaterThanOrEqual(30_000 - 1000);

  const code = await codeFromOutbox('code.one@example.com');
  const db = await getDb();
  const [row] = await db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.destination, 'code.one@example.com'));
  expect(row!.codeHash).not.toContain(code);
  expect(row!.codeSalt).toHaveLength(32);

  const ok = await verifyCode('register', 'email', 'code.one@example.com', code);
  expect(ok.status).toBe(200);
  expect(ok.body.data.verification_token).toMatch(/^[\w-]{43}$/);
  const [after] = await db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.id, row!.id));
  expect(after!.tokenHash).not.toBe(ok.body.data.verification_token);
  // A code works once.
  expect((await verifyCode('register', 'email', 'code.one@example.com', code)).body.code).toBe(2007);
});

it('answers 2006 with the remaining attempts on a wrong code, and the code dies after 5 tries', async () => {
  await sendCode('register', 'phone', '010-2222-3333');
  const code = await codeFromOutbox('+821022223333');
  const remaining: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await verifyCode('register', 'phone', '+821022223333', wrong(code));
    expect(res).toMatchObject({ status: 400, body: { code: 2006 } });
    remaining.push(res.body.meta.remaining_attempts);
  }
  expect(remaining).toEqual([4, 3, 2, 1, 0]);
  // Even the right code is refused now.
  expect((await verifyCode('register', 'phone', '010-2222-3333', code)).body.code).toBe(2007);
});

it('counts parallel guesses against the same 5 tries', async () => {
  await sendCode('register', 'email', 'parallel@example.com');
  const code = await codeFromOutbox('parallel@example.com');
  const guesses = Array.from({ length: 20 }, (_, i) => String(i).padStart(4, '0')).filter((g) => g !== code);
  const answers = await Promise.all(guesses.map((g) => verifyCode('register', 'email', 'parallel@example.com', g)));
  expect(answers.filter((a) => a.body.code === 2006)).toHaveLength(5);
  expect(answers.filter((a) => a.body.code === 2007)).toHaveLength(guesses.length - 5);
});

it('refuses an expired code with 2007', async () => {
  await sendCode('register', 'email', 'late@example.com');
  const code = await codeFromOutbox('late@example.com');
  const db = await getDb();
  await db
    .update(schema.verificationCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(schema.verificationCodes.destination, 'late@example.com'));
  expect((await verifyCode('register', 'email', 'late@example.com', code)).body.code).toBe(2007);
});

it('holds resends for 30 seconds, and a new code replaces the older one', async () => {
  await sendCode('register', 'email', 'again@example.com');
  const first = await codeFromOutbox('again@example.com');
  const early = await sendCode('register', 'email', 'again@example.com');
  expect(early).toMatchObject({ status: 429, body: { code: 1700 } });
  const wait = Number(early.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(25);
  expect(wait).toBeLessThanOrEqual(30);

  await skipCooldown();
  expect((await sendCode('register', 'email', 'again@example.com')).status).toBe(200);
  const second = await codeFromOutbox('again@example.com');
  if (first !== second) expect((await verifyCode('register', 'email', 'again@example.com', first)).body.code).toBe(2006);
  expect((await verifyCode('register', 'email', 'again@example.com', second)).status).toBe(200);
});

it('keeps a code to its purpose, channel and destination', async () => {
  await sendCode('register', 'email', 'bound@example.com');
  const code = await codeFromOutbox('bound@example.com');
  expect((await verifyCode('reset', 'email', 'bound@example.com', code)).body.code).toBe(2007);
  expect((await verifyCode('register', 'email', 'other@example.com', code)).body.code).toBe(2007);
});

it('limits sends to 5 an hour per destination and 20 an hour per IP', async () => {
  await clearOfWindowEdge(60 * 60);
  for (let i = 0; i < 5; i++) {
    await skipCooldown();
    expect((await sendCode('register', 'email', 'many@example.com')).status).toBe(200);
  }
  await skipCooldown();
  const sixth = await sendCode('register', 'email', 'many@example.com');
  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);

  const ip = clientHeader('192.0.2.77');
  for (let i = 0; i < 20; i++) expect((await sendCode('register', 'email', `ip${i}@example.com`, ip)).status).toBe(200);
  const over = await sendCode('register', 'email', 'ip20@example.com', ip);
  expect(over).toMatchObject({ status: 429, body: { code: 1700 } });
});

it('caps sends to 10 a day per destination, whatever the hour', async () => {
  await clearOfWindowEdge(24 * 60 * 60);
  const db = await getDb();
  // An hour passing: the hourly windows are forgotten, the daily one is not.
  const nextHour = () => db.delete(schema.rateLimits).where(like(schema.rateLimits.key, `code-send:to:${'_'.repeat(40)}`));
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    if (i % 5 === 0) await nextHour();
    await skipCooldown();
    statuses.push((await sendCode('register', 'email', 'daily@example.com')).status);
  }
  expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
  expect(statuses[10]).toBe(429);
});

it('locks a destination for the day after 3 dead codes: at most 15 guesses a day', async () => {
  const destination = 'guessed@example.com';
  for (let round = 0; round < 3; round++) {
    await skipCooldown();
    expect((await sendCode('reset', 'email', destination)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await verifyCode('reset', 'email', destination, String(i).padStart(4, '0'))).body.code).toBe(2006);
  }
  await skipCooldown();
  const locked = await sendCode('reset', 'email', destination);
  expect(locked).toMatchObject({ status: 429, body: { code: 1700 } });
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  // The same for registration codes to that destination; other destinations are not affected.
  expect((await sendCode('register', 'email', destination)).status).toBe(429);
  expect((await sendCode('reset', 'email', 'other-guess@example.com')).status).toBe(200);
});

it('copes with a very long client address and destination', async () => {
  const longEmail = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
  const res = await sendCode('register', 'email', longEmail, clientHeader('9'.repeat(600)));
  expect(res.status).toBe(200);
});

it('refuses a malformed destination per channel', async () => {
  const email = await sendCode('register', 'email', 'not-an-email');
  expect(email).toMatchObject({ status: 400, body: { code: 1000, errors: { destination: ['invalidEmail'] } } });
  const phone = await sendCode('register', 'phone', '12');
  expect(phone.body.errors).toEqual({ destination: ['invalidPhone'] });
  const code = await verifyCode('register', 'email', 'a@example.com', '12a4');
  expect(code.body.errors.code).toEqual(['codeLength']);
});
