import { handler, ok, readQuery } from '@/lib/server/http/route';
import { listTakedowns } from '@/lib/server/moderation/takedown';
import { takedownQuery } from '@/lib/validation/takedown';

// The 임시조치 queue: objected requests first, then blinded ones by end date, then closed ones.
export const GET = handler(async ({ url, viewer }) => ok(await listTakedowns(viewer, readQuery(url, takedownQuery))), { auth: 'admin' });
