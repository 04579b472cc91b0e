import 'server-only';
import { and, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { WebPushError } from 'web-push';
import { isLocale } from '@/lib/locale';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { inQuietHours } from '@/lib/push/quiet-hours';
import { getDb, schema } from '@/lib/server/db';
import { pushTarget } from './endpoint';
import { defaultPreferences, loadPreferences } from './preferences';
import { sendPush, type SendOptions } from './send';
import { pushPayload, type PushPayload } from './text';
import { vapidKeys, type VapidKeys } from './vapid';

// Sends each new notification to the member's browsers. Every instance polls for notifications
// nobody has pushed yet (created within the last PUSH_WINDOW_SECONDS) and claims a batch in one
// UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) setting pushed_at: of several instances
// (or overlapping calls) exactly one gets each row, and a row is pushed at most once, even when
// it is skipped (kind off, quiet hours, no subscription) or the process dies after claiming it.
// One statement, no session state: works through PgBouncer in transaction pooling.

export const PUSH_POLL_MS = 2000;
export const PUSH_WINDOW_SECONDS = 600;
export const PUSH_BATCH = 100;
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_CONCURRENCY = 8;
const SEND_TIMEOUT_MS = 10_000;
const MAX_BATCHES_PER_TICK = 20;
// The floor sample a tick may rely on must be older than the window by this margin.
const FLOOR_MARGIN_MS = 30_000;
const FLOOR_SAMPLE_MS = 10_000;

const { notifications, pushSubscriptions, users, blocks, badges } = schema;

export type PushStats = {
  claimed: number;
  sent: number;
  failed: number;
  removed: number;
  skippedKind: number;
  skippedQuiet: number;
  skippedBlocked: number;
  skippedNoSubscription: number;
};
const zero = (): PushStats => ({
  claimed: 0,
  sent: 0,
  failed: 0,
  removed: 0,
  skippedKind: 0,
  skippedQuiet: 0,
  skippedBlocked: 0,
  skippedNoSubscription: 0,
});
const totals = zero();

/** What this process has pushed since it started (or since resetPushStats). */
export function pushStats(): Readonly<PushStats> {
  return { ...totals };
}
export function resetPushStats(): void {
  Object.assign(totals, zero());
}

export type DispatchOptions = SendOptions & {
  /** The clock quiet hours are judged by. */
  now?: () => Date;
};

// ── Where the poll starts ───────────────────────────────────────────────────
// Rows below `value` are older than the window, so the poll is a range scan of the primary key
// instead of a scan of the table. A sample of max(id) taken at time S bounds every id allocated
// before S; such a row's transaction began before S, so its created_at (now() of that
// transaction) is out of the window once S is a window old, however late it commits.
const floor = { value: null as number | null, samples: [] as { at: number; maxId: number }[] };

async function pollFloor(): Promise<number> {
  const db = await getDb();
  const now = Date.now();
  if (floor.value === null) {
    // Once per process: the smallest id still in the window (one scan of the table).
    const [row] = await db
      .select({
        floor: sql<number>`coalesce(min(${notifications.id}) - 1, (select coalesce(max(id), 0) from notifications))::int`,
      })
      .from(notifications)
      .where(gt(notifications.createdAt, sql`now() - make_interval(secs => ${PUSH_WINDOW_SECONDS})`));
    floor.value = Number(row?.floor ?? 0);
  }
  const last = floor.samples.at(-1);
  if (!last || now - last.at >= FLOOR_SAMPLE_MS) {
    const [row] = await db.select({ maxId: sql<number>`coalesce(max(${notifications.id}), 0)::int` }).from(notifications);
    floor.samples.push({ at: now, maxId: Number(row?.maxId ?? 0) });
  }
  while (floor.samples[0] && now - floor.samples[0].at >= PUSH_WINDOW_SECONDS * 1000 + FLOOR_MARGIN_MS) {
    floor.value = Math.max(floor.value, floor.samples.shift()!.maxId);
  }
  return floor.value;
}

async function claimBatch(from: number) {
  const db = await getDb();
  const candidates = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        gt(notifications.id, from),
        isNull(notifications.pushedAt),
        gt(notifications.createdAt, sql`now() - make_interval(secs => ${PUSH_WINDOW_SECONDS})`),
      ),
    )
    .orderBy(notifications.id)
    .limit(PUSH_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({ pushedAt: sql`now()` })
    .where(and(inArray(notifications.id, candidates), isNull(notifications.pushedAt)))
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind, payload: notifications.payload });
}

