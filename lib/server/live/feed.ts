import 'server-only';
import { and, asc, desc, gt, inArray, lte } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { serverConfig } from '@/lib/server/config';
import { LIVE_GAP_WAIT_MS, liveConfig } from './config';
import { stopSessionWatch } from './sessions';

export type LiveRow = {
  id: number;
  topic: string;
  kind: string;
  payload: unknown;
  actorId: number | null;
  createdAt: Date;
  /** When this process first saw the row (ms, its own clock); a comment is held from then (filter.ts). */
  seenAt?: number;
};

/** A connected stream, as the feed sees it. */
export type LiveSubscriber = {
  topics: readonly string[];
  /** Called in id order for every event on one of `topics`; the subscriber filters and writes. */
  receive(row: LiveRow): void;
  /** Called every heartbeat. */
  ping(): void;
};

const BATCH = 500;

// One follower per process (route bundles may load this module more than once: the state lives on
// globalThis). It reads live_events by id while at least one stream is open, and hands each new row
// to the streams on its topic.
type FeedState = {
  cursor: number;
  starting: Promise<void> | null;
  byTopic: Map<string, Set<LiveSubscriber>>;
  subscribers: Set<LiveSubscriber>;
  timer: NodeJS.Timeout | undefined;
  heartbeat: NodeJS.Timeout | undefined;
  polling: boolean;
  gapSince: number | null;
  listeners: Set<(rows: LiveRow[]) => void>;
  listen?: { close(): Promise<void> };
};

const KEY = Symbol.for('slime.liveFeed');
const initial: FeedState = {
  cursor: 0,
  starting: null,
  byTopic: new Map(),
  subscribers: new Set(),
  timer: undefined,
  heartbeat: undefined,
  polling: false,
  gapSince: null,
  listeners: new Set(),
};
const state: FeedState = ((globalThis as { [KEY]?: FeedState })[KEY] ??= initial);

const pollMs = () => (serverConfig.databaseUrl ? liveConfig.pollMs : liveConfig.pglitePollMs);

/** The id of the newest live event this process has handed out (its streams are up to date to it). */
export const liveHead = () => state.cursor;

/** Number of streams connected to this process. */
export const liveSubscriberCount = () => state.subscribers.size;

async function start(): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ id: schema.liveEvents.id }).from(schema.liveEvents).orderBy(desc(schema.liveEvents.id)).limit(1);
  state.cursor = row?.id ?? 0;
  state.gapSince = null;
  schedule(pollMs());
  state.heartbeat ??= setInterval(() => {
    for (const subscriber of state.subscribers) subscriber.ping();
  }, liveConfig.heartbeatSeconds * 1000);
  state.heartbeat.unref?.();
  if (liveConfig.listenUrl && !state.listen) state.listen = await listenForWakes(liveConfig.listenUrl).catch(() => undefined);
}

function schedule(delay: number) {
  clearTimeout(state.timer);
  state.timer = setTimeout(() => void tick(), delay);
  state.timer.unref?.();
}

/** Looks at live_events now rather than at the next poll (a LISTEN wake, tests). */
export function wakeLiveFeed(): void {
  if (state.subscribers.size > 0 && !state.starting && !state.polling) schedule(0);
}

async function tick() {
  if (state.polling) return;
  if (state.subscribers.size === 0) {
    stop();
    return;
  }
  state.polling = true;
  let more = false;
  try {
    more = await poll();
  } catch (error) {
    console.error('[live] could not read live_events', error);
  } finally {
    state.polling = false;
    if (state.subscribers.size > 0) schedule(more ? 0 : pollMs());
    else stop();
  }
}

/** Hands out what is new; true when there is more to read at once. */
async function poll(): Promise<boolean> {
  const db = await getDb();
  const rows = (await db
    .select()
    .from(schema.liveEvents)
    .where(gt(schema.liveEvents.id, state.cursor))
    .orderBy(asc(schema.liveEvents.id))
    .limit(BATCH)) as LiveRow[];
  const ready: LiveRow[] = [];
  const seenAt = Date.now();
  for (const row of rows) {
    row.seenAt = seenAt;
    if (row.id !== state.cursor + 1) {
      // A missing id: a transaction still committing holds it (or one rolled back). Wait for it a
      // little, so every stream gets events in id order and a resume from any id loses nothing.
      const now = Date.now();
      state.gapSince ??= now;
      if (now - state.gapSince < LIVE_GAP_WAIT_MS) break;
    }
    state.gapSince = null;
    state.cursor = row.id;
    ready.push(row);
  }
  if (ready.length) deliver(ready);
  return rows.length === BATCH && ready.length === BATCH;
}

