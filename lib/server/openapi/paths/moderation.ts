import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { adminIdParam } from '@/lib/validation/admin/common';
import { paginatedSchema } from '@/lib/validation/common';
import { adminAppealQuery, adminAppealSchema, appealDecisionSchema, modlogEntrySchema, modlogQuery } from '@/lib/validation/moderation';
import { errorResponse, json, langParam, op } from '../op';

const tags = ['Moderation'];
const adminTags = ['Administration'];
const idPath = { path: adminIdParam };

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
  '/v1/community/modlog/': {
    get: op('The public moderation log', paginatedSchema(modlogEntrySchema), {
      tags,
      description:
        'Every hide, delete, suspension and reversal by an administrator (and automatic suspensions for strikes), newest first, with the date, ' +
        'board, rule and public note. Never reporters, members, private notes or the content’s text. Hides by the report threshold are pending ' +
        'review and not listed.',
      requestParams: { query: modlogQuery.extend(langParam.shape) },
    }),
  },
};
