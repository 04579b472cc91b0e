import 'server-only';
import { screenText } from '@/lib/server/moderation/word-filter';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/constants';
import { violatedUniqueIndex } from '@/lib/server/auth/db-errors';
import type { Viewer } from '@/lib/server/auth/session';
import { notByAuthors, summaryColumns, toSummaries, visiblePost } from '@/lib/server/community/posts';
import { getDb, schema } from '@/lib/server/db';
import { emptyPage, readPage, type Page } from '@/lib/server/db/paging';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { serverTranslator } from '@/lib/server/messages';
import { pick } from '@/lib/bilingual';
import { consumeOrRefuse, release, type Limit } from '@/lib/server/rate-limit';
import { ownsUploads, storeImage } from '@/lib/server/uploads';
import { hiddenAuthorIds } from './blocks';
import { getMe } from './me';
import type { PostSummaryDto } from '@/lib/validation/posts';
import type { ProfileUpdateInput, PublicProfileDto, UserCommentDto } from '@/lib/validation/people';
import type { MeDto } from '@/lib/validation/users';
import { assertOwnsBadge } from './badges';
import { blockBetween, findMember, type Member } from './common';
import { countFriends, friendStateBetween } from './friends';
import { invalidatePages } from '@/lib/server/cache/pages';

// Profiles: the public profile of a member with the reader's relation to
// them, their posts and comments as the reader may see them, and editing one's own profile.
//
// Visibility: a member who blocked the reader does not exist for the reader (404, as with their
// posts); a member the reader blocked keeps a profile (so it can be unblocked) but shows no
// posts or comments; a withdrawn member answers a bare "withdrawn" profile.

const { users, posts, comments, userBadges, badges } = schema;

type ProfileAccess = { member: Member; blockedByMe: boolean };

/** The member behind a profile for this reader: 404 when unknown or when they blocked the reader. */
async function profileAccess(uuid: string, viewerId: number | null, locale: Locale): Promise<ProfileAccess> {
  const member = await findMember(uuid);
  if (!member) throw NotFound(serverTranslator(locale, 'user')('userNotFound'));
  if (!viewerId || viewerId === member.id) return { member, blockedByMe: false };
  const block = await blockBetween(viewerId, member.id);
  if (block.byThem) throw NotFound(serverTranslator(locale, 'user')('userNotFound'));
  return { member, blockedByMe: block.byMe };
}

const livePostOf = (userId: number) => and(eq(posts.authorId, userId), visiblePost());
const liveComment = and(isNull(comments.deletedAt), eq(comments.isHidden, false));

/** `GET /v1/users/{uuid}/`: the public profile and the reader's relation to the member. */
export async function getPublicProfile(uuid: string, viewer: Viewer | null, locale: Locale): Promise<PublicProfileDto> {
  const { member, blockedByMe } = await profileAccess(uuid, viewer?.id ?? null, locale);
  const db = await getDb();
  const [user] = await db
    .select({ user: users, badge: badges })
    .from(users)
    .leftJoin(badges, eq(badges.id, users.representBadgeId))
    .where(eq(users.id, member.id))
    .limit(1);
  if (!user) throw NotFound(serverTranslator(locale, 'user')('userNotFound'));
  const withdrawn = member.status === 'withdrawn';
  const isMe = viewer?.id === member.id;

  const [[postRow], [commentRow], [badgeRow], friends, friendState] = withdrawn
    ? [[{ n: 0 }], [{ n: 0 }], [{ n: 0 }], 0, 'none' as const]
    : await Promise.all([
        db.select({ n: count() }).from(posts).where(livePostOf(member.id)),
        db
          .select({ n: count() })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(and(eq(comments.authorId, member.id), liveComment, visiblePost())),
        db.select({ n: count() }).from(userBadges).where(eq(userBadges.userId, member.id)),
        countFriends(member.id),
        viewer && !isMe ? friendStateBetween(viewer.id, member.id) : Promise.resolve('none' as const),
      ]);

  return {
    id: member.id,
    uuid: member.uuid,
    nickname: withdrawn ? null : user.user.nickname,
    profile_image: withdrawn ? null : user.user.profileImage,
    status_message: withdrawn ? '' : user.user.statusMessage,
    represent_badge:
      !withdrawn && user.badge
        ? { badge: { id: user.badge.id, title: pick(locale, user.badge.titleKo, user.badge.titleZhTw), hex_code: user.badge.hexCode } }
        : null,
    role: user.user.role,
    is_withdrawn: withdrawn,
    created_at: user.user.createdAt.toISOString(),
    counts: { posts: postRow?.n ?? 0, comments: commentRow?.n ?? 0, friends, badges: badgeRow?.n ?? 0 },
    relation: viewer ? { is_me: isMe, friend: friendState, is_blocked: blockedByMe } : null,
  };
}

