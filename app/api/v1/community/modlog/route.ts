import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { listModlog } from '@/lib/server/moderation/modlog';
import { modlogQuery } from '@/lib/validation/moderation';

// GET /api/v1/community/modlog/ — the public moderation log: hides, deletes, suspensions and
// reversals with the date, board, rule and public note; never reporters or private text.
export const GET = handler(async ({ url, locale }) => okPage(url, await listModlog(readQuery(url, modlogQuery), locale)));
