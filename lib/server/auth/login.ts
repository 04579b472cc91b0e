import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { getDb, schema, type Db } from '@/lib/server/db';
import { AppError, RateLimited, Suspended } from '@/lib/server/http/errors';
import { consume, release, type Limit } from '@/lib/server/rate-limit';
import { getMe } from '@/lib/server/users/me';
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

const ipLimit = (ip: string): Limit => ({ key: limitKey('login-fail:ip', ip), ...LOGIN_LIMITS.ipFailures });

// Seconds an account must wait after its last failure, as SQL over login_failures.failures.
const delaySql = sql`least(power(2, greatest(${schema.loginFailures.failures} - ${LOGIN_LIMITS.freeFailures}, 0)), ${LOGIN_LIMITS.maxDelaySeconds})`;

// Counts a try as a failure up front, in one statement that also enforces the delay, so that
// parallel guesses cannot slip past it; a right password then clears the count.
// Answers the seconds to wait when the account is still in its delay.
async function claimAccountTry(db: Db, userId: number): Promise<number> {
  const [claimed] = await db
    .insert(schema.loginFailures)
    .values({ userId, failures: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: schema.loginFailures.userId,
      set: { failures: sql`${schema.loginFailures.failures} + 1`, lastFailedAt: sql`now()` },
      setWhere: sql`${schema.loginFailures.failures} < ${LOGIN_LIMITS.freeFailures}
        or ${schema.loginFailures.lastFailedAt} + make_interval(secs => ${delaySql}) <= now()`,
    })
    .returning({ failures: schema.loginFailures.failures });
  if (claimed) return 0;
  const [row] = await db
    .select({
      wait: sql<number>`extract(epoch from (${schema.loginFailures.lastFailedAt} + make_interval(secs => ${delaySql}) - now()))::float8`,
    })
    .from(schema.loginFailures)
    .where(eq(schema.loginFailures.userId, userId));
  return Math.max(1, row?.wait ?? 1);
}

export async function clearLoginFailures(db: Db, userId: number) {
  await db.delete(schema.loginFailures).where(eq(schema.loginFailures.userId, userId));
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
  const wait = await claimAccountTry(db, account.id);
  if (wait > 0) {
    await release(ipLimit(ctx.ip), now);
    throw RateLimited(wait);
  }
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, account.id));
  if (!user || !(await verifyPassword(input.password, user.passwordHash))) {
    throw new AppError('INVALID_CREDENTIALS', 'The e-mail, phone number or password is wrong');
  }
  await Promise.all([clearLoginFailures(db, user.id), release(ipLimit(ctx.ip), now)]);
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
