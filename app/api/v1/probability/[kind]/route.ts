import { z } from 'zod';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { listTables, requireKind, saveTable } from '@/lib/server/probability';
import type { ProbabilityChangeNote, ProbabilityTableInput } from '@/lib/validation/probability';

// Spec §7 "the configurable probability list endpoint": no parameters, a bare array of
// {id, uuid, name, image, description} (inside the usual envelope).
export const GET = handler<{ kind: string }>(async ({ params, locale }) => {
  return ok(await listTables(locale, requireKind(params.kind)));
});

// Administrators: create a table of this kind. saveTable checks the body (rates add up to 100 %, a note).
export const POST = handler<{ kind: string }>(
  async ({ req, params, viewer, locale }) => {
    const kind = requireKind(params.kind);
    const { note, ...table } = await readJson(req, z.record(z.string(), z.unknown()));
    const saved = await saveTable({ ...(table as ProbabilityTableInput), kind }, viewer?.id ?? null, note as ProbabilityChangeNote, locale);
    return ok(saved, { status: 201 });
  },
  { auth: 'admin' },
);
