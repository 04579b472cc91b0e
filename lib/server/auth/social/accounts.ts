import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { WITHDRAWAL_DAYS, type Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { AppError, Suspended } from '@/lib/server/http/errors';
import { getMe } from '@/lib/server/people/me';
import type { sessionResult } from '@/lib/validation/auth';
import { isIdentifierBlocked } from '../identifiers';
import { purgeUser, withdrawalCutoff } from '../purge';
import { createSession } from '../session';
import type { SocialIdentity } from './provider';

export type SocialContext = { deviceId: string; ip: string; locale: Locale; userAgent?: string | null };
export type SessionResult = z.infer<typeof sessionResult>;

type User = typeof schema.users.$inferSelect;

const DAY_MS = 86_400_000;

function column(provider: SocialIdentity['provider']) {
  return provider === 'apple' ? schema.users.appleSub : schema.users.kakaoId;
}

function socialValues({ provider, subject }: SocialIdentity) {
  return provider === 'apple' ? { appleSub: subject } : { kakaoId: subject };
}

async function findBySocialId(identity: SocialIdentity): Promise<User | undefined> {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(schema.users)
    .where(eq(column(identity.provider), identity.subject))
    .limit(1);
  return user;
}

// Withdrawn holders and recently withdrawn addresses count as in use too.
async function emailInUse(email: string): Promise<boolean> {
  const db = await getDb();
  const [hit] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, email))
    .limit(1);
  return Boolean(hit) || (await isIdentifierBlocked(db, 'email', email));
}

// The provider's verified e-mail is kept only when no other account uses it: joining the two
// accounts on an e-mail match would let whoever controls one sign in to the other.
async function createAccount(identity: SocialIdentity, locale: Locale): Promise<User> {
  const db = await getDb();
  const candidate = identity.email?.toLowerCase() ?? null;
  const email = candidate && !(await emailInUse(candidate)) ? candidate : null;
  const insert = (withEmail: string | null) =>
    db
      .insert(schema.users)
      .values({ ...socialValues(identity), email: withEmail, locale })
      .onConflictDoNothing()
      .returning();
  const [created] = await insert(email);
  if (created) return created;
  // A conflict: a concurrent first login with the same id won, or the e-mail was taken meanwhile.
  const existing = await findBySocialId(identity);
  if (existing) return existing;
  const [withoutEmail] = await insert(null);
  if (withoutEmail) return withoutEmail;
  const winner = await findBySocialId(identity);
  if (!winner) throw new Error('Could not create the social account');
  return winner;
}

const reregisterBlocked = (until?: Date) =>
  new AppError(
    'REREGISTER_BLOCKED',
    'This sign-in belonged to an account withdrawn less than 30 days ago',
    undefined,
    undefined,
    until ? { until: until.toISOString() } : undefined,
  );

// A withdrawn account keeps its social id until it is purged. Within the 30 days that id
// cannot come back; after them the account is purged here if the hourly job has not reached
// it yet, the same rule registration applies to e-mail and phone.
async function releaseWithdrawn(user: User): Promise<void> {
  if (!user.withdrawnAt || user.withdrawnAt > withdrawalCutoff()) {
    throw reregisterBlocked(user.withdrawnAt ? new Date(user.withdrawnAt.getTime() + WITHDRAWAL_DAYS * DAY_MS) : undefined);
  }
  const db = await getDb();
  await db.transaction((tx) => purgeUser(tx, user.id));
}

// Signs in the account tied to the provider's id, creating it (without a nickname) on first use.
export async function signInWithSocial(identity: SocialIdentity, ctx: SocialContext): Promise<SessionResult> {
  let user = await findBySocialId(identity);
  if (user?.status === 'withdrawn') {
    await releaseWithdrawn(user);
    user = undefined;
  }
  if (!user) {
    if (await isIdentifierBlocked(await getDb(), identity.provider, identity.subject)) throw reregisterBlocked();
    user = await createAccount(identity, ctx.locale);
  }
  if (user.status === 'suspended' && (!user.suspendedUntil || user.suspendedUntil.getTime() > Date.now())) {
    throw Suspended(user.suspendedUntil, user.suspensionReason);
  }
  const token = await createSession(user.id, ctx.deviceId, ctx.userAgent);
  return { token, user: await getMe(user.id, ctx.locale), needs_nickname: user.nickname === null };
}
