import { listAudit } from '@/lib/server/audit/log';
import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { auditQuery } from '@/lib/validation/admin/audit';

export const GET = handler(async ({ url }) => okPage(url, await listAudit(readQuery(url, auditQuery))), { auth: 'admin' });
