import { listAuditActions } from '@/lib/server/audit/log';
import { handler, ok } from '@/lib/server/http/route';

// The actions recorded so far, for the audit log's filter.
export const GET = handler(async () => ok(await listAuditActions()), { auth: 'admin' });
