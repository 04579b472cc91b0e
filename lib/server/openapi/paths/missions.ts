import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { adminIdParam } from '@/lib/validation/admin/common';
import { paginatedSchema } from '@/lib/validation/common';
import {
  CHECK_IN_BALLS,
  CHECK_IN_BONUS_BALLS,
  CHECK_IN_BONUS_EVERY,
  adminMissionQuery,
  adminMissionSchema,
  checkInResultSchema,
  missionBoardSchema,
  missionInputSchema,
} from '@/lib/validation/missions';
import { errorResponse, json, langParam, op } from '../op';

const tags = ['Missions'];
const adminTags = ['Administration'];
const periods =
  'A member’s day begins at 00:00 in Asia/Seoul when their language is Korean and in Asia/Taipei when it is Chinese; ' +
  'the week (ISO, e.g. 2026-W48) begins on Monday 00:00 of the same zone.';
const admin = (summary: string, data: z.ZodType, extra: Parameters<typeof op>[2] = {}) =>
  op(summary, data, {
    tags: adminTags,
    auth: true,
    ...extra,
    responses: { '403': errorResponse('1300: not an administrator; 1301: suspended'), ...(extra.responses ?? {}) },
  });
const invalid = errorResponse(
  '1000: `errors` per field: required, tooLong, slugInvalid (key), invalid (target 1–100, reward_balls 0–10000, kind, period), ' +
    'dateInvalid, endBeforeStart (ends_at not after starts_at), badgeRequired (no such reward_badge_id)',
);
const notFound = { '404': errorResponse('No such mission') };
const idPath = { path: adminIdParam };

export const missionPaths: ZodOpenApiPathsObject = {
  '/v1/missions/': {
    get: op('The missions, and a member’s progress, rewards, balls and check-ins', missionBoardSchema, {
      tags,
      description:
        `Public: guests get the live missions (switched on, started, not ended) with progress null. ${periods} ` +
        'Progress is counted on the server from the member’s actions: reading someone else’s post (read_posts, once per post), ' +
        'a comment or reply (write_comment), an item put on a wish list (add_wish, once per item and list), ' +
        'a comment on someone else’s post on a question board (answer_question, once per post). ' +
        'The reward (balls added to referral_ball, and the badge if any) is granted automatically by the action that reaches the target, once per period.',
      requestParams: { query: langParam },
    }),
  },
  '/v1/missions/check-in/': {
    post: op('Check in for today', checkInResultSchema, {
      tags,
      auth: true,
      description:
        `${periods} Gives ${CHECK_IN_BALLS} balls, ${CHECK_IN_BONUS_BALLS} more on every ${CHECK_IN_BONUS_EVERY}th day of a streak. ` +
        'The day after the last check-in continues the streak; a missed day starts it again at 1. ' +
        'Idempotent: a second check-in the same day answers 200 with `already: true` and adds nothing.',
    }),
  },
  '/v1/admin/missions/': {
    get: admin('Every mission, live ones first', paginatedSchema(adminMissionSchema), { requestParams: { query: adminMissionQuery } }),
    post: (() => {
      const operation = admin('Create a mission (both languages)', adminMissionSchema, {
        requestBody: json(missionInputSchema),
        responses: { '400': invalid, '409': errorResponse('1500: the key is taken (errors.key = missionKeyTaken)') },
      });
      const { '200': success, ...responses } = operation.responses ?? {};
      return { ...operation, responses: { '201': { ...(success as object), description: 'Created' }, ...responses } };
    })(),
  },
  '/v1/admin/missions/{id}/': {
    get: admin('One mission in both languages', adminMissionSchema, { requestParams: idPath, responses: notFound }),
    put: admin('Replace a mission; without starts_at the start stays', adminMissionSchema, {
      requestParams: idPath,
      requestBody: json(missionInputSchema),
      responses: { ...notFound, '400': invalid, '409': errorResponse('1500: the key is taken (errors.key = missionKeyTaken)') },
    }),
    delete: admin('Delete a mission; balls and badges already given stay', z.null(), { requestParams: idPath, responses: notFound }),
  },
};
