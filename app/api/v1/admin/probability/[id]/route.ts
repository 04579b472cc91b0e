import { z } from '@/lib/zod';
import { getAdminTable } from '@/lib/server/admin/content/probability';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { parseTableSave, saveTable } from '@/lib/server/probability';
import { adminIdParam } from '@/lib/validation/admin/common';

type Params = { id: string };

export const GET = handler<Params>(async ({ params }) => ok(await getAdminTable(adminIdParam.parse(params).id)), { auth: 'admin' });

// Replaces the table and its entries (a body without `kind` keeps the table's); the note joins
// the table's public history and saveTable records the audit row in the same transaction.
export const PUT = handler<Params>(
  async ({ req, params, viewer, locale }) => {
    const { id } = adminIdParam.parse(params);
    const body = await readJson(req, z.record(z.string(), z.unknown()));
    await saveTable(parseTableSave(body, { id, kind: body.kind }), viewer.id, locale);
    return ok(await getAdminTable(id));
  },
  { auth: 'admin' },
);
