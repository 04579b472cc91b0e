import 'server-only';
import { z } from '@/lib/zod';

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
