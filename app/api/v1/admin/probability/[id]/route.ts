import { z } from 'zod';
import { getAdminTable, saveAdminTable } from '@/lib/server/admin/content/probability';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin';

type Params = { id: string };

export const GET = handler<Params>(async ({ params }) => ok(await getAdminTable(adminIdParam.parse(params).id)), { auth: 'admin' });

// Replaces the table and its entries; the note joins the table's public history.
export const PUT = handler<Params>(
  async ({ req, params, viewer, locale }) =>
    ok(await saveAdminTable(viewer!, adminIdParam.parse(params).id, await readJson(req, z.record(z.string(), z.unknown())), locale)),
  { auth: 'admin' },
);
