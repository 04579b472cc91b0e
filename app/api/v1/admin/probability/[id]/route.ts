import { getAdminTable } from '@/lib/server/probability/admin';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { parseTableSave, saveTable } from '@/lib/server/probability';
import { json } from '@/lib/server/openapi/op';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminProbabilityTableSchema } from '@/lib/validation/admin/content/probability';
import { probabilityTableSave } from '@/lib/validation/probability';
import { z } from '@/lib/zod';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary: 'One table in both languages with its change history',
    params: adminIdParam,
    response: adminProbabilityTableSchema,
    errors: { '403': notAdmin, '404': 'No such table' },
  },
  async ({ params }) => ok(await getAdminTable(params.id)),
);

// Replaces the table and its entries (a body without `kind` keeps the table's); parseTableSave
// checks the body, so the contract only describes it. saveTable records the audit row in the same
// transaction.
export const PUT = handler(
  {
    ...admin,
    summary: 'Replace a table; the note joins its public history',
    params: adminIdParam,
    lang: true,
    response: adminProbabilityTableSchema,
    errors: { '403': notAdmin, '404': 'No such table' },
    openapi: { requestBody: json(probabilityTableSave) },
  },
  async ({ req, params, viewer, locale }) => {
    const body = await readJson(req, z.record(z.string(), z.unknown()));
    await saveTable(parseTableSave(body, { id: params.id, kind: body.kind }), viewer.id, locale);
    return ok(await getAdminTable(params.id));
  },
);
