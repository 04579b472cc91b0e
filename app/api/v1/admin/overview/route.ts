import { handler, ok } from '@/lib/server/http/route';
import { loadOverview } from '@/lib/server/admin/overview';

export const GET = handler(async () => ok(await loadOverview()), { auth: 'admin' });
