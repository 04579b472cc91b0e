import { listAuditActions } from '@/lib/server/audit/log';
import { handler, ok } from '@/lib/server/http/route';
import { z } from '@/lib/zod';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

// For the audit log's filter.
export const GET = handler(
  {
    ...admin,
    summary: 'Actions recorded so far',
    response: z.array(z.string()),
    errors: { '403': notAdmin },
  },
  async () => ok(await listAuditActions()),
);
