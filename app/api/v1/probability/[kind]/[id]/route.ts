import { z } from '@/lib/zod';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { json } from '@/lib/server/openapi/op';
import { getTable, parseTableSave, requireKind, saveTable } from '@/lib/server/probability';
import {
  probabilityDetailPathParams,
  probabilityTableRef,
  probabilityTableSave,
  probabilityTableSchema,
} from '@/lib/validation/probability';
import { PROBABILITY_SAVE_ERRORS } from '../../docs';

// The kind is checked first (an unknown one answers 404), then the id or uuid (400).
const idParams = z.object({ id: probabilityTableRef });

export const GET = handler(
  {
    summary:
      'One table: every outcome with item, grade, quantity and rate (4 decimals at most, adding up to 100 %), the pity rule and the dated change history, newest first',
    tags: ['Probability'],
    params: probabilityDetailPathParams,
    lang: true,
    response: probabilityTableSchema,
    errors: { '404': '1400: unknown kind, no such table, or a table of another kind' },
  },
  async ({ params, locale }) => {
    const kind = requireKind(params.kind);
    const { id } = idParams.parse({ id: params.id });
    return ok(await getTable(id, locale, kind));
  },
);

// The same write as PUT /api/v1/admin/probability/{id}/: the table is looked up (404) before the
// body is read; saveTable records the audit row with the save.
export const PUT = handler(
  {
    summary:
      'Replace a table and its entries (administrators); a body `kind` moves it to another kind; the change joins the public history',
    tags: ['Probability'],
    auth: 'admin',
    params: probabilityDetailPathParams,
    lang: true,
    response: probabilityTableSchema,
    errors: PROBABILITY_SAVE_ERRORS,
    openapi: { requestBody: json(probabilityTableSave) },
  },
  async ({ req, params, viewer, locale }) => {
    const kind = requireKind(params.kind);
    const { id } = idParams.parse({ id: params.id });
    const current = await getTable(id, locale, kind);
    const body = await readJson(req, z.record(z.string(), z.unknown()));
    const saved = await saveTable(parseTableSave(body, { id: current.id, kind: body.kind ?? kind }), viewer.id, locale);
    return ok(saved);
  },
);