function deliver(rows: LiveRow[]) {
  for (const listener of state.listeners) listener(rows);
  for (const row of rows) {
    const subscribers = state.byTopic.get(row.topic);
    if (!subscribers) continue;
    for (const subscriber of subscribers) {
      try {
        subscriber.receive(row);
      } catch (error) {
        console.error('[live] a stream failed to take an event', error);
      }
    }
  }
}

function stop() {
  clearTimeout(state.timer);
  state.timer = undefined;
  clearInterval(state.heartbeat);
  state.heartbeat = undefined;
  const listen = state.listen;
  state.listen = undefined;
  void listen?.close().catch(() => undefined);
}

/**
 * Connects a stream to the feed. Resolves with the id it is up to date to: every event with a
 * larger id on its topics will reach `receive`, in order.
 */
export async function subscribeLive(subscriber: LiveSubscriber): Promise<{ head: number; unsubscribe: () => void }> {
  if (state.subscribers.size === 0 && !state.timer && !state.polling) {
    state.starting ??= start().finally(() => {
      state.starting = null;
    });
  }
  if (state.starting) await state.starting;
  state.subscribers.add(subscriber);
  for (const topic of subscriber.topics) {
    let set = state.byTopic.get(topic);
    if (!set) state.byTopic.set(topic, (set = new Set<LiveSubscriber>()));
    set.add(subscriber);
  }
  if (!state.timer && !state.polling) schedule(pollMs());
  let done = false;
  return {
    head: state.cursor,
    unsubscribe: () => {
      if (done) return;
      done = true;
      state.subscribers.delete(subscriber);
      for (const topic of subscriber.topics) {
        const set = state.byTopic.get(topic);
        set?.delete(subscriber);
        if (set?.size === 0) state.byTopic.delete(topic);
      }
    },
  };
}

/** Events after `afterId` up to `head` on `topics`, oldest first: what a resuming reader missed. */
export async function liveEventsBetween(topics: readonly string[], afterId: number, head: number, limit: number): Promise<LiveRow[]> {
  if (topics.length === 0 || head <= afterId) return [];
  const db = await getDb();
  const rows = (await db
    .select()
    .from(schema.liveEvents)
    .where(and(inArray(schema.liveEvents.topic, [...topics]), gt(schema.liveEvents.id, afterId), lte(schema.liveEvents.id, head)))
    .orderBy(asc(schema.liveEvents.id))
    .limit(limit)) as LiveRow[];
  // Not seen here before (or seen and forgotten): held from when it was written, at most from now.
  const now = Date.now();
  for (const row of rows) row.seenAt = Math.min(now, row.createdAt.getTime());
  return rows;
}

/** Stops polling and heartbeats at once (tests, shutdown); the next stream starts them again. */
export function stopLiveFeed(): void {
  for (const subscriber of state.subscribers) state.subscribers.delete(subscriber);
  state.byTopic.clear();
  stop();
  // The streams' session checks read the database too: none may outlive the feed (a test file's
  // database is closed after this, and a timer left behind would open it again).
  stopSessionWatch();
}

/** Test hook: sees every batch the feed delivers. */
export function onLiveBatch(listener: (rows: LiveRow[]) => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

// LISTEN needs a session of its own: a direct URL, never PgBouncer in transaction pooling. The
// notification only wakes the poll; the rows still come from the table, so nothing depends on it.
async function listenForWakes(url: string): Promise<{ close(): Promise<void> }> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  client.on('error', (error) => console.error('[live] LISTEN connection failed; polling only', error.message));
  client.on('notification', () => wakeLiveFeed());
  await client.connect();
  await client.query('listen live_events');
  return { close: () => client.end() };
}
