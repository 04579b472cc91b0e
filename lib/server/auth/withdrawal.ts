import 'server-only';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { WITHDRAWAL_DAYS } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { identifierHash, type IdentifierKind } from './identifiers';
import { accountsDueForPurge, purgeUser } from './purge';
import { revokeSessions } from './session';
import type { Viewer } from './session';
import { invalidatePages } from '@/lib/server/cache/pages';

const DAY_MS = 86_400_000;

// The account stops working at once (every session revoked, sign-in answers "unregistered");
// its identifiers cannot register again for 30 days; the purge job then deletes its data.
export async function withdraw(viewer: Viewer, now = new Date()) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(schema.users)
      .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
      .where(and(eq(schema.users.id, viewer.id), ne(schema.users.status, 'withdrawn')))
      .returning();
    if (!user) return;
    await revokeSessions(tx, user.id);
    // Their posts and comments now show "withdrawn user".
    await invalidatePages(['all'], tx);
    const blockedUntil = new Date(now.getTime() + WITHDRAWAL_DAYS * DAY_MS);
    const identifiers: [IdentifierKind, string | null][] = [
      ['email', user.email?.toLowerCase() ?? null],
      ['phone', user.phone],
      ['apple', user.appleSub],
      ['kakao', user.kakaoId],
    ];
    const rows = identifiers
      .filter((entry): entry is [IdentifierKind, string] => Boolean(entry[1]))
      .map(([kind, value]) => ({ identifierHash: identifierHash(kind, value), blockedUntil }));
    if (rows.length) {
      await tx
        .insert(schema.withdrawnIdentifiers)
        .values(rows)
        .onConflictDoUpdate({
          target: schema.withdrawnIdentifiers.identifierHash,
          set: { blockedUntil: sql`greatest(${schema.withdrawnIdentifiers.blockedUntil}, excluded.blocked_until)` },
        });
    }
  });
}

// A sign-in address or device stays known (past the account-wide login delay) this long after its last use.
export const KNOWN_SOURCE_DAYS = 180;

// The hourly job: purge accounts withdrawn 30+ days ago, one transaction each, then sweep
// expired blocks, old rate-limit windows, old codes and idle login-failure counters and
// sign-in sources unused for 180 days.
export async function purgeWithdrawnAccounts(now = new Date()) {
  const db = await getDb();
  const due = await accountsDueForPurge(db, now);
  for (const id of due) await db.transaction((tx) => purgeUser(tx, id));
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(schema.withdrawnIdentifiers).where(lt(schema.withdrawnIdentifiers.blockedUntil, now));
  await db.delete(schema.rateLimits).where(lt(schema.rateLimits.windowStart, dayAgo));
  await db.delete(schema.verificationCodes).where(lt(schema.verificationCodes.createdAt, dayAgo));
  await db.delete(schema.loginFailures).where(lt(schema.loginFailures.lastFailedAt, dayAgo));
  await db.delete(schema.loginSources).where(lt(schema.loginSources.lastSignedInAt, new Date(now.getTime() - KNOWN_SOURCE_DAYS * DAY_MS)));
  return { purged: due.length };
}
