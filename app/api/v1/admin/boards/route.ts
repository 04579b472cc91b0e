import { listBoards } from '@/lib/server/community/admin';
import { handler, ok } from '@/lib/server/http/route';

// The boards a post can be moved to, by group (admin-only boards included).
export const GET = handler(async ({ locale }) => ok(await listBoards(locale)), { auth: 'admin' });