type Claimed = Awaited<ReturnType<typeof claimBatch>>[number];
type Subscription = typeof pushSubscriptions.$inferSelect;

const num = (v: unknown) => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};
// Who caused it: as the notifications list reads it (lib/server/people/notifications.ts).
const actorOf = (row: Claimed) => {
  const p = (row.payload ?? {}) as Record<string, unknown>;
  return num(p.actorId) ?? (row.kind === 'friend_request' || row.kind === 'friend_accepted' ? num(p.userId) : null);
};

/** Claims and pushes what is pending; answers what this call did. */
export async function dispatchPending(options: DispatchOptions = {}): Promise<PushStats> {
  const done = zero();
  const keys = vapidKeys();
  if (!keys) return done;
  const from = await pollFloor();
  for (let i = 0; i < MAX_BATCHES_PER_TICK; i += 1) {
    const rows = await claimBatch(from);
    done.claimed += rows.length;
    if (rows.length > 0) await pushRows(rows, keys, options, done);
    if (rows.length < PUSH_BATCH) break;
  }
  for (const key of Object.keys(done) as (keyof PushStats)[]) totals[key] += done[key];
  return done;
}

async function pushRows(rows: Claimed[], keys: VapidKeys, options: DispatchOptions, done: PushStats) {
  const db = await getDb();
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const actorIds = [...new Set(rows.flatMap((r) => actorOf(r) ?? []))];
  const badgeIds = [
    ...new Set(rows.flatMap((r) => (r.kind === 'badge' ? (num((r.payload as Record<string, unknown>)?.badgeId) ?? []) : []))),
  ];
  const [members, subs, prefs, blockRows, actors, badgeRows] = await Promise.all([
    db.select({ id: users.id, locale: users.locale, status: users.status }).from(users).where(inArray(users.id, userIds)),
    db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)),
    loadPreferences(userIds),
    db
      .select({ blocker: blocks.blockerId, blocked: blocks.blockedId })
      .from(blocks)
      .where(or(inArray(blocks.blockerId, userIds), inArray(blocks.blockedId, userIds))),
    actorIds.length
      ? db
          .select({ id: users.id, nickname: users.nickname, uuid: users.uuid, status: users.status })
          .from(users)
          .where(inArray(users.id, actorIds))
      : Promise.resolve([]),
    badgeIds.length
      ? db.select({ id: badges.id, titleKo: badges.titleKo, titleZhTw: badges.titleZhTw }).from(badges).where(inArray(badges.id, badgeIds))
      : Promise.resolve([]),
  ]);
  const memberById = new Map(members.map((m) => [m.id, m]));
  const subsByUser = new Map<number, Subscription[]>();
  for (const s of subs) subsByUser.set(s.userId, [...(subsByUser.get(s.userId) ?? []), s]);
  const blocked = new Set(blockRows.flatMap((b) => [`${b.blocker}:${b.blocked}`, `${b.blocked}:${b.blocker}`]));
  const actorById = new Map(actors.map((a) => [a.id, a]));
  const badgeById = new Map(badgeRows.map((b) => [b.id, b]));
  const now = (options.now ?? (() => new Date()))();

  const jobs: { sub: Subscription; payload: PushPayload }[] = [];
  for (const row of rows) {
    const member = memberById.get(row.userId);
    const mine = subsByUser.get(row.userId) ?? [];
    if (!member || member.status === 'withdrawn' || mine.length === 0) {
      done.skippedNoSubscription += 1;
      continue;
    }
    const locale = isLocale(member.locale) ? member.locale : DEFAULT_LOCALE;
    const pref = prefs.get(row.userId) ?? defaultPreferences(locale);
    if (!pref.kinds.has(row.kind)) {
      done.skippedKind += 1;
      continue;
    }
    if (inQuietHours(now, pref.quietStart, pref.quietEnd, pref.timeZone)) {
      done.skippedQuiet += 1;
      continue;
    }
    const actorId = actorOf(row);
    if (actorId && blocked.has(`${row.userId}:${actorId}`)) {
      done.skippedBlocked += 1;
      continue;
    }
    const actor = actorId ? actorById.get(actorId) : undefined;
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    const badge = row.kind === 'badge' ? badgeById.get(num(payload.badgeId) ?? 0) : undefined;
    const message = pushPayload({
      id: row.id,
      kind: row.kind,
      payload,
      locale,
      actor: actor ? { nickname: actor.status === 'withdrawn' ? null : actor.nickname, uuid: actor.uuid } : null,
      badge: badge ?? null,
    });
    for (const sub of mine) jobs.push({ sub, payload: message });
  }
  if (jobs.length === 0) return;

  const ok: number[] = [];
  const gone: number[] = [];
  const failed: number[] = [];
  await eachLimited(jobs, SEND_CONCURRENCY, async ({ sub, payload }) => {
    // Sent only to the endpoint's validated form (a row saved before endpoints were checked, or
    // on a host PUSH_ENDPOINT_HOSTS no longer lists, is never connected to).
    const target = pushTarget(sub.endpoint);
    if (!target) {
      failed.push(sub.id);
      console.warn(`[push] subscription ${sub.id} failed: its endpoint is not a push service's; not sent`);
      return;
    }
    try {
      await sendPush(target, { p256dh: sub.p256dh, auth: sub.auth }, JSON.stringify(payload), keys, {
        ttl: PUSH_TTL_SECONDS,
        timeoutMs: SEND_TIMEOUT_MS,
        agent: options.agent,
        resolve: options.resolve,
      });
      ok.push(sub.id);
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : 0;
      // 404 / 410: the browser unsubscribed or the subscription expired; it never comes back. Only
      // validated push-service hosts are ever asked, so this answer tells a member nothing about
      // any other host.
      if (status === 404 || status === 410) gone.push(sub.id);
      else {
        failed.push(sub.id);
        console.warn(`[push] subscription ${sub.id} failed: ${status || (error as Error).message}`);
      }
    }
  });
  done.sent += ok.length;
  done.removed += gone.length;
  done.failed += failed.length;
  if (ok.length) {
    await db
      .update(pushSubscriptions)
      .set({ failures: 0, lastSuccessAt: sql`now()` })
      .where(inArray(pushSubscriptions.id, [...new Set(ok)]));
  }
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...new Set(gone)]));
  // Counted per failed send; a success resets it.
  for (const id of failed) {
    await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(sql`${pushSubscriptions.id} = ${id}`);
  }
}

async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// ── The loop of this instance ───────────────────────────────────────────────

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | undefined;
let stopped = true;

/**
 * Polls every `intervalMs` (PUSH_POLL_MS) while web push is configured (keys, or the development
 * pair); answers whether it started. VapidKeysMissingError (production without keys) is thrown.
 */
export function startPushDispatcher({ intervalMs = PUSH_POLL_MS, ...options }: DispatchOptions & { intervalMs?: number } = {}): boolean {
  if (!stopped) return true;
  if (!vapidKeys()) return false;
  stopped = false;
  const tick = () => {
    running = dispatchPending(options)
      .catch((error) => console.error('[push] dispatch failed', error))
      .finally(() => {
        running = undefined;
        if (!stopped) {
          timer = setTimeout(tick, intervalMs);
          timer.unref();
        }
      });
  };
  timer = setTimeout(tick, 0);
  timer.unref();
  return true;
}

/** Stops the loop and waits for a dispatch under way. */
export async function stopPushDispatcher(): Promise<void> {
  stopped = true;
  clearTimeout(timer);
  timer = undefined;
  await running;
  floor.value = null;
  floor.samples = [];
}
