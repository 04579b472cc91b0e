import { handler, ok } from '@/lib/server/http/route';
import { listOutbox } from '@/lib/server/messaging/outbox';

// Development only: the codes that would have been e-mailed or texted (404 when APP_ENV=production).
export const GET = handler(async () => ok(await listOutbox()));
