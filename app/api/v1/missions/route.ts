import { getMissionBoard } from '@/lib/server/missions';
import { handler, ok } from '@/lib/server/http/route';

// GET /api/v1/missions/ — the missions in the reader's language; a member's progress, rewards, balls and check-ins too.
export const GET = handler(async ({ viewer, locale }) => ok(await getMissionBoard(viewer, locale)));
