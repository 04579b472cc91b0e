import { z } from '@/lib/zod';
import { getAdminTable, listAdminTables } from '@/lib/server/admin/content/probability';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { parseTableSave, saveTable } from '@/lib/server/probability';
import { adminProbabilityQuery } from '@/lib/validation/admin/content/probability';

export const GET = handler(async ({ url }) => okPage(url, await listAdminTables(readQuery(url, adminProbabilityQuery))), { auth: 'admin' });

// parseTableSave checks the body (rates add up to exactly 100 %, a note in both languages, a kind); saveTable writes
// the table, its history row and its audit row together; the answer is the editor's view.
export const POST = handler(
  async ({ req, viewer, locale }) => {
    const body = await readJson(req, z.record(z.string(), z.unknown()));
    const saved = await saveTable(parseTableSave(body, { kind: body.kind }), viewer.id, locale);
    return ok(await getAdminTable(saved.id), { status: 201 });
  },
  { auth: 'admin' },
);
