import { z } from '@/lib/zod';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { getTable, parseTableSave, requireKind, saveTable } from '@/lib/server/probability';
import { probabilityTableRef } from '@/lib/validation/probability';

type Params = { kind: string; id: string };

const idParams = z.object({ id: probabilityTableRef });

export const GET = handler<Params>(async ({ params, locale }) => {
  const kind = requireKind(params.kind);
  const { id } = idParams.parse({ id: params.id });
  return ok(await getTable(id, locale, kind));
});

// Administrators: replace the table's details and entries; the change joins the public history. The
// same write as PUT /api/v1/admin/probability/{id}/: saveTable records the audit row with the save.
export const PUT = handler<Params>(
  async ({ req, params, viewer, locale }) => {
    const kind = requireKind(params.kind);
    const { id } = idParams.parse({ id: params.id });
    const current = await getTable(id, locale, kind);
    const body = await readJson(req, z.record(z.string(), z.unknown()));
    const saved = await saveTable(parseTableSave(body, { id: current.id, kind: body.kind ?? kind }), viewer.id, locale);
    return ok(saved);
  },
  { auth: 'admin' },
);
