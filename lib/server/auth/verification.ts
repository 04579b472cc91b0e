import 'server-only';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CODE_TTL_MS, PHONE_CODE_LENGTH, type Locale } from '@/lib/constants';
import { getDb, schema, type Db } from '@/lib/server/db';
import { insertOne } from '@/lib/server/db/rows';
import { AppError, RateLimited } from '@/lib/server/http/errors';
import { assertCanDeliver, deliver, deliverInBackground, deliversToOutbox } from '@/lib/server/messaging';
import { codeMessage } from '@/lib/server/messaging/templates';
import { assertOpen, consumeAll, hit, type Limit } from '@/lib/server/rate-limit';
import type { sendCodeResult, sendCodeSchema, verifyCodeResult, verifyCodeSchema } from '@/lib/validation/auth';
import { assertIdentifierFree, findAccount, limitKey, normaliseDestination, type Channel } from './identifiers';

type Purpose = 'register' | 'reset';
type SendInput = z.infer<typeof sendCodeSchema>;
type VerifyInput = z.infer<typeof verifyCodeSchema>;

// Abuse limits of verification codes (README "Accounts").
export const CODE_LIMITS = {
  maxAttempts: 5,
  resendCooldownSeconds: 30,
  perDestination: { max: 5, windowSeconds: 3600 },
  perDestinationDaily: { max: 10, windowSeconds: 86_400 },
  // A code dies after maxAttempts wrong tries; this many dead codes lock the destination's sends for the (UTC) day.
  deadCodesPerDestination: { max: 3, windowSeconds: 86_400 },
  perIp: { max: 20, windowSeconds: 3600 },
  tokenTtlMinutes: 30,
};

const vc = schema.verificationCodes;

