import { getMissionBoard } from '@/lib/server/missions';
import { handler, ok } from '@/lib/server/http/route';
import { missionBoardSchema } from '@/lib/validation/missions';
import { MISSION_PERIODS_TEXT } from './docs';

export const GET = handler(
  {
    summary: 'The missions, and a member’s progress, rewards, balls and check-ins',
    description:
      `Public: guests get the live missions (switched on, started, not ended) with progress null. ${MISSION_PERIODS_TEXT} ` +
      'Progress is counted on the server from the member’s actions: reading someone else’s post (read_posts, once per post), ' +
      'a comment or reply (write_comment), an item put on a wish list (add_wish, once per item and list), ' +
      'a comment on someone else’s post on a question board (answer_question, once per post). ' +
      'The reward (balls added to referral_ball, and the badge if any) is granted automatically by the action that reaches the target, once per period.',
    tags: ['Missions'],
    lang: true,
    response: missionBoardSchema,
  },
  async ({ viewer, locale }) => ok(await getMissionBoard(viewer, locale)),
);
