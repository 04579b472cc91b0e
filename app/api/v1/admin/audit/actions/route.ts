import { listAuditActions } from '@/lib/server/audit/log';
import { handler, ok } from '@/lib/server/http/route';
import { auditActionsSchema } from '@/lib/validation/admin/audit';
import { adminContract } from '@/app/api/v1/admin/contract';

// For the audit log's filter.
export const GET = handler(
  {
    ...adminContract(),
    summary: 'Actions recorded so far',
    response: auditActionsSchema,
  },
  async () => ok(await listAuditActions()),
);
