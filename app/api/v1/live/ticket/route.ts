import { handler, ok } from '@/lib/server/http/route';
import { issueLiveTicket } from '@/lib/server/live';
import { created } from '@/lib/server/openapi/op';
import { liveTicketSchema } from '@/lib/validation/live';

export const POST = handler(
  {
    summary: 'A ticket to open a live stream (an EventSource cannot send the token header)',
    description: 'Single use, valid 60 s, stored hashed. Suspended members get one too. At most 60 a minute.',
    tags: ['Live'],
    // A suspended member still gets their notifications live (a sanction is one of them).
    auth: 'signedIn',
    response: null,
    openapi: { responses: { ...created(liveTicketSchema) } },
  },
  async ({ viewer }) => ok(await issueLiveTicket(viewer), { status: 201 }),
);
