import 'server-only';
import { and, asc, eq, gt, inArray, isNull, min, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { AppError, Forbidden, RateLimited } from '@/lib/server/http/errors';
import { LIVE_MAX_QUEUED_BYTES, LIVE_RETRY_MS, liveConfig } from './config';
import { liveEventsBetween, subscribeLive, type LiveRow, type LiveSubscriber } from './feed';
import { liveAudience, mayReceive } from './filter';
import { watchSession } from './sessions';
import { liveTicketHolder, redeemLiveTicket } from './tickets';

// GET /api/v1/live/stream/: one server-sent events stream per reader (docs/live.md).

const TOPIC = /^(post|item|user):([1-9][0-9]{0,9})$/;
const MAX_ID = 2_147_483_647;
// A reader who missed more than this on their topics refetches instead (a reset).
const RESUME_MAX_EVENTS = 1000;

// A member reads with a session (the ticket's, or the token header's); a guest with none.
type Reader = { userId: number | null; sessionId: number | null; address: string };

const encoder = new TextEncoder();
const frames = new WeakMap<LiveRow, Uint8Array>();

/** `id: …\nevent: …\ndata: …`, encoded once per event however many streams send it. */
function eventFrame(row: LiveRow): Uint8Array {
  let frame = frames.get(row);
  if (!frame) {
    frame = encoder.encode(`id: ${row.id}\nevent: ${row.kind}\ndata: ${JSON.stringify(row.payload ?? {})}\n\n`);
    frames.set(row, frame);
  }
  return frame;
}
const PING = encoder.encode(': ping\n\n');

const badTopics = (message: string) => new AppError('VALIDATION', message, { topics: [message] });

/** The topics asked for, checked for form and number (400), before any ticket is spent. */
export function parseTopics(raw: string | null): string[] {
  const topics = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  for (const topic of topics) {
    const match = TOPIC.exec(topic);
    if (!match || Number(match[2]) > MAX_ID)
      throw badTopics(`Unknown topic "${topic.slice(0, 40)}": use post:<id>, item:<id> or user:<id>`);
  }
  if (topics.length > liveConfig.topicsMax) throw badTopics(`At most ${liveConfig.topicsMax} topics per stream`);
  return topics;
}

const idsOf = (topics: string[], kind: string) =>
  topics.filter((t) => t.startsWith(`${kind}:`)).map((t) => Number(t.slice(kind.length + 1)));

/**
 * The topics a reader gets: their own user topic added, someone else's refused (403), posts that are
 * hidden, deleted or missing and items that do not exist dropped (the `ready` frame lists the rest).
 */
async function allowedTopics(asked: string[], userId: number | null): Promise<string[]> {
  for (const topic of asked) {
    if (topic.startsWith('user:') && topic !== `user:${userId}`) throw Forbidden('A user topic is only its member’s own');
  }
  const db = await getDb();
  const postIds = idsOf(asked, 'post');
  const itemIds = idsOf(asked, 'item');
  const [posts, items] = await Promise.all([
    postIds.length
      ? db
          .select({ id: schema.posts.id })
          .from(schema.posts)
          .where(and(inArray(schema.posts.id, postIds), eq(schema.posts.isHidden, false), isNull(schema.posts.deletedAt)))
      : [],
    itemIds.length ? db.select({ id: schema.items.id }).from(schema.items).where(inArray(schema.items.id, itemIds)) : [],
  ]);
  const visible = new Set([...posts.map((p) => `post:${p.id}`), ...items.map((i) => `item:${i.id}`)]);
  const topics = asked.filter((t) => visible.has(t));
  if (userId !== null) topics.unshift(`user:${userId}`);
  return topics;
}

// Open streams per reader on this instance (members by id, guests by client address).
const OPEN_KEY = Symbol.for('slime.liveOpen');
const open = ((globalThis as { [OPEN_KEY]?: Map<string, number> })[OPEN_KEY] ??= new Map());
const readerKey = (reader: Reader) => (reader.userId !== null ? `user:${reader.userId}` : `address:${reader.address}`);

function takeSlot(reader: Reader): () => void {
  const key = readerKey(reader);
  const count = open.get(key) ?? 0;
  if (count >= liveConfig.maxPerReader) throw RateLimited(5);
  open.set(key, count + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const left = (open.get(key) ?? 1) - 1;
    if (left > 0) open.set(key, left);
    else open.delete(key);
  };
}

/** The Last-Event-ID header (an EventSource reconnecting) or `?last_event_id=`; null for a fresh start. */
export function lastEventIdOf(req: Request, url: URL): number | null {
  const raw = req.headers.get('last-event-id') ?? url.searchParams.get('last_event_id');
  if (raw === null || !/^[0-9]{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * Whether events after `lastId` may be gone: purged, or older than the window. Ids are taken in
 * about commit order (the triggers run at commit), so the oldest row left tells what was purged.
 */
async function beyondWindow(lastId: number, head: number): Promise<boolean> {
  const db = await getDb();
  const [floor] = await db.select({ id: min(schema.liveEvents.id) }).from(schema.liveEvents);
  if (floor?.id == null) return lastId < head;
  if (lastId < Number(floor.id) - 1) return true;
  const [nextRow] = await db
    .select({ old: sql<boolean>`${schema.liveEvents.createdAt} < now() - make_interval(mins => ${liveConfig.resumeMinutes})` })
    .from(schema.liveEvents)
    .where(gt(schema.liveEvents.id, lastId))
    .orderBy(asc(schema.liveEvents.id))
    .limit(1);
  return Boolean(nextRow?.old);
}

export type StreamRequest = {
  req: Request;
  url: URL;
  /** The member of the token header, with the session it belongs to; null for none. */
  viewer: { id: number; sessionId: number } | null;
  address: string;
};

export async function openLiveStream({ req, url, viewer, address }: StreamRequest): Promise<Response> {
  const asked = parseTopics(url.searchParams.get('topics'));
  const ticket = url.searchParams.get('ticket');
  const holder = ticket ? await liveTicketHolder(ticket) : viewer ? { userId: viewer.id, sessionId: viewer.sessionId } : null;
  const reader: Reader = { userId: holder?.userId ?? null, sessionId: holder?.sessionId ?? null, address };
  // Refusals (403 topics, 429 caps) leave the ticket for a corrected request.
  const topics = await allowedTopics(asked, reader.userId);
  const release = takeSlot(reader);
  if (ticket) {
    try {
      await redeemLiveTicket(ticket);
    } catch (error) {
      release();
      throw error;
    }
  }
  const lastId = lastEventIdOf(req, url);

  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let unsubscribe = () => {};
  let unwatch = () => {};
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    unwatch();
    release();
    req.signal.removeEventListener('abort', close);
    try {
      controller.close();
    } catch {
      // already closed or errored by the reader going away
    }
  };
  const write = (bytes: Uint8Array) => {
    if (closed) return;
    controller.enqueue(bytes);
    // A reader this far behind is cut off; it reconnects and resumes from its last id.
    if ((controller.desiredSize ?? 0) < 0) close();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
      },
      cancel: close,
    },
    { highWaterMark: LIVE_MAX_QUEUED_BYTES, size: (chunk) => chunk.byteLength },
  );

  // Events reach this stream in id order; each waits for the one before it (and first for the
  // backlog), whatever its audience check costs.
  let openGate!: () => void;
  let chain: Promise<void> = new Promise<void>((resolve) => (openGate = resolve));
  let sentUpTo = lastId ?? 0;
  const send = async (row: LiveRow) => {
    if (closed || row.id <= sentUpTo) return;
    const audience = await liveAudience(row);
    if (closed || row.id <= sentUpTo) return;
    sentUpTo = row.id;
    if (mayReceive(audience, reader.userId)) write(eventFrame(row));
  };
  const subscriber: LiveSubscriber = {
    topics,
    receive: (row) => {
      chain = chain.then(() => send(row)).catch((error) => console.error('[live] could not send an event', error));
    },
    ping: () => write(PING),
  };

  try {
    // Signed out (or expired, or withdrawn) while reading: the stream ends within LIVE_SESSION_CHECK_MS.
    if (reader.sessionId !== null) unwatch = watchSession(reader.sessionId, close);
    const subscription = await subscribeLive(subscriber);
    unsubscribe = subscription.unsubscribe;
    const head = subscription.head;
    const reset = lastId !== null && lastId < head && (await beyondWindow(lastId, head));
    const backlog = lastId !== null && !reset ? await liveEventsBetween(topics, lastId, head, RESUME_MAX_EVENTS + 1) : [];
    const tooMuch = backlog.length > RESUME_MAX_EVENTS;
    const fresh = lastId === null || reset || tooMuch;
    const from = fresh ? head : (lastId ?? head);
    if (fresh) sentUpTo = head;

    write(encoder.encode(`retry: ${LIVE_RETRY_MS}\n\n`));
    write(encoder.encode(`${fresh ? `id: ${head}\n` : ''}event: ready\ndata: ${JSON.stringify({ topics, last_event_id: from })}\n\n`));
    if (reset || tooMuch) write(encoder.encode(`event: reset\ndata: ${JSON.stringify({ last_event_id: head })}\n\n`));
    if (!fresh) {
      for (const row of backlog) await send(row);
      sentUpTo = Math.max(sentUpTo, head);
    }
  } catch (error) {
    close();
    throw error;
  } finally {
    openGate();
  }
  if (req.signal.aborted) close();
  else req.signal.addEventListener('abort', close);

  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: compression (Next's, or a proxy's) would hold frames back to fill a block.
      'Cache-Control': 'no-cache, no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}

/** Open streams on this instance per reader key (tests, the bench). */
export const openLiveStreams = () => new Map(open);
