import { z } from '@/lib/zod';
import { getAdminTable, listAdminTables } from '@/lib/server/admin/content/probability';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { saveTable, type SaveTableInput } from '@/lib/server/probability';
import { adminProbabilityQuery } from '@/lib/validation/admin';
import type { ProbabilityChangeNote } from '@/lib/validation/probability';

export const GET = handler(async ({ url }) => ok(await listAdminTables(readQuery(url, adminProbabilityQuery), url)), { auth: 'admin' });

// saveTable checks the body (rates add up to exactly 100 %, a note in both languages) and writes
// the table, its history row and its audit row together; the answer is the editor's view.
export const POST = handler(
  async ({ req, viewer, locale }) => {
    const { note, ...table } = await readJson(req, z.record(z.string(), z.unknown()));
    const saved = await saveTable({ ...(table as SaveTableInput), id: undefined }, viewer!.id, note as ProbabilityChangeNote, locale);
    return ok(await getAdminTable(saved.id), { status: 201 });
  },
  { auth: 'admin' },
);
