import { z } from '@/lib/zod';

// The live endpoints (lib/server/live): the ticket an EventSource opens a stream with, and the
// stream's query, which openLiveStream reads itself (its refusals are its own).

export const liveTicketSchema = z
  .object({
    ticket: z.string().meta({ description: 'Opens one stream, once' }),
    expires_at: z.string().meta({ description: 'ISO time, 60 s after issue (LIVE_TICKET_SECONDS)' }),
  })
  .meta({ id: 'LiveTicket' });
export type LiveTicketDto = z.infer<typeof liveTicketSchema>;

export const liveStreamQuery = z.object({
  topics: z.string().optional().meta({
    description: 'Comma-separated, at most 20: `post:<id>`, `item:<id>`, and `user:<id>` (your own only; added for you with a ticket)',
  }),
  ticket: z
    .string()
    .optional()
    .meta({ description: 'From POST /v1/live/ticket/; without one (and without the token header) you read as a guest' }),
  last_event_id: z.string().optional().meta({ description: 'Resume after this event id (the Last-Event-ID header does the same)' }),
});
