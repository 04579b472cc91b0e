import { listAudit } from '@/lib/server/audit/log';
import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { auditEntrySchema, auditQuery } from '@/lib/validation/admin/audit';
import { paginatedSchema } from '@/lib/validation/common';
import { adminContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminContract(),
    summary: 'The audit log, newest first',
    query: auditQuery,
    response: paginatedSchema(auditEntrySchema),
  },
  async ({ url, query }) => okPage(url, await listAudit(query)),
);
