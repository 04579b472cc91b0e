import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { WEB_DEVICE_ID, type Locale } from '@/lib/constants';
import { getDb, schema, type Db } from '@/lib/server/db';
import { AppError, RateLimited, Suspended } from '@/lib/server/http/errors';
import { consume, release, type Limit } from '@/lib/server/rate-limit';
import { getMe } from '@/lib/server/people/me';
import { normaliseIdentifier, type LoginInput } from '@/lib/validation/auth';
import { findAccount, limitKey } from './identifiers';
import { verifyPassword } from './password';
import { createSession, hashToken } from './session';

// Abuse limits of password sign-in (README "Accounts").
export const LOGIN_LIMITS = {
  freeFailures: 5,
  maxDelaySeconds: 15 * 60,
  ipFailures: { max: 30, windowSeconds: 15 * 60 },
};

type Ctx = { deviceId: string; ip: string; locale: Locale; userAgent?: string | null };
/** Where a request comes from: its client address and the device id it sent. */
export type LoginSourceCtx = { ip: string; deviceId: string };
type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const ipLimit = (ip: string): Limit => ({ key: limitKey('login-fail:ip', ip), ...LOGIN_LIMITS.ipFailures });

const lf = schema.loginFailures;
const ACCOUNT_WIDE = '*';
const addressSource = (ip: string) => limitKey('a', ip);
const deviceSource = (deviceId: string) => limitKey('d', deviceId);

// Seconds to wait after the last failure of a counter, as SQL over login_failures.failures.
const delaySql = sql`least(power(2, greatest(${lf.failures} - ${LOGIN_LIMITS.freeFailures}, 0)), ${LOGIN_LIMITS.maxDelaySeconds})`;

// Counts a try as a failure up front, in one statement that also enforces the delay, so that
// parallel guesses cannot slip past it; a right password then clears the count.
// Answers the seconds to wait when the counter is still in its delay.
async function claimTry(db: Db, userId: number, source: string): Promise<number> {
  const [claimed] = await db
    .insert(lf)
    .values({ userId, source, failures: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [lf.userId, lf.source],
      set: { failures: sql`${lf.failures} + 1`, lastFailedAt: sql`now()` },
      setWhere: sql`${lf.failures} < ${LOGIN_LIMITS.freeFailures}
        or ${lf.lastFailedAt} + make_interval(secs => ${delaySql}) <= now()`,
    })
    .returning({ failures: lf.failures });
  if (claimed) return 0;
  const [row] = await db
    .select({ wait: sql<number>`extract(epoch from (${lf.lastFailedAt} + make_interval(secs => ${delaySql}) - now()))::float8` })
    .from(lf)
    .where(and(eq(lf.userId, userId), eq(lf.source, source)));
  return Math.max(1, row?.wait ?? 1);
}

// Gives back a try claimed on a counter when a later check refused the attempt before the password was compared.
async function unclaimTry(db: Db, userId: number, source: string) {
  await db
    .update(lf)
    .set({ failures: sql`greatest(${lf.failures} - 1, 0)` })
    .where(and(eq(lf.userId, userId), eq(lf.source, source)));
}

// What a sign-in comes from: its client address, and its device id when the app sent one (the
// browser's shared `web` id proves nothing).
function sourcesOf(ctx: LoginSourceCtx): string[] {
  return ctx.deviceId && ctx.deviceId !== WEB_DEVICE_ID ? [addressSource(ctx.ip), deviceSource(ctx.deviceId)] : [addressSource(ctx.ip)];
}

// Whether the account signed in from one of this try's sources before.
async function isKnownSource(db: Db, userId: number, ctx: Ctx): Promise<boolean> {
  const [row] = await db
    .select({ userId: schema.loginSources.userId })
    .from(schema.loginSources)
    .where(and(eq(schema.loginSources.userId, userId), inArray(schema.loginSources.source, sourcesOf(ctx))))
    .limit(1);
  return Boolean(row);
}

/**
 * Marks the request's address and app device as the account's own, so the account-wide delay for
 * unknown sources never holds them back: on each password sign-in, and at registration (an owner
 * who registered somewhere and never signed in there is no stranger there).
 */
export async function rememberLoginSource(db: Conn, userId: number, ctx: LoginSourceCtx) {
  await db
    .insert(schema.loginSources)
    .values(sourcesOf(ctx).map((source) => ({ userId, source })))
    .onConflictDoUpdate({
      target: [schema.loginSources.userId, schema.loginSources.source],
      set: { lastSignedInAt: sql`now()` },
    });
}

export async function clearLoginFailures(db: Db, userId: number) {
  await db.delete(lf).where(eq(lf.userId, userId));
}

// Two delays: one per (account, client address), and one for the whole account that holds back
// only sources the account never signed in from. A stranger's burst of wrong passwords thus
// slows every stranger, but never the owner on a device or address they signed in from before.
async function claimAccountTries(db: Db, userId: number, ctx: Ctx): Promise<number> {
  const known = await isKnownSource(db, userId, ctx);
  if (!known) {
    const wait = await claimTry(db, userId, ACCOUNT_WIDE);
    if (wait > 0) return wait;
  }
  const wait = await claimTry(db, userId, addressSource(ctx.ip));
  if (wait > 0 && !known) await unclaimTry(db, userId, ACCOUNT_WIDE);
  return wait;
}

export async function loginWithPassword(input: LoginInput, ctx: Ctx) {
  const id = normaliseIdentifier(input.identifier);
  if (!id) throw new AppError('VALIDATION', 'Enter an e-mail address or a phone number', { identifier: ['invalid'] });
  const now = new Date();
  // Same up-front counting per IP: unknown identifiers and wrong passwords are failures.
  await consume(ipLimit(ctx.ip), now);
  const db = await getDb();
  const account = await findAccount(db, id.kind, id.value);
  if (!account) throw new AppError('UNREGISTERED_IDENTIFIER', 'No account uses this e-mail or phone number');
  const wait = await claimAccountTries(db, account.id, ctx);
  if (wait > 0) {
    await release(ipLimit(ctx.ip), now);
    throw RateLimited(wait);
  }
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, account.id));
  if (!user || !(await verifyPassword(input.password, user.passwordHash))) {
    throw new AppError('INVALID_CREDENTIALS', 'The e-mail, phone number or password is wrong');
  }
  await Promise.all([clearLoginFailures(db, user.id), release(ipLimit(ctx.ip), now), rememberLoginSource(db, user.id, ctx)]);
  if (user.status === 'suspended' && (!user.suspendedUntil || user.suspendedUntil.getTime() > Date.now())) {
    throw Suspended(user.suspendedUntil, user.suspensionReason);
  }
  const token = await createSession(user.id, ctx.deviceId, ctx.userAgent);
  return { token, user: await getMe(user.id, ctx.locale) };
}

export async function logout(token: string) {
  const db = await getDb();
  await db
    .update(schema.sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.sessions.tokenHash, hashToken(token)), isNull(schema.sessions.revokedAt)));
}
