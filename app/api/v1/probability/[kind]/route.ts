import { z } from '@/lib/zod';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { created, json } from '@/lib/server/openapi/op';
import { listTables, parseTableSave, requireKind, saveTable } from '@/lib/server/probability';
import {
  probabilityListEntrySchema,
  probabilityPathParams,
  probabilityTableSave,
  probabilityTableSchema,
} from '@/lib/validation/probability';
import { PROBABILITY_SAVE_ERRORS } from '../docs';

// The spec's "configurable probability list endpoint": no parameters, a bare array of
// {id, uuid, name, image, description} (inside the usual envelope). An unknown kind answers 404
// (requireKind), so the path declares a plain string.
export const GET = handler(
  {
    summary: 'The probability list of one kind: a bare array of list entries, unpaged (the list screen searches and pages on the client)',
    description:
      'The configurable list endpoint of the spec: the web client reads `NEXT_PUBLIC_PROBABILITY_LIST_URL` ' +
      '(a template, default `/api/v1/probability/{kind}/`) and calls it with no parameters.',
    tags: ['Probability'],
    params: probabilityPathParams,
    lang: true,
    response: z.array(probabilityListEntrySchema),
    errors: { '404': '1400: unknown kind' },
  },
  async ({ params, locale }) => ok(await listTables(locale, requireKind(params.kind))),
);

// The same write as POST /api/v1/admin/probability/: parseTableSave checks the body (rates add up
// to 100 %, a note) after the kind is known, so the body is read here; saveTable records the audit
// row with the save.
export const POST = handler(
  {
    summary: 'Create a table of this kind (administrators); the change note opens its public history',
    tags: ['Probability'],
    auth: 'admin',
    params: probabilityPathParams,
    lang: true,
    response: null,
    errors: PROBABILITY_SAVE_ERRORS,
    openapi: { requestBody: json(probabilityTableSave), responses: created(probabilityTableSchema) },
  },
  async ({ req, params, viewer, locale }) => {
    const kind = requireKind(params.kind);
    const table = parseTableSave(await readJson(req, z.record(z.string(), z.unknown())), { kind });
    const saved = await saveTable(table, viewer.id, locale);
    return ok(saved, { status: 201 });
  },
);
