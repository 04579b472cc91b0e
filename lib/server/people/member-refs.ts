import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import type { AdminMemberRef } from '@/lib/validation/admin/refs';
import type { Conn } from '@/lib/server/audit/log';

// How the administration screens name a member: enough to link, label and judge at a glance.

const { users } = schema;

type MemberRow = Pick<typeof users.$inferSelect, 'id' | 'uuid' | 'nickname' | 'role' | 'status' | 'suspendedUntil'>;

/** A suspension whose end date has passed no longer applies (as in lib/server/auth/session.ts). */
export function effectiveStatus(row: Pick<MemberRow, 'status' | 'suspendedUntil'>, now = Date.now()): MemberRow['status'] {
  if (row.status === 'suspended' && row.suspendedUntil && row.suspendedUntil.getTime() <= now) return 'active';
  return row.status;
}

export function toMemberRef(row: MemberRow): AdminMemberRef {
  const status = effectiveStatus(row);
  return {
    id: row.id,
    uuid: row.uuid,
    nickname: row.nickname,
    role: row.role,
    status,
    suspended_until: status === 'suspended' ? (row.suspendedUntil?.toISOString() ?? null) : null,
  };
}

export const memberRefColumns = {
  id: users.id,
  uuid: users.uuid,
  nickname: users.nickname,
  role: users.role,
  status: users.status,
  suspendedUntil: users.suspendedUntil,
};

export async function loadMemberRefs(ids: number[], conn?: Conn): Promise<Map<number, AdminMemberRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const db = conn ?? (await getDb());
  const rows = await db.select(memberRefColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, toMemberRef(r)]));
}
