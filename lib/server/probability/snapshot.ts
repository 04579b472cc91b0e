import 'server-only';
import { z } from '@/lib/zod';
import type { StoredEntry } from '@/lib/validation/probability';

// One row of `probability_changes.snapshot`: the table's entries as they were from that change on.
// The demo seed writes the same shape.
export const snapshotEntry = z.object({
  itemId: z.number().int().nullable(),
  labelKo: z.string(),
  labelZhTw: z.string(),
  grade: z.string(),
  quantity: z.number().int(),
  sortOrder: z.number().int(),
  rateMicros: z.number().int(),
});
export type SnapshotEntry = z.infer<typeof snapshotEntry>;

const snapshotSchema = z.array(snapshotEntry);

/** A stored snapshot, or no entries when it has another shape (never fails the page). */
export function parseSnapshot(value: unknown): SnapshotEntry[] {
  const parsed = snapshotSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.error('[probability] unreadable change snapshot', parsed.error.issues.slice(0, 3));
  return [];
}

/** A stored entry (an entry row or a snapshot row) as the editor and the ledger read it. */
export function storedEntry(e: Omit<SnapshotEntry, 'sortOrder'>): StoredEntry {
  return {
    item_id: e.itemId,
    label_ko: e.labelKo,
    label_zh_tw: e.labelZhTw,
    grade: e.grade,
    quantity: e.quantity,
    rate_micros: e.rateMicros,
  };
}
