import 'server-only';
import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { violatedUniqueIndex } from '@/lib/server/auth/db-errors';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, Conflict, Forbidden, NotFound } from '@/lib/server/http/errors';
import { serverTranslator, type ServerMessageKey } from '@/lib/server/messages';
import { consume } from '@/lib/server/rate-limit';
import { loadUserSummaries } from './summary';
import type { FriendEntryDto, FriendRequestDto, FriendRequestsDto, FriendState, FriendStateDto } from '@/lib/validation/people';
import { blockBetween, findMember, friendshipOf, requireActiveMember, type Conn, type Member } from './common';
import { notify } from './notifications';

// Friends: none → request pending → friends. One row per pair (friendships_pair_uq),
// pending until the addressee accepts; declining, cancelling and removing delete it, so the pair
// is back to none and may start again. A block either way refuses requests (403), and blocking
// deletes the pair's row (blocks.ts).

const { friendships, users, notifications } = schema;

export const FRIEND_REQUEST_LIMIT = (userId: number) => ({ key: `friend:request:${userId}`, max: 30, windowSeconds: 3600 });
const PENDING_LIST_MAX = 100;

type FriendshipRow = typeof friendships.$inferSelect;

export function stateOf(row: FriendshipRow | null, me: number): FriendState {
  if (!row) return 'none';
  if (row.status === 'accepted') return 'friends';
  return row.requesterId === me ? 'pending_outgoing' : 'pending_incoming';
}

export async function friendStateBetween(me: number, other: number, conn?: Conn): Promise<FriendState> {
  return stateOf(await friendshipOf(me, other, conn), me);
}

const answer = (member: Member, state: FriendState): FriendStateDto => ({ user_uuid: member.uuid, state });

async function rateLimited<T>(fn: () => Promise<T>, locale: Locale): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError && error.code === 1700) {
      throw new AppError('RATE_LIMITED', serverTranslator(locale, 'user')('friend.rateLimited'), undefined, error.headers);
    }
    throw error;
  }
}

// A handled request clears the "X sent you a friend request" notification.
async function settleRequestNotifications(conn: Conn, me: number, requesterId: number) {
  await conn
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, me),
        eq(notifications.kind, 'friend_request'),
        sql`${notifications.readAt} is null`,
        sql`${notifications.payload}->>'userId' = ${String(requesterId)}`,
      ),
    );
}

/** `POST /v1/friend/request/`: asks another member to be friends. */
export async function sendFriendRequest(viewer: Viewer, uuid: string, locale: Locale): Promise<FriendStateDto> {
  const target = await requireActiveMember(uuid, locale);
  if (target.id === viewer.id) {
    throw new AppError('VALIDATION', serverTranslator(locale, 'user')('friend.selfRequest'), { user_uuid: ['self'] });
  }
  await rateLimited(() => consume(FRIEND_REQUEST_LIMIT(viewer.id)), locale);
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const block = await blockBetween(viewer.id, target.id, tx);
      if (block.byMe || block.byThem) throw Forbidden(serverTranslator(locale, 'user')('friend.cannotRequest'));
      if (await friendshipOf(viewer.id, target.id, tx)) throw Conflict(serverTranslator(locale, 'user')('friend.alreadyFriendsOrPending'));
      await tx.insert(friendships).values({ requesterId: viewer.id, addresseeId: target.id });
      await notify(tx, target.id, 'friend_request', { userId: viewer.id, nickname: viewer.nickname });
    });
  } catch (error) {
    // Two requests between the same pair at once: the unique pair index lets one through.
    if (violatedUniqueIndex(error) === 'friendships_pair_uq') {
      throw Conflict(serverTranslator(locale, 'user')('friend.alreadyFriendsOrPending'));
    }
    throw error;
  }
  return answer(target, 'pending_outgoing');
}

/** `POST /v1/friend/request/accept/`: accepts the request the other member sent. */
export async function acceptFriendRequest(viewer: Viewer, uuid: string, locale: Locale): Promise<FriendStateDto> {
  const other = await requireActiveMember(uuid, locale);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await friendshipOf(viewer.id, other.id, tx, { lock: true });
    if (!row || row.status !== 'pending' || row.addresseeId !== viewer.id) {
      throw NotFound(serverTranslator(locale, 'user')('friend.requestNotFound'));
    }
    const block = await blockBetween(viewer.id, other.id, tx);
    if (block.byMe || block.byThem) throw Forbidden(serverTranslator(locale, 'user')('friend.cannotRequest'));
    await tx
      .update(friendships)
      .set({ status: 'accepted', respondedAt: sql`now()` })
      .where(eq(friendships.id, row.id));
    await settleRequestNotifications(tx, viewer.id, other.id);
    await notify(tx, other.id, 'friend_accepted', { userId: viewer.id, nickname: viewer.nickname });
  });
  return answer(other, 'friends');
}

