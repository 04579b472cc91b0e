import { getAdminTable } from '@/lib/server/probability/admin';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { parseTableSave, saveTable } from '@/lib/server/probability';
import { json } from '@/lib/server/openapi/op';
import { adminProbabilityTableSchema } from '@/lib/validation/admin/content/probability';
import { probabilityTableSave } from '@/lib/validation/probability';
import { z } from '@/lib/zod';
import { adminRowContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminRowContract('No such table'),
    summary: 'One table in both languages with its change history',
    response: adminProbabilityTableSchema,
  },
  async ({ params }) => ok(await getAdminTable(params.id)),
);

// Replaces the table and its entries (a body without `kind` keeps the table's); parseTableSave
// checks the body, so the contract only describes it. saveTable records the audit row in the same
// transaction.
export const PUT = handler(
  {
    ...adminRowContract('No such table'),
    summary: 'Replace a table; the note joins its public history',
    lang: true,
    response: adminProbabilityTableSchema,
    openapi: { requestBody: json(probabilityTableSave) },
  },
  async ({ req, params, viewer, locale }) => {
    const body = await readJson(req, z.record(z.string(), z.unknown()));
    await saveTable(parseTableSave(body, { id: params.id, kind: body.kind }), viewer.id, locale);
    return ok(await getAdminTable(params.id));
  },
);
