import 'server-only';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { adminIdParam } from '@/lib/validation/admin/common';
import { paginatedSchema } from '@/lib/validation/common';
import { appealSchema, appealStateSchema, memberSanctionsSchema, modlogEntrySchema, modlogQuery } from '@/lib/validation/moderation';
import { STRIKE_DECAY_DAYS, STRIKE_LADDER } from '@/lib/server/moderation/strikes';
import { errorResponse, json, langParam, op } from '../op';

const tags = ['Moderation'];
const idPath = { path: adminIdParam };
const ladder = STRIKE_LADDER.map((s) => `${s.strikes} → ${s.days === null ? 'until lifted' : `${s.days} days`}`).join(', ');
const created = (operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject => {
  const { '200': success, ...responses } = operation.responses ?? {};
  return { ...operation, responses: { '201': { ...(success as object), description: 'Created' }, ...responses } };
};

export const moderationPaths: ZodOpenApiPathsObject = {
  '/v1/users/me/sanctions/': {
    get: op('The viewer’s own sanctions, appeals and strikes', memberSanctionsSchema, {
      tags,
      auth: true,
      description:
        'Every hide, delete and suspension of the viewer’s content or account, with the rule and the operator’s public note ' +
        `(never the reporter or the private reason). A hide or delete marked as a strike counts for ${STRIKE_DECAY_DAYS} days ` +
        `unless reversed; active strikes suspend automatically: ${ladder}. Suspended members may read theirs.`,
    }),
  },
  '/v1/users/me/sanctions/{id}/appeal/': {
    post: created(
      op('Appeal one of the viewer’s sanctions, once', appealStateSchema, {
        tags,
        auth: true,
        description: 'Suspended members may appeal. Decided by an administrator other than the one who sanctioned.',
        requestParams: idPath,
        requestBody: json(appealSchema),
        responses: {
          '400': errorResponse('1000: errors.text = required | tooLong (1–1000 characters)'),
          '404': errorResponse('No such sanction of the viewer (another member’s answers 404 too)'),
          '409': errorResponse('1500: errors._ = appealExists (appealed already) | sanctionReversed'),
        },
      }),
    ),
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
