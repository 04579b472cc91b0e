import 'server-only';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { adminIdParam } from '@/lib/validation/admin/common';
import { paginatedSchema } from '@/lib/validation/common';
import {
  adminAppealQuery,
  adminAppealSchema,
  appealDecisionSchema,
  appealSchema,
  appealStateSchema,
  memberSanctionsSchema,
} from '@/lib/validation/moderation';
import { STRIKE_DECAY_DAYS, STRIKE_LADDER } from '@/lib/server/moderation/strikes';
import { errorResponse, json, op } from '../op';

const tags = ['Moderation'];
const adminTags = ['Administration'];
const idPath = { path: adminIdParam };
const ladder = STRIKE_LADDER.map((s) => `${s.strikes} → ${s.days === null ? 'until lifted' : `${s.days} days`}`).join(', ');
const created = (operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject => {
  const { '200': success, ...responses } = operation.responses ?? {};
  return { ...operation, responses: { '201': { ...(success as object), description: 'Created' }, ...responses } };
};

export const moderationPaths: ZodOpenApiPathsObject = {
  '/v1/admin/appeals/': {
    get: op('Appeals, pending first', paginatedSchema(adminAppealSchema), {
      tags: adminTags,
      auth: true,
      requestParams: { query: adminAppealQuery },
      responses: { '403': errorResponse('1300: not an administrator; 1301: suspended') },
    }),
  },
  '/v1/admin/appeals/{id}/': {
    get: op('One appeal with its sanction', adminAppealSchema, {
      tags: adminTags,
      auth: true,
      requestParams: idPath,
      responses: { '403': errorResponse('1300: not an administrator'), '404': errorResponse('No such appeal') },
    }),
  },
  '/v1/admin/appeals/{id}/decision/': {
    post: op('Uphold or reverse an appeal', adminAppealSchema, {
      tags: adminTags,
      auth: true,
      description:
        'reverse shows hidden content again, restores deleted content or lifts the suspension; the sanction is marked reversed and its strike ' +
        'stops counting. Both outcomes notify the member (appeal_upheld, appeal_reversed).',
      requestParams: idPath,
      requestBody: json(appealDecisionSchema),
      responses: {
        '400': errorResponse('1000: errors.outcome = outcomeInvalid; errors.note = tooLong'),
        '403': errorResponse(
          '1300: not an administrator, or errors._ = appealSameAdmin (the administrator who sanctioned) | appealOwn (the appellant)',
        ),
        '404': errorResponse('No such appeal'),
        '409': errorResponse('1500: errors._ = appealDecided'),
      },
    }),
  },
};
