import { z } from 'zod';
import { listAdminTables, saveAdminTable } from '@/lib/server/admin/content/probability';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { adminProbabilityQuery } from '@/lib/validation/admin';

export const GET = handler(async ({ url }) => ok(await listAdminTables(readQuery(url, adminProbabilityQuery), url)), { auth: 'admin' });

// The body is checked by the probability module's saveTable (rates add up to exactly 100 %, a note in both languages).
export const POST = handler(
  async ({ req, viewer, locale }) =>
    ok(await saveAdminTable(viewer!, null, await readJson(req, z.record(z.string(), z.unknown())), locale), { status: 201 }),
  { auth: 'admin' },
);
