import { z } from '@/lib/zod';
import { handler, ok } from '@/lib/server/http/route';
import { getLedger, requireKind } from '@/lib/server/probability';
import { probabilityTableRef } from '@/lib/validation/probability';

type Params = { kind: string; id: string };

const idParams = z.object({ id: probabilityTableRef });

// Public: every sealed version of the table, oldest first, for anyone to recompute.
export const GET = handler<Params>(async ({ params }) => {
  const kind = requireKind(params.kind);
  const { id } = idParams.parse({ id: params.id });
  return ok(await getLedger(id, kind));
});