async function deletePair(
  viewer: Viewer,
  uuid: string,
  locale: Locale,
  matches: (row: FriendshipRow) => boolean,
  missing: ServerMessageKey<'user'>,
) {
  // Withdrawn members are looked up too, so a stale request or friendship can still be cleared.
  const other = await findMember(uuid);
  if (!other) throw NotFound(serverTranslator(locale, 'user')('userNotFound'));
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await friendshipOf(viewer.id, other.id, tx, { lock: true });
    if (!row || !matches(row)) throw NotFound(serverTranslator(locale, 'user')(missing));
    await tx.delete(friendships).where(eq(friendships.id, row.id));
    if (row.addresseeId === viewer.id) await settleRequestNotifications(tx, viewer.id, other.id);
  });
  return answer(other, 'none');
}

/** `POST /v1/friend/request/decline/`: turns down a request the other member sent. */
export function declineFriendRequest(viewer: Viewer, uuid: string, locale: Locale) {
  return deletePair(viewer, uuid, locale, (r) => r.status === 'pending' && r.addresseeId === viewer.id, 'friend.requestNotFound');
}

/** `DELETE /v1/friend/request/`: takes back one's own pending request. */
export function cancelFriendRequest(viewer: Viewer, uuid: string, locale: Locale) {
  return deletePair(viewer, uuid, locale, (r) => r.status === 'pending' && r.requesterId === viewer.id, 'friend.requestNotFound');
}

/** `DELETE /v1/friends/`: ends a friendship (either side may). */
export function removeFriend(viewer: Viewer, uuid: string, locale: Locale) {
  return deletePair(viewer, uuid, locale, (r) => r.status === 'accepted', 'friend.notFriends');
}

// The other member of a friendship row seen from `me`.
const otherSql = (me: number) =>
  sql<number>`case when ${friendships.requesterId} = ${me} then ${friendships.addresseeId} else ${friendships.requesterId} end`;

const involves = (me: number): SQL => or(eq(friendships.requesterId, me), eq(friendships.addresseeId, me))!;

/** `GET /v1/friends/`: the member's friends, most recent first (withdrawn members left out). */
export async function listFriends(me: number, q: { page: number; page_size: number }, locale: Locale): Promise<Page<FriendEntryDto>> {
  const db = await getDb();
  const where = and(involves(me), eq(friendships.status, 'accepted'), ne(users.status, 'withdrawn'));
  const base = db
    .select({ n: count() })
    .from(friendships)
    .innerJoin(users, eq(users.id, otherSql(me)));
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db
        .select({ other: otherSql(me), since: sql<Date>`coalesce(${friendships.respondedAt}, ${friendships.createdAt})` })
        .from(friendships)
        .innerJoin(users, eq(users.id, otherSql(me)))
        .where(where)
        .orderBy(desc(sql`coalesce(${friendships.respondedAt}, ${friendships.createdAt})`), desc(friendships.id))
        .limit(limit)
        .offset(offset),
    base.where(where),
  );
  const people = await loadUserSummaries(
    page.results.map((r) => Number(r.other)),
    locale,
  );
  const results = page.results.flatMap((r) => {
    const user = people.get(Number(r.other));
    return user ? [{ user, since: new Date(r.since).toISOString() }] : [];
  });
  return { ...page, results };
}

/** `GET /v1/friend/request/`: pending requests both ways, newest first. */
export async function listFriendRequests(me: number, locale: Locale): Promise<FriendRequestsDto> {
  const db = await getDb();
  const pendingWith = (mine: 'requester' | 'addressee') =>
    db
      .select({ other: otherSql(me), createdAt: friendships.createdAt })
      .from(friendships)
      .innerJoin(users, eq(users.id, otherSql(me)))
      .where(
        and(
          eq(mine === 'requester' ? friendships.requesterId : friendships.addresseeId, me),
          eq(friendships.status, 'pending'),
          ne(users.status, 'withdrawn'),
        ),
      )
      .orderBy(desc(friendships.createdAt), desc(friendships.id))
      .limit(PENDING_LIST_MAX);
  const [incoming, outgoing] = await Promise.all([pendingWith('addressee'), pendingWith('requester')]);
  const people = await loadUserSummaries(
    [...incoming, ...outgoing].map((r) => Number(r.other)),
    locale,
  );
  const entries = (rows: typeof incoming, direction: FriendRequestDto['direction']) =>
    rows.flatMap((r) => {
      const user = people.get(Number(r.other));
      return user ? [{ user, direction, created_at: r.createdAt.toISOString() }] : [];
    });
  return { incoming: entries(incoming, 'incoming'), outgoing: entries(outgoing, 'outgoing') };
}

export async function countFriends(userId: number, conn?: Conn): Promise<number> {
  const db = conn ?? (await getDb());
  const [row] = await db
    .select({ n: count() })
    .from(friendships)
    .innerJoin(users, eq(users.id, otherSql(userId)))
    .where(and(involves(userId), eq(friendships.status, 'accepted'), ne(users.status, 'withdrawn')));
  return row?.n ?? 0;
}
