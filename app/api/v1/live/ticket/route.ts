import { handler, ok } from '@/lib/server/http/route';
import { issueLiveTicket } from '@/lib/server/live';

// A suspended member still gets their notifications live (a sanction is one of them).
export const POST = handler(async ({ viewer }) => ok(await issueLiveTicket(viewer), { status: 201 }), { auth: 'signedIn' });