function hmac(salt: string, code: string) {
  return createHmac('sha256', salt).update(code).digest('hex');
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const deadCodeLimit = (channel: Channel, destination: string): Limit => ({
  key: limitKey('code-dead:to', `${channel}:${destination}`),
  ...CODE_LIMITS.deadCodesPerDestination,
});

const codeExpired = () => new AppError('CODE_EXPIRED', 'The code has expired or was replaced; request a new one');

function liveCodeOf(purpose: Purpose, channel: Channel, destination: string) {
  return and(
    eq(vc.purpose, purpose),
    eq(vc.channel, channel),
    eq(vc.destination, destination),
    isNull(vc.verifiedAt),
    isNull(vc.consumedAt),
  );
}

async function cooldownSeconds(db: Db, purpose: Purpose, channel: Channel, destination: string): Promise<number> {
  const [row] = await db
    .select({
      wait: sql<number>`extract(epoch from (${vc.createdAt} + make_interval(secs => ${CODE_LIMITS.resendCooldownSeconds}) - now()))::float8`,
    })
    .from(vc)
    .where(and(eq(vc.purpose, purpose), eq(vc.channel, channel), eq(vc.destination, destination)))
    .orderBy(desc(vc.id))
    .limit(1);
  return Math.max(0, row?.wait ?? 0);
}

// Sends a code. Register: the identifier must be free (2003/2004/2008). Reset: the answer and
// its timing are the same whether or not an account exists: an unknown destination gets a row
// that no code can match and no message, and real reset messages leave in the background, so
// neither the delivery time nor a delivery failure tells the two apart.
export async function sendCode(input: SendInput, ctx: { ip: string; locale: Locale }): Promise<z.infer<typeof sendCodeResult>> {
  const { purpose, channel } = input;
  const destination = normaliseDestination(channel, input.destination);
  assertCanDeliver(channel);
  const db = await getDb();
  const early = await cooldownSeconds(db, purpose, channel, destination);
  if (early > 0) throw RateLimited(early);
  await assertOpen(deadCodeLimit(channel, destination));
  await consumeAll([
    { key: limitKey('code-send:ip', ctx.ip), ...CODE_LIMITS.perIp },
    { key: limitKey('code-send:to', `${channel}:${destination}`), ...CODE_LIMITS.perDestination },
    { key: limitKey('code-send:to:day', `${channel}:${destination}`), ...CODE_LIMITS.perDestinationDaily },
  ]);

  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  const { row, send } = await db.transaction(async (tx) => {
    // Serialises sends to one destination so the cooldown holds under parallel requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${purpose}:${channel}:${destination}`}))`);
    const wait = await cooldownSeconds(tx, purpose, channel, destination);
    if (wait > 0) throw RateLimited(wait);
    let send = true;
    if (purpose === 'register') await assertIdentifierFree(tx, channel, destination);
    else send = Boolean(await findAccount(tx, channel, destination));
    await tx
      .update(vc)
      .set({ consumedAt: sql`now()` })
      .where(and(liveCodeOf(purpose, channel, destination)));
    const row = await insertOne(
      tx,
      vc,
      {
        purpose,
        channel,
        destination,
        // A decoy's hash is of a value no 4-digit code can equal.
        codeHash: hmac(salt, send ? code : randomBytes(16).toString('hex')),
        codeSalt: salt,
        maxAttempts: CODE_LIMITS.maxAttempts,
        expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_MS / 1000})`,
      },
      { id: vc.id, createdAt: vc.createdAt, expiresAt: vc.expiresAt },
    );
    return { row, send };
  });

  const message = { channel, to: destination, ...codeMessage(purpose, code, ctx.locale) };
  if (purpose === 'reset') {
    if (send) deliverInBackground(message);
  } else {
    try {
      await deliver(message);
    } catch (error) {
      // An undelivered code must not hold the resend cooldown.
      await db.delete(vc).where(eq(vc.id, row.id));
      throw error;
    }
  }
  return {
    expires_at: row.expiresAt.toISOString(),
    resend_available_at: new Date(row.createdAt.getTime() + CODE_LIMITS.resendCooldownSeconds * 1000).toISOString(),
    length: PHONE_CODE_LENGTH,
    // A demo server has no way to reach the person registering, so it shows them the code.
    // Never a reset code: that would hand any account to whoever asks.
    ...(purpose === 'register' && deliversToOutbox(channel) ? { demo_code: code } : {}),
  };
}

// Checks a code. Each try is counted before the comparison, so parallel guesses share the 5.
export async function verifyCode(input: VerifyInput): Promise<z.infer<typeof verifyCodeResult>> {
  const { purpose, channel } = input;
  const destination = normaliseDestination(channel, input.destination);
  const db = await getDb();
  const [latest] = await db
    .select({ id: vc.id })
    .from(vc)
    .where(liveCodeOf(purpose, channel, destination))
    .orderBy(desc(vc.id))
    .limit(1);
  if (!latest) throw codeExpired();
  const [tried] = await db
    .update(vc)
    .set({ attempts: sql`${vc.attempts} + 1` })
    .where(
      and(
        eq(vc.id, latest.id),
        isNull(vc.verifiedAt),
        isNull(vc.consumedAt),
        lt(vc.attempts, vc.maxAttempts),
        gt(vc.expiresAt, sql`now()`),
      ),
    )
    .returning({ attempts: vc.attempts, maxAttempts: vc.maxAttempts, codeHash: vc.codeHash, codeSalt: vc.codeSalt });
  if (!tried) throw codeExpired();

  const expected = Buffer.from(tried.codeHash, 'hex');
  const actual = Buffer.from(hmac(tried.codeSalt, input.code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const remaining = Math.max(0, tried.maxAttempts - tried.attempts);
    if (remaining === 0) await hit(deadCodeLimit(channel, destination));
    throw new AppError('INVALID_CODE', 'The code is not right', undefined, undefined, { remaining_attempts: remaining });
  }
  const token = randomBytes(32).toString('base64url');
  const [verified] = await db
    .update(vc)
    .set({
      verifiedAt: sql`now()`,
      tokenHash: sha256(token),
      tokenExpiresAt: sql`now() + make_interval(mins => ${CODE_LIMITS.tokenTtlMinutes})`,
    })
    .where(and(eq(vc.id, latest.id), isNull(vc.verifiedAt), isNull(vc.consumedAt)))
    .returning({ id: vc.id });
  if (!verified) throw codeExpired();
  return { verification_token: token };
}

// Spends a verification token inside the caller's transaction (a rollback gives it back).
export async function consumeVerificationToken(db: Db, token: string, purpose: Purpose) {
  const [row] = await db
    .update(vc)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(vc.tokenHash, sha256(token)), eq(vc.purpose, purpose), isNull(vc.consumedAt), gt(vc.tokenExpiresAt, sql`now()`)))
    .returning({ channel: vc.channel, destination: vc.destination });
  if (!row) throw new AppError('VERIFICATION_REQUIRED', 'Verify your e-mail or phone first (the token is invalid, used or expired)');
  return row;
}
