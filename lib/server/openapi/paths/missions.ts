import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  CHECK_IN_BALLS,
  CHECK_IN_BONUS_BALLS,
  CHECK_IN_BONUS_EVERY,
  checkInResultSchema,
  missionBoardSchema,
} from '@/lib/validation/missions';
import { langParam, op } from '../op';

const tags = ['Missions'];
const periods =
  'A member’s day begins at 00:00 in Asia/Seoul when their language is Korean and in Asia/Taipei when it is Chinese; ' +
  'the week (ISO, e.g. 2026-W48) begins on Monday 00:00 of the same zone.';

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
};
