import { getAdminTable, listAdminTables } from '@/lib/server/probability/admin';
import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { parseTableSave, saveTable } from '@/lib/server/probability';
import { json } from '@/lib/server/openapi/op';
import {
  adminProbabilityCreateSchema,
  adminProbabilityQuery,
  adminProbabilitySummarySchema,
  adminProbabilityTableSchema,
} from '@/lib/validation/admin/content/probability';
import { paginatedSchema } from '@/lib/validation/common';
import { z } from '@/lib/zod';
import { adminContract, created } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminContract(),
    summary: 'Probability tables, recently changed first',
    query: adminProbabilityQuery,
    response: paginatedSchema(adminProbabilitySummarySchema),
  },
  async ({ url, query }) => okPage(url, await listAdminTables(query)),
);

// parseTableSave checks the body (rates add up to exactly 100 %, a note in both languages, a kind),
// so the contract only describes it; saveTable writes the table, its history row and its audit row
// together; the answer is the editor's view.
export const POST = handler(
  {
    ...adminContract(),
    summary: 'Create a table (rates must add up to exactly 100 %)',
    description:
      'Rates not adding up to 1,000,000 millionths answer 400 with `errors.rates = ["sumMustBe100"]` and `meta = {rates_sum, expected}`.',
    lang: true,
    ...created(adminProbabilityTableSchema, { requestBody: json(adminProbabilityCreateSchema) }),
  },
  async ({ req, viewer, locale }) => {
    const body = await readJson(req, z.record(z.string(), z.unknown()));
    const saved = await saveTable(parseTableSave(body, { kind: body.kind }), viewer.id, locale);
    return ok(await getAdminTable(saved.id), { status: 201 });
  },
);
