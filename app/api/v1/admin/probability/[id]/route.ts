import { z } from '@/lib/zod';
import { getAdminTable } from '@/lib/server/admin/content/probability';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { saveTable, type SaveTableInput } from '@/lib/server/probability';
import { adminIdParam } from '@/lib/validation/admin';
import type { ProbabilityChangeNote } from '@/lib/validation/probability';

type Params = { id: string };

export const GET = handler<Params>(async ({ params }) => ok(await getAdminTable(adminIdParam.parse(params).id)), { auth: 'admin' });

// Replaces the table and its entries (a body without `kind` keeps the table's); the note joins
// the table's public history and saveTable records the audit row in the same transaction.
export const PUT = handler<Params>(
  async ({ req, params, viewer, locale }) => {
    const { id } = adminIdParam.parse(params);
    const { note, ...table } = await readJson(req, z.record(z.string(), z.unknown()));
    await saveTable({ ...(table as SaveTableInput), id }, viewer!.id, note as ProbabilityChangeNote, locale);
    return ok(await getAdminTable(id));
  },
  { auth: 'admin' },
);