/** `GET /v1/users/{uuid}/posts/`: the member's visible posts, newest first, as the reader may see them. */
export async function listUserPosts(
  uuid: string,
  viewer: Viewer | null,
  q: { page: number; page_size: number },
  locale: Locale,
): Promise<Page<PostSummaryDto>> {
  const at = { page: q.page, pageSize: q.page_size };
  const { member, blockedByMe } = await profileAccess(uuid, viewer?.id ?? null, locale);
  if (blockedByMe || member.status === 'withdrawn') return emptyPage(at);
  const db = await getDb();
  const where = livePostOf(member.id);
  const page = await readPage(
    at,
    (limit, offset) =>
      db.select(summaryColumns).from(posts).where(where).orderBy(desc(posts.createdAt), desc(posts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(posts).where(where),
  );
  return { ...page, results: await toSummaries(page.results, locale) };
}

/**
 * `GET /v1/users/{uuid}/comments/`: the member's visible comments and replies, newest first,
 * each with its post's title; comments under posts or threads of members the reader is blocked
 * with either way are left out, as they are on the post itself.
 */
export async function listUserComments(
  uuid: string,
  viewer: Viewer | null,
  q: { page: number; page_size: number },
  locale: Locale,
): Promise<Page<UserCommentDto>> {
  const at = { page: q.page, pageSize: q.page_size };
  const { member, blockedByMe } = await profileAccess(uuid, viewer?.id ?? null, locale);
  if (blockedByMe || member.status === 'withdrawn') return emptyPage(at);
  const hidden = await hiddenAuthorIds(viewer?.id);
  const db = await getDb();
  const top = alias(comments, 'top');
  const where = and(
    eq(comments.authorId, member.id),
    liveComment,
    visiblePost(),
    notByAuthors(hidden),
    hidden.length
      ? sql`(${comments.parentId} is null or ${top.authorId} not in (${sql.join(
          hidden.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : undefined,
  );
  const from = () =>
    db
      .select({
        id: comments.id,
        postId: comments.postId,
        postTitle: posts.title,
        parentId: comments.parentId,
        content: comments.content,
        likeCount: comments.likeCount,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .leftJoin(top, eq(top.id, comments.parentId));
  const page = await readPage(
    at,
    (limit, offset) => from().where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(limit).offset(offset),
    db
      .select({ n: count() })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .leftJoin(top, eq(top.id, comments.parentId))
      .where(where),
  );
  const results = page.results.map((r) => ({
    id: r.id,
    post_id: r.postId,
    post_title: r.postTitle,
    parent_id: r.parentId,
    content: r.content,
    like_count: r.likeCount,
    created_at: r.createdAt.toISOString(),
  }));
  return { ...page, results };
}

/** The badges shown on a profile (none for a withdrawn member; 404 as for the profile). */
export async function profileBadgeOwner(uuid: string, viewer: Viewer | null, locale: Locale): Promise<Member | null> {
  const { member } = await profileAccess(uuid, viewer?.id ?? null, locale);
  return member.status === 'withdrawn' ? null : member;
}

const nicknameTaken = (locale: Locale) => new AppError('NICKNAME_IN_USE', serverTranslator(locale, 'user')('profileEdit.nicknameTaken'));

// Profile edits (any saved change of nickname, status message, picture or representative badge)
// and, within them, nickname changes, per member.
export const PROFILE_EDIT_LIMIT = (userId: number): Limit => ({ key: `profile:edit:${userId}`, max: 30, windowSeconds: 10 * 60 });
export const NICKNAME_CHANGE_LIMIT = (userId: number): Limit => ({
  key: `profile:nickname:${userId}`,
  max: 5,
  windowSeconds: 24 * 60 * 60,
});

/**
 * `PATCH /v1/user/profile/`: changes one's nickname (the sign-up rules: 2–10 characters, not in
 * use by anyone else, case-insensitively), status message, picture (an own profile upload, or
 * null for the default) and representative badge (one of one's own, or null). Each save of at least
 * one field counts against PROFILE_EDIT_LIMIT, and a different nickname also against
 * NICKNAME_CHANGE_LIMIT (429 / 1700 past either, nothing saved).
 */
export async function updateProfile(viewer: Viewer, data: ProfileUpdateInput, locale: Locale): Promise<MeDto> {
  const db = await getDb();
  const changes: Partial<typeof users.$inferInsert> = {};
  // The word filter: any match refuses a nickname; in a status message hold refuses and replace covers with ※.
  const texts: Partial<Record<'nickname' | 'status_message', string>> = {};
  if (data.nickname !== undefined) texts.nickname = data.nickname;
  if (data.status_message !== undefined) texts.status_message = data.status_message;
  const { values } = await screenText<'nickname' | 'status_message'>(texts as Record<'nickname' | 'status_message', string>, {
    hold: 'refuse',
    locale,
    strictFields: ['nickname'],
  });
  if (values.nickname !== undefined) changes.nickname = values.nickname;
  if (values.status_message !== undefined) changes.statusMessage = values.status_message;
  if (data.profile_image !== undefined) {
    if (data.profile_image !== null && !(await ownsUploads(viewer.id, [data.profile_image]))) {
      throw new AppError('VALIDATION', serverTranslator(locale, 'user')('profileEdit.imageFailed'), {
        profile_image: ['profileImageNotOwned'],
      });
    }
    changes.profileImage = data.profile_image;
  }
  if (data.represent_badge_id !== undefined) {
    if (data.represent_badge_id !== null) await assertOwnsBadge(db, viewer.id, data.represent_badge_id, locale);
    changes.representBadgeId = data.represent_badge_id;
  }
  if (Object.keys(changes).length > 0) {
    await consumeOrRefuse([PROFILE_EDIT_LIMIT(viewer.id)], serverTranslator(locale, 'user')('profileEdit.rateLimited'));
    // Saving the same nickname again (the form sends only changed fields) is no change.
    const renames = changes.nickname !== undefined && changes.nickname !== viewer.nickname;
    const nicknameLimit = NICKNAME_CHANGE_LIMIT(viewer.id);
    if (renames) {
      await consumeOrRefuse(
        [nicknameLimit],
        serverTranslator(locale, 'user')('profileEdit.nicknameRateLimited', { max: nicknameLimit.max }),
      );
    }
    try {
      await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()`, ...(renames ? { nicknameChangedAt: sql`now()` } : {}) })
        .where(eq(users.id, viewer.id));
    } catch (error) {
      if (violatedUniqueIndex(error) === 'users_nickname_uq') {
        // A name someone else holds was not a change: it does not use up one of the day's few.
        if (renames) await release(nicknameLimit);
        throw nicknameTaken(locale);
      }
      throw error;
    }
    // Names, pictures and badges show beside posts and comments on every cached page.
    if (changes.nickname !== undefined || changes.profileImage !== undefined || changes.representBadgeId !== undefined)
      await invalidatePages(['all']);
  }
  return getMe(viewer.id, locale);
}

/** `POST /v1/user/profile-image/`: stores a new picture (upload rules: ≤ 5 MB, images only) and shows it at once. */
export async function uploadProfileImage(viewer: Viewer, file: Blob | null, locale: Locale): Promise<MeDto> {
  // Counted before the file is stored, so a refused upload leaves nothing behind.
  await consumeOrRefuse([PROFILE_EDIT_LIMIT(viewer.id)], serverTranslator(locale, 'user')('profileEdit.rateLimited'));
  const stored = await storeImage(file, { ownerId: viewer.id, purpose: 'profile' });
  const db = await getDb();
  await db
    .update(users)
    .set({ profileImage: stored.url, updatedAt: sql`now()` })
    .where(eq(users.id, viewer.id));
  await invalidatePages(['all']);
  return getMe(viewer.id, locale);
}
