import { listAudit } from '@/lib/server/audit/log';
import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { auditEntrySchema, auditQuery } from '@/lib/validation/admin/audit';
import { paginatedSchema } from '@/lib/validation/common';
import { admin, notAdmin } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...admin,
    summary: 'The audit log, newest first',
    query: auditQuery,
    response: paginatedSchema(auditEntrySchema),
    errors: { '403': notAdmin },
  },
  async ({ url, query }) => okPage(url, await listAudit(query)),
);
