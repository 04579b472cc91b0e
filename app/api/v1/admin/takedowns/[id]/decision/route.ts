import { handler, ok } from '@/lib/server/http/route';
import { decideTakedown } from '@/lib/server/moderation/takedown';
import { idParam } from '@/lib/validation/common';
import { takedownDecisionInput, takedownSchema } from '@/lib/validation/takedown';
import { admin } from '@/app/api/v1/admin/contract';

// Both sides are told.
export const POST = handler(
  {
    ...admin,
    summary: 'Decide a request: approve | dismiss a pending one; keep (reviewed) | restore | remove a blinded or objected one',
    params: idParam,
    body: takedownDecisionInput,
    response: takedownSchema,
    errors: {
      '400': '1000: actionInvalid, reasonRequired',
      '404': '1400: no such request',
      '409':
        '1500: takedownClosed, takedownOutcome (the state does not take that decision), takedownOpen or takedownPostGone (approve: the post is blinded by another request, or hidden or deleted)',
    },
  },
  async ({ params, body, viewer }) => ok(await decideTakedown(viewer, params.id, body)),
);
