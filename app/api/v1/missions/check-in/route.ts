import { checkIn } from '@/lib/server/missions';
import { handler, ok } from '@/lib/server/http/route';
import { CHECK_IN_BALLS, CHECK_IN_BONUS_BALLS, CHECK_IN_BONUS_EVERY, checkInResultSchema } from '@/lib/validation/missions';
import { MISSION_PERIODS_TEXT } from '../docs';

export const POST = handler(
  {
    summary: 'Check in for today',
    description:
      `${MISSION_PERIODS_TEXT} Gives ${CHECK_IN_BALLS} balls, ${CHECK_IN_BONUS_BALLS} more on every ${CHECK_IN_BONUS_EVERY}th day of a streak. ` +
      'The day after the last check-in continues the streak; a missed day starts it again at 1. ' +
      'Idempotent: a second check-in the same day answers 200 with `already: true` and adds nothing.',
    tags: ['Missions'],
    auth: 'member',
    response: checkInResultSchema,
  },
  async ({ viewer }) => ok(await checkIn(viewer.id)),
);
