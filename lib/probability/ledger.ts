// The probability ledger's seal, the same in the server and the browser (Web Crypto).
//
// A version's canonical form is the JSON array
//   ["slime-probability-ledger/1", table uuid, version, announced_at, effective_at, note_ko,
//    note_zh_tw, [[item_id, label_ko, label_zh_tw, grade, quantity, rate_micros], …], prev_hash]
// with the dates as ISO 8601 in UTC with milliseconds, the entries in the table's order, and
// prev_hash null for version 1. Its hash is the SHA-256 of that text's UTF-8 bytes, in lowercase hex.

import type { StoredEntry } from '@/lib/validation/probability';

export const LEDGER_FORMAT = 'slime-probability-ledger/1';

export type LedgerEntry = StoredEntry;

export type LedgerVersion = {
  version: number;
  announced_at: string;
  effective_at: string;
  note_ko: string;
  note_zh_tw: string;
  entries: LedgerEntry[];
  prev_hash: string | null;
  hash: string;
};

export function canonicalVersion(tableUuid: string, v: Omit<LedgerVersion, 'hash'>): string {
  return JSON.stringify([
    LEDGER_FORMAT,
    tableUuid,
    v.version,
    v.announced_at,
    v.effective_at,
    v.note_ko,
    v.note_zh_tw,
    v.entries.map((e) => [e.item_id, e.label_ko, e.label_zh_tw, e.grade, e.quantity, e.rate_micros]),
    v.prev_hash,
  ]);
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const sealVersion = (tableUuid: string, v: Omit<LedgerVersion, 'hash'>) => sha256Hex(canonicalVersion(tableUuid, v));

/** Why a version fails: its hash is not its content's, it does not name the version before, or it is out of order. */
export type LedgerFault = 'hash' | 'link' | 'order';
export type LedgerCheck = { version: number; computed: string; fault: LedgerFault | null };

/** Recomputes every seal, oldest first: the chain holds when no version has a fault. */
export async function verifyLedger(
  tableUuid: string,
  versions: readonly LedgerVersion[],
): Promise<{ holds: boolean; checks: LedgerCheck[] }> {
  const checks: LedgerCheck[] = [];
  let previous: LedgerVersion | null = null;
  for (const [n, v] of versions.entries()) {
    const computed = await sealVersion(tableUuid, v);
    const fault: LedgerFault | null =
      v.version !== n + 1 ? 'order' : v.prev_hash !== (previous?.hash ?? null) ? 'link' : computed !== v.hash ? 'hash' : null;
    checks.push({ version: v.version, computed, fault });
    previous = v;
  }
  return { holds: checks.every((c) => c.fault === null), checks };
}

export type RateChange = {
  key: string;
  label_ko: string;
  label_zh_tw: string;
  grade: string;
  /** Millionths in each version; null where the outcome is not in it. */
  from: number | null;
  to: number | null;
};

// An outcome is the same across versions by its item, or by its name and grade when it has none.
const outcomeKey = (e: LedgerEntry) => (e.item_id !== null ? `item:${e.item_id}` : `label:${e.label_ko}:${e.grade}`);

/** The rates of two versions side by side, outcome by outcome, in the newer version's order (dropped outcomes last). */
export function diffVersions(from: Pick<LedgerVersion, 'entries'>, to: Pick<LedgerVersion, 'entries'>): RateChange[] {
  const before = new Map(from.entries.map((e) => [outcomeKey(e), e]));
  const rows: RateChange[] = to.entries.map((e) => ({
    key: outcomeKey(e),
    label_ko: e.label_ko,
    label_zh_tw: e.label_zh_tw,
    grade: e.grade,
    from: before.get(outcomeKey(e))?.rate_micros ?? null,
    to: e.rate_micros,
  }));
  const kept = new Set(rows.map((r) => r.key));
  for (const e of from.entries) {
    if (!kept.has(outcomeKey(e)))
      rows.push({ key: outcomeKey(e), label_ko: e.label_ko, label_zh_tw: e.label_zh_tw, grade: e.grade, from: e.rate_micros, to: null });
  }
  return rows;
}

/** Whether `to` gives any outcome of `from` a lower rate (a dropped outcome counts as lowered to 0). */
export const lowersAnyRate = (from: Pick<LedgerVersion, 'entries'>, to: Pick<LedgerVersion, 'entries'>) =>
  diffVersions(from, to).some((row) => row.from !== null && (row.to ?? 0) < row.from);
