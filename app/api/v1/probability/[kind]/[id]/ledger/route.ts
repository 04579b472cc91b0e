import { z } from '@/lib/zod';
import { handler, ok } from '@/lib/server/http/route';
import { getLedger, requireKind } from '@/lib/server/probability';
import { probabilityDetailPathParams, probabilityLedgerSchema, probabilityTableRef } from '@/lib/validation/probability';

// The kind is checked first (an unknown one answers 404), then the id or uuid (400).
const idParams = z.object({ id: probabilityTableRef });

// Public: every sealed version of the table, for anyone to recompute.
export const GET = handler(
  {
    summary:
      'The ledger of one table: every published version oldest first, each sealed with the SHA-256 of its canonical form and the hash of the version before, so anyone can check that no version was changed',
    tags: ['Probability'],
    params: probabilityDetailPathParams,
    response: probabilityLedgerSchema,
    errors: { '404': '1400: unknown kind, no such table, or a table of another kind' },
  },
  async ({ params }) => {
    const kind = requireKind(params.kind);
    const { id } = idParams.parse({ id: params.id });
    return ok(await getLedger(id, kind));
  },
);
