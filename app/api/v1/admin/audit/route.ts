import { listAudit } from '@/lib/server/admin/audit';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { auditQuery } from '@/lib/validation/admin';

export const GET = handler(async ({ url }) => ok(await listAudit(readQuery(url, auditQuery), url)), { auth: 'admin' });
