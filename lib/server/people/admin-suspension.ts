import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@/lib/server/db';
import { AppError, NotFound } from '@/lib/server/http/errors';
import type { SuspensionInput } from '@/lib/validation/admin/suspension';
import { recordSanction } from '@/lib/server/moderation/sanctions';
import { recordAudit, type Tx } from '@/lib/server/audit/log';
import { effectiveStatus } from '@/lib/server/people/member-refs';

// Suspending a member, shared by the members screen and the moderation queue.

const { users } = schema;
type UserRow = typeof users.$inferSelect;

/** The member's row, locked for the caller's transaction. */
export async function lockUser(tx: Tx, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw NotFound('Member not found');
  return row;
}

export const suspensionState = (row: UserRow) => ({
  status: effectiveStatus(row),
  until: row.suspendedUntil?.toISOString() ?? null,
  reason: row.suspensionReason,
});

/**
 * Suspends a member inside the caller's transaction: never oneself, never an administrator
 * (take the role first), never a withdrawn account. Suspending a suspended member replaces the
 * end date and reason. Sessions are kept: every member action answers 403 / 1301. The suspension
 * is recorded as a sanction the member sees and may appeal.
 */
export async function suspendMemberTx(
  tx: Tx,
  adminId: number,
  userId: number,
  input: SuspensionInput,
  extra: Record<string, unknown> = {},
) {
  if (userId === adminId) throw new AppError('CONFLICT', 'You cannot suspend yourself', { _: ['suspendSelf'] });
  const row = await lockUser(tx, userId);
  if (row.status === 'withdrawn') throw NotFound('Member not found');
  if (row.role === 'admin')
    throw new AppError('CONFLICT', 'Administrators cannot be suspended; remove the role first', { _: ['suspendAdmin'] });
  const until = input.until ? new Date(input.until) : null;
  if (until && until.getTime() <= Date.now())
    throw new AppError('VALIDATION', 'The end date must be in the future', { until: ['dateInPast'] });
  await tx
    .update(users)
    .set({ status: 'suspended', suspendedUntil: until, suspensionReason: input.reason, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  const after = { status: 'suspended' as const, until: until?.toISOString() ?? null, reason: input.reason };
  await recordAudit(tx, {
    actorId: adminId,
    action: 'member.suspend',
    targetType: 'user',
    targetId: userId,
    before: suspensionState(row),
    after: { ...after, ...extra },
  });
  await recordSanction(tx, {
    userId,
    kind: 'suspend',
    targetType: 'user',
    targetId: userId,
    rule: input.rule,
    publicNote: input.public_note,
    adminId,
    strike: false,
    suspendedUntil: until,
  });
  return after;
}
