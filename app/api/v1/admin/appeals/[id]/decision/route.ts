import { handler, ok } from '@/lib/server/http/route';
import { decideAppeal } from '@/lib/server/moderation/appeals';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminAppealSchema, appealDecisionSchema } from '@/lib/validation/moderation';
import { admin } from '@/app/api/v1/admin/contract';

export const POST = handler(
  {
    ...admin,
    summary: 'Uphold or reverse an appeal',
    description:
      'reverse shows hidden content again, restores deleted content or lifts the suspension; the sanction is marked reversed and its strike ' +
      'stops counting. Both outcomes notify the member (appeal_upheld, appeal_reversed).',
    params: adminIdParam,
    body: appealDecisionSchema,
    response: adminAppealSchema,
    errors: {
      '400': '1000: errors.outcome = outcomeInvalid; errors.note = tooLong',
      '403': '1300: not an administrator, or errors._ = appealSameAdmin (the administrator who sanctioned) | appealOwn (the appellant)',
      '404': 'No such appeal',
      '409': '1500: errors._ = appealDecided',
    },
  },
  async ({ params, body, viewer }) => ok(await decideAppeal(viewer, params.id, body)),
);
