import { handler, ok } from '@/lib/server/http/route';
import { listOutbox } from '@/lib/server/messaging/outbox';

// The codes that would have been e-mailed or texted: administrators of a development server only
// (404 for everyone else, and always with APP_ENV=production).
export const GET = handler(async ({ viewer }) => ok(await listOutbox(viewer)));
