import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '@/lib/server/db';
import { insertOne, rowsOf } from '@/lib/server/db/rows';
import { recordAudit } from './log';
import type { AuditChainCheckDto, AuditChainFault } from '@/lib/validation/admin/audit';

// The audit log's hash chain. The database seals every row as its transaction commits (migration
// 0015: seq 1, 2, …, prev_hash, and hash = audit_row_hash over the row's content and prev_hash) and
// refuses to change or delete a sealed row. This check recomputes every seal, oldest first, as
// someone who bypassed the trigger would have to defeat: the `audit-chain` job runs it hourly and
// an administrator can run it from the audit screen. A break is logged as an alert and shown on the
// administration's overview and audit screens until a check holds again.

const { auditChainChecks: checks } = schema;
const BATCH = 2_000;
// A row is sealed when its transaction commits: one still unsealed after this was written around the trigger.
const UNSEALED_GRACE = '1 minute';

type ChainRow = { seq: number | null; id: number; prev_hash: string | null; hash: string | null; computed: string | null };

export type ChainResult = { holds: boolean; rows: number; faultSeq: number | null; fault: AuditChainFault | null };

async function readBatch(db: Db, afterSeq: number): Promise<ChainRow[]> {
  const result = await db.execute(sql`
    select a.seq::int as seq, a.id, a.prev_hash, a.hash, audit_row_hash(a.seq, a.prev_hash, a) as computed
    from audit_log a where a.seq > ${afterSeq} order by a.seq limit ${BATCH}`);
  return rowsOf<ChainRow>(result);
}

/** Recomputes the whole chain: the first fault found, or that it holds. */
export async function verifyAuditChain(): Promise<ChainResult> {
  const db = await getDb();
  let rows = 0;
  let expectedSeq = 1;
  let previous: string | null = null;
  for (;;) {
    const batch = await readBatch(db, expectedSeq - 1);
    for (const row of batch) {
      rows += 1;
      const fault: AuditChainFault | null =
        row.seq !== expectedSeq ? 'gap' : row.prev_hash !== previous ? 'link' : row.hash !== row.computed ? 'hash' : null;
      if (fault) return { holds: false, rows, faultSeq: fault === 'gap' ? expectedSeq : row.seq, fault };
      previous = row.hash;
      expectedSeq += 1;
    }
    if (batch.length < BATCH) break;
  }
  const [unsealed] = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from audit_log where seq is null and created_at < now() - ${UNSEALED_GRACE}::interval order by id limit 1`,
    ),
  );
  if (unsealed) return { holds: false, rows, faultSeq: null, fault: 'unsealed' };
  return { holds: true, rows, faultSeq: null, fault: null };
}

const toDto = (row: typeof checks.$inferSelect): AuditChainCheckDto => ({
  holds: row.holds,
  rows: row.rows,
  fault_seq: row.faultSeq,
  fault: (row.fault as AuditChainFault | null) ?? null,
  checked_at: row.checkedAt.toISOString(),
});

/**
 * Runs the check and keeps its result; a break is logged as an alert. An administrator's check
 * (`actorId`) is itself an audit row (`audit.verify`); the hourly job's is not.
 */
export async function runAuditChainCheck(actorId: number | null = null): Promise<AuditChainCheckDto> {
  const result = await verifyAuditChain();
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const saved = await insertOne(tx, checks, { holds: result.holds, rows: result.rows, faultSeq: result.faultSeq, fault: result.fault });
    if (actorId !== null)
      await recordAudit(tx, { actorId, action: 'audit.verify', targetType: 'audit_log', targetId: saved.id, after: toDto(saved) });
    return saved;
  });
  if (!result.holds) {
    console.error('[ALERT] audit log hash chain is broken', { fault: result.fault, seq: result.faultSeq, rows: result.rows });
  }
  return toDto(row);
}

/** The latest check, or null before the first. */
export async function latestAuditChainCheck(): Promise<AuditChainCheckDto | null> {
  const db = await getDb();
  const [row] = await db.select().from(checks).orderBy(desc(checks.checkedAt), desc(checks.id)).limit(1);
  return row ? toDto(row) : null;
}
