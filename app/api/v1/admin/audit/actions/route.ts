import { listAuditActions } from '@/lib/server/audit/log';
import { handler, ok } from '@/lib/server/http/route';
import { auditActionsSchema } from '@/lib/validation/admin/audit';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

// For the audit log's filter.
export const GET = handler(
  {
    ...admin,
    summary: 'Actions recorded so far',
    response: auditActionsSchema,
    errors: { '403': notAdmin },
  },
  async () => ok(await listAuditActions()),
);
