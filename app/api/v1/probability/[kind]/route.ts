import { z } from '@/lib/zod';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { listTables, parseTableSave, requireKind, saveTable } from '@/lib/server/probability';

// The spec's "configurable probability list endpoint": no parameters, a bare array of
// {id, uuid, name, image, description} (inside the usual envelope).
export const GET = handler<{ kind: string }>(async ({ params, locale }) => {
  return ok(await listTables(locale, requireKind(params.kind)));
});

// Administrators: create a table of this kind. The same write as POST /api/v1/admin/probability/:
// parseTableSave checks the body (rates add up to 100 %, a note); saveTable records the audit row with the save.
export const POST = handler<{ kind: string }>(
  async ({ req, params, viewer, locale }) => {
    const kind = requireKind(params.kind);
    const table = parseTableSave(await readJson(req, z.record(z.string(), z.unknown())), { kind });
    const saved = await saveTable(table, viewer.id, locale);
    return ok(saved, { status: 201 });
  },
  { auth: 'admin' },
);
