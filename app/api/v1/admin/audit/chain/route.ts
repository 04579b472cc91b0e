import { latestAuditChainCheck, runAuditChainCheck } from '@/lib/server/audit/chain';
import { handler, ok } from '@/lib/server/http/route';
import { auditChainCheckSchema } from '@/lib/validation/admin/audit';
import { adminContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminContract(),
    summary: 'The latest check of the audit log’s hash chain (null before the first)',
    response: auditChainCheckSchema.nullable(),
  },
  async () => ok(await latestAuditChainCheck()),
);

export const POST = handler(
  {
    ...adminContract(),
    summary: 'Recompute the audit log’s hash chain now and keep the result',
    response: auditChainCheckSchema,
  },
  async ({ viewer }) => ok(await runAuditChainCheck(viewer.id)),
);
