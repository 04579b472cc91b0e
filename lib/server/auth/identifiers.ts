import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/http/errors';
import { emailSchema, normalisePhone } from '@/lib/validation/auth';
import { purgeUser, withdrawalCutoff } from './purge';

export type IdentifierKind = 'email' | 'phone' | 'apple' | 'kakao';
export type Channel = 'email' | 'phone';

// A plain SHA-256 is enough here: the rows only have to match a future sign-up, and they
// expire after the 30-day block.
export function identifierHash(kind: IdentifierKind, value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex');
}

// A rate-limit key of bounded length that does not store the e-mail, phone or address itself.
export function limitKey(prefix: string, value: string): string {
  return `${prefix}:${createHash('sha256').update(value).digest('hex').slice(0, 40)}`;
}

// E-mail lower-cased, phone in E.164; a wrong shape is a validation failure on `destination`.
export function normaliseDestination(channel: Channel, raw: string): string {
  if (channel === 'email') {
    const parsed = emailSchema.safeParse(raw.trim().toLowerCase());
    if (parsed.success) return parsed.data;
  } else {
    const phone = normalisePhone(raw);
    if (phone) return phone;
  }
  const message = channel === 'email' ? 'invalidEmail' : 'invalidPhone';
  throw new AppError('VALIDATION', 'Validation failed', { destination: [message] });
}

function identifierColumn(channel: Channel): SQL {
  return channel === 'email' ? sql`lower(${schema.users.email})` : sql`${schema.users.phone}`;
}

// The account an e-mail or phone signs in to, if any (withdrawn accounts do not count).
export async function findAccount(db: Db, channel: Channel, value: string) {
  const [user] = await db
    .select({ id: schema.users.id, status: schema.users.status })
    .from(schema.users)
    .where(and(eq(identifierColumn(channel), value), ne(schema.users.status, 'withdrawn')))
    .limit(1);
  return user ?? null;
}

export async function isIdentifierBlocked(db: Db, kind: IdentifierKind, value: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: schema.withdrawnIdentifiers.identifierHash })
    .from(schema.withdrawnIdentifiers)
    .where(
      and(
        eq(schema.withdrawnIdentifiers.identifierHash, identifierHash(kind, value)),
        gt(schema.withdrawnIdentifiers.blockedUntil, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// Registration rules for an identifier: withdrawn less than 30 days ago → 2008; in use → 2003/2004.
// A withdrawn account whose block has ended but which the hourly purge has not reached yet
// is purged here, so the identifier is free exactly when the block ends.
export async function assertIdentifierFree(db: Db, channel: Channel, value: string) {
  if (await isIdentifierBlocked(db, channel, value)) throw reregisterBlocked();
  const holders = await db
    .select({ id: schema.users.id, status: schema.users.status, withdrawnAt: schema.users.withdrawnAt })
    .from(schema.users)
    .where(eq(identifierColumn(channel), value));
  for (const holder of holders) {
    if (holder.status !== 'withdrawn') throw identifierInUse(channel);
    if (!holder.withdrawnAt || holder.withdrawnAt > withdrawalCutoff()) throw reregisterBlocked();
    await purgeUser(db, holder.id);
  }
}

const reregisterBlocked = () =>
  new AppError('REREGISTER_BLOCKED', 'This identifier belonged to an account withdrawn less than 30 days ago');

export function identifierInUse(channel: Channel) {
  return channel === 'email'
    ? new AppError('EMAIL_IN_USE', 'This e-mail address is already in use')
    : new AppError('PHONE_IN_USE', 'This phone number is already registered');
}
