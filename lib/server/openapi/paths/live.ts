import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from '@/lib/zod';
import { errorResponse, op } from '../op';

const tags = ['Live'];

export const liveTicketSchema = z
  .object({
    ticket: z.string().meta({ description: 'Opens one stream, once' }),
    expires_at: z.string().meta({ description: 'ISO time, 60 s after issue (LIVE_TICKET_SECONDS)' }),
  })
  .meta({ id: 'LiveTicket' });

const streamQuery = z.object({
  topics: z.string().optional().meta({
    description: 'Comma-separated, at most 20: `post:<id>`, `item:<id>`, and `user:<id>` (your own only; added for you with a ticket)',
  }),
  ticket: z
    .string()
    .optional()
    .meta({ description: 'From POST /v1/live/ticket/; without one (and without the token header) you read as a guest' }),
  last_event_id: z.string().optional().meta({ description: 'Resume after this event id (the Last-Event-ID header does the same)' }),
});

const frames = [
  '`retry: 3000`, then `event: ready` with `{ topics, last_event_id }` (the topics kept: hidden, deleted or missing posts and missing items are dropped),',
  'then events `id: <n>` / `event: <kind>` / `data: <json>`: `notification` `{ id, kind, unread_count }` on `user:<id>`,',
  '`comment` `{ post_id, comment_id, parent_id, author_id }` on `post:<id>`, `ladder` `{ item_id }` on `item:<id>`;',
  '`: ping` every 20 s. Resuming (Last-Event-ID or `last_event_id`) within 10 minutes sends what was missed first, in order;',
  'past that, `event: reset` (refetch). A ticket is spent by the stream it opens: every reconnect needs a new one.',
].join(' ');

export const livePaths: ZodOpenApiPathsObject = {
  '/v1/live/ticket/': {
    post: (() => {
      const operation = op('A ticket to open a live stream (an EventSource cannot send the token header)', liveTicketSchema, {
        tags,
        auth: true,
        description: 'Single use, valid 60 s, stored hashed. Suspended members get one too. At most 60 a minute.',
      });
      const { '200': success, ...responses } = operation.responses ?? {};
      return { ...operation, responses: { '201': { ...(success as object), description: 'Created' }, ...responses } };
    })(),
  },
  '/v1/live/stream/': {
    get: {
      summary: 'The live stream (server-sent events)',
      tags,
      description: frames,
      requestParams: { query: streamQuery },
      responses: {
        '200': { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
        '400': errorResponse('1000: a topic that is not post:<id>, item:<id> or user:<id>, or more than 20'),
        '401': errorResponse('1101: the ticket is unknown, spent or expired'),
        '403': errorResponse("1300: someone else's user topic (or any user topic without a ticket)"),
        '429': errorResponse('1700: already 5 streams open for this member (guests: this address) on this instance'),
      },
    },
  },
};
