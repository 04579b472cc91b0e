import 'server-only';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { readPage, type Page } from '@/lib/server/db/paging';
import { NotFound } from '@/lib/server/http/errors';
import { hiddenAuthorIds } from './blocks';
import { loadUserSummaries } from './summary';
import type { NotificationDto } from '@/lib/validation/people';
import type { Conn } from './common';

// A member's notifications: a comment on my post, a reply to my comment, a
// friend request or acceptance, a badge earned; other domains add theirs (an answered inquiry,
// a wish-list match). Notifications from members blocked either way are left out.

const { notifications } = schema;

export type NotificationKind =
  | 'comment'
  | 'reply'
  | 'friend_request'
  | 'friend_accepted'
  | 'badge'
  | 'inquiry_reply'
  | 'wish_match'
  | 'like'
  | 'notice'
  | 'sanction'
  | 'appeal_upheld'
  | 'appeal_reversed'
  | 'takedown'
  | 'trade'
  | 'price_alert';

export async function notify(conn: Conn | null, userId: number, kind: NotificationKind, payload: Record<string, unknown>): Promise<void> {
  const db = conn ?? (await getDb());
  await db.insert(notifications).values({ userId, kind, payload });
}

// Who caused a notification: the payload names them as actorId (comments, matches) or userId
// (friend requests and acceptances).
const actorIdSql = sql<
  number | null
>`coalesce(nullif(${notifications.payload}->>'actorId', '')::int, case when ${notifications.kind} in ('friend_request', 'friend_accepted') then nullif(${notifications.payload}->>'userId', '')::int end)`;

function notFromHidden(hidden: number[]): SQL | undefined {
  if (hidden.length === 0) return undefined;
  return sql`coalesce(${actorIdSql}, 0) not in (${sql.join(
    hidden.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

function num(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** The page a notification opens. */
export function notificationLink(kind: string, payload: Record<string, unknown>, actorUuid: string | null): string | null {
  switch (kind) {
    case 'comment':
    case 'reply': {
      const postId = num(payload.postId);
      const commentId = num(payload.commentId);
      return postId ? `/community/detail/${postId}${commentId ? `#comment-${commentId}` : ''}` : null;
    }
    case 'like':
    case 'takedown': {
      const postId = num(payload.postId);
      return postId ? `/community/detail/${postId}` : null;
    }
    case 'friend_request':
      return '/my?tab=2';
    case 'friend_accepted':
      return actorUuid ? `/users/${actorUuid}` : '/my?tab=2';
    case 'badge':
      return '/my/badges';
    case 'notice': {
      const noticeId = num(payload.noticeId);
      return noticeId ? `/community/notice/${noticeId}` : '/community/notice';
    }
    case 'inquiry_reply': {
      const inquiryId = num(payload.inquiryId);
      return inquiryId ? `/support/${inquiryId}` : '/support';
    }
    case 'sanction':
    case 'appeal_upheld':
    case 'appeal_reversed': {
      const sanctionId = num(payload.sanctionId);
      return sanctionId ? `/my/sanctions#sanction-${sanctionId}` : '/my/sanctions';
    }
    case 'trade': {
      const tradeId = num(payload.tradeId);
      return tradeId ? `/market/trades/${tradeId}` : '/market/trades';
    }
    case 'wish_match': {
      const itemUuid = typeof payload.itemUuid === 'string' ? payload.itemUuid : null;
      return itemUuid ? `/market?item=${itemUuid}` : '/market';
    }
    case 'price_alert': {
      const itemUuid = typeof payload.itemUuid === 'string' ? payload.itemUuid : null;
      return itemUuid ? `/market?item=${itemUuid}&tab=prices` : '/market/alerts';
    }
    default:
      return null;
  }
}

export async function listNotifications(
  userId: number,
  q: { page: number; page_size: number; unread: boolean },
  locale: Locale,
): Promise<Page<NotificationDto>> {
  const db = await getDb();
  const hidden = await hiddenAuthorIds(userId);
  const where = and(eq(notifications.userId, userId), q.unread ? isNull(notifications.readAt) : undefined, notFromHidden(hidden));
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db
        .select({ row: notifications, actorId: actorIdSql })
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(notifications).where(where),
  );
  const actors = await loadUserSummaries(
    page.results.flatMap((r) => (r.actorId ? [Number(r.actorId)] : [])),
    locale,
  );
  const results = page.results.map(({ row, actorId }) => {
    const actor = actorId ? (actors.get(Number(actorId)) ?? null) : null;
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    return {
      id: row.id,
      kind: row.kind,
      payload,
      actor,
      link: notificationLink(row.kind, payload, actor && !actor.is_withdrawn ? actor.uuid : null),
      is_read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
    };
  });
  return { ...page, results };
}

export async function unreadCount(userId: number): Promise<number> {
  const db = await getDb();
  const hidden = await hiddenAuthorIds(userId);
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), notFromHidden(hidden)));
  return row?.n ?? 0;
}

export async function markAllRead(userId: number): Promise<number> {
  const db = await getDb();
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

export async function markRead(userId: number, id: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) throw NotFound('Notification not found');
  if (row.readAt) return 0;
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(eq(notifications.id, id));
  return 1;
}
