import { checkIn } from '@/lib/server/missions';
import { handler, ok } from '@/lib/server/http/route';

// POST /api/v1/missions/check-in/ — today's check-in; a second one the same day answers `already: true`.
export const POST = handler(async ({ viewer }) => ok(await checkIn(viewer.id)), { auth: 'member' });
