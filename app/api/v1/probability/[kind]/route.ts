import { z } from '@/lib/zod';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { listTables, requireKind, saveTable, type SaveTableInput } from '@/lib/server/probability';
import type { ProbabilityChangeNote } from '@/lib/validation/probability';

// Spec §7 "the configurable probability list endpoint": no parameters, a bare array of
// {id, uuid, name, image, description} (inside the usual envelope).
export const GET = handler<{ kind: string }>(async ({ params, locale }) => {
  return ok(await listTables(locale, requireKind(params.kind)));
});

// Administrators: create a table of this kind. The same write as POST /api/v1/admin/probability/:
// saveTable checks the body (rates add up to 100 %, a note) and records the audit row with the save.
export const POST = handler<{ kind: string }>(
  async ({ req, params, viewer, locale }) => {
    const kind = requireKind(params.kind);
    const { note, ...table } = await readJson(req, z.record(z.string(), z.unknown()));
    const saved = await saveTable({ ...(table as SaveTableInput), kind, id: undefined }, viewer!.id, note as ProbabilityChangeNote, locale);
    return ok(saved, { status: 201 });
  },
  { auth: 'admin' },
);
