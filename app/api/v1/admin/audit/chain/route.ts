import { latestAuditChainCheck, runAuditChainCheck } from '@/lib/server/audit/chain';
import { handler, ok } from '@/lib/server/http/route';

// The audit log's hash chain: the latest check, or a check run now.
export const GET = handler(async () => ok(await latestAuditChainCheck()), { auth: 'admin' });
export const POST = handler(async ({ viewer }) => ok(await runAuditChainCheck(viewer.id)), { auth: 'admin' });
