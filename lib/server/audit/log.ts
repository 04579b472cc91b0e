import 'server-only';
import { and, count, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import { getDb, schema, type Db } from '@/lib/server/db';
import { prefixPattern } from '@/lib/server/db/like';
import { readPage, type Page } from '@/lib/server/db/paging';
import type { AuditEntryDto, AuditQuery } from '@/lib/validation/admin/audit';

// The audit log: every administrator action — and every automatic moderation
// step, with no actor — as one row with before/after snapshots. Writers pass their transaction,
// so the row exists exactly when the change does.

const { auditLog, users } = schema;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;

export type AuditRecord = {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: number | string;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(conn: Conn, entry: AuditRecord): Promise<void> {
  await conn.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * The action an edit is recorded as: `on` or `off` when the patch sets nothing but the switch `flag`
 * (pinning a notice, switching a banner on), else `edit`.
 */
export function editAction<P extends object>(patch: P, flag: keyof P, actions: { on: string; off: string; edit: string }): string {
  if (Object.keys(patch).length !== 1 || patch[flag] === undefined) return actions.edit;
  return patch[flag] ? actions.on : actions.off;
}

/** The latest of `actions` recorded for each target (e.g. whether a hidden post was hidden automatically). */
export async function latestActions(conn: Conn, targetType: string, targetIds: number[], actions: string[]): Promise<Map<number, string>> {
  if (targetIds.length === 0) return new Map();
  const rows = await conn
    .select({ targetId: auditLog.targetId, action: auditLog.action, id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), inArray(auditLog.targetId, targetIds.map(String)), inArray(auditLog.action, actions)))
    .orderBy(desc(auditLog.id));
  const out = new Map<number, string>();
  for (const row of rows) if (!out.has(Number(row.targetId))) out.set(Number(row.targetId), row.action);
  return out;
}

type AuditRow = typeof auditLog.$inferSelect & { actorNickname: string | null };

export function toAuditEntry(row: AuditRow): AuditEntryDto {
  return {
    id: row.id,
    action: row.action,
    actor: row.actorId === null ? null : { id: row.actorId, nickname: row.actorNickname },
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Newest first, filtered by action (exact, or a prefix ending in "."), actor and target. */
export async function listAudit(q: AuditQuery): Promise<Page<AuditEntryDto>> {
  const db = await getDb();
  const filters: (SQL | undefined)[] = [
    q.action ? (q.action.endsWith('.') ? like(auditLog.action, prefixPattern(q.action)) : eq(auditLog.action, q.action)) : undefined,
    q.actor ? eq(auditLog.actorId, q.actor) : undefined,
    q.target_type ? eq(auditLog.targetType, q.target_type) : undefined,
    q.target_id ? eq(auditLog.targetId, q.target_id) : undefined,
  ];
  const where = and(...filters);
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db
        .select({ row: auditLog, actorNickname: users.nickname })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  );
  return { ...page, results: page.results.map((r) => toAuditEntry({ ...r.row, actorNickname: r.actorNickname })) };
}

/** The distinct actions recorded so far, for the filter menu. */
export async function listAuditActions(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
