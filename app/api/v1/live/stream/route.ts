import { z } from '@/lib/zod';
import { handler } from '@/lib/server/http/route';
import { openLiveStream } from '@/lib/server/live';
import { liveStreamQuery } from '@/lib/validation/live';

// A stream stays open: never rendered at build time, never cached.
export const dynamic = 'force-dynamic';

const frames = [
  '`retry: 3000`, then `event: ready` with `{ topics, last_event_id }` (the topics kept: hidden, deleted or missing posts and missing items are dropped),',
  'then events `id: <n>` / `event: <kind>` / `data: <json>`: `notification` `{ id, kind, unread_count }` on `user:<id>`,',
  '`comment` `{ post_id, comment_id, parent_id, author_id }` on `post:<id>`, `ladder` `{ item_id }` on `item:<id>`;',
  '`: ping` every 20 s. Resuming (Last-Event-ID or `last_event_id`) within 10 minutes sends what was missed first, in order;',
  'past that, `event: reset` (refetch). A ticket is spent by the stream it opens: every reconnect needs a new one.',
].join(' ');

// The ticket (`?ticket=`) says who reads; the token header works too, for clients that can send it.
// openLiveStream reads the query itself: its refusals below are its own.
export const GET = handler(
  {
    summary: 'The live stream (server-sent events)',
    description: frames,
    tags: ['Live'],
    response: null,
    errors: {
      '400': '1000: a topic that is not post:<id>, item:<id> or user:<id>, or more than 20',
      '401': '1101: the ticket is unknown, spent or expired',
      '403': "1300: someone else's user topic (or any user topic without a ticket)",
      '429': '1700: already 5 streams open for this member (guests: this address) on this instance',
    },
    openapi: {
      requestParams: { query: liveStreamQuery },
      responses: { '200': { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } } },
    },
  },
  ({ req, url, viewer, ip }) => openLiveStream({ req, url, viewer, address: ip }),
);
