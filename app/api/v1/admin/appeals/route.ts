import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { listAppeals } from '@/lib/server/moderation/appeals';
import { adminAppealQuery } from '@/lib/validation/moderation';

// GET /api/v1/admin/appeals/ — pending appeals first (oldest first), then decided ones.
export const GET = handler(async ({ url, viewer }) => okPage(url, await listAppeals(viewer, readQuery(url, adminAppealQuery))), {
  auth: 'admin',
});
