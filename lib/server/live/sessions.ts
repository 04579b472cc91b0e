import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { sessionIsLive } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { liveConfig } from './config';

// A member's stream lives only as long as the session that opened it. Sign-out (on any
// instance) revokes the session row; each instance looks at the sessions of its open member
// streams every LIVE_SESSION_CHECK_MS (one query for all of them, by primary key) and ends the
// streams whose session was revoked, has expired, is gone or whose member withdrew. With no
// member stream open, nothing is read.

type WatchState = {
  bySession: Map<number, Set<() => void>>;
  timer: NodeJS.Timeout | undefined;
  checking: boolean;
};

const KEY = Symbol.for('slime.liveSessions');
const state: WatchState = ((globalThis as { [KEY]?: WatchState })[KEY] ??= { bySession: new Map(), timer: undefined, checking: false });

/** Calls `end` once the session is no longer live; answers the function that stops watching. */
export function watchSession(sessionId: number, end: () => void): () => void {
  let set = state.bySession.get(sessionId);
  if (!set) state.bySession.set(sessionId, (set = new Set()));
  set.add(end);
  if (!state.timer) {
    state.timer = setInterval(() => void checkLiveSessions(), liveConfig.sessionCheckMs);
    state.timer.unref?.();
  }
  return () => {
    const watchers = state.bySession.get(sessionId);
    watchers?.delete(end);
    if (watchers?.size === 0) state.bySession.delete(sessionId);
    if (state.bySession.size === 0) stopWatching();
  };
}

function stopWatching() {
  clearInterval(state.timer);
  state.timer = undefined;
}

/** Forgets every watched stream and stops checking (tests, shutdown: with the live feed's stop). */
export function stopSessionWatch(): void {
  state.bySession.clear();
  stopWatching();
}

/** Which of `ids` are sessions a stream may still read with. */
export async function liveSessionIds(ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const db = await getDb();
  const rows = await db
    .select({ id: schema.sessions.id })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(and(inArray(schema.sessions.id, ids), sessionIsLive(), ne(schema.users.status, 'withdrawn')));
  return new Set(rows.map((r) => r.id));
}

/** Ends the streams whose session is no longer live (the timer calls it; tests may too). */
export async function checkLiveSessions(): Promise<void> {
  if (state.checking || state.bySession.size === 0) return;
  state.checking = true;
  try {
    const ids = [...state.bySession.keys()];
    const live = await liveSessionIds(ids);
    for (const id of ids) {
      if (live.has(id)) continue;
      const watchers = state.bySession.get(id);
      state.bySession.delete(id);
      for (const end of watchers ?? []) {
        try {
          end();
        } catch (error) {
          console.error('[live] could not end a signed-out stream', error);
        }
      }
    }
    if (state.bySession.size === 0) stopWatching();
  } catch (error) {
    console.error('[live] could not check the sessions of open streams', error);
  } finally {
    state.checking = false;
  }
}
