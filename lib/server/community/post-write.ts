import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { invalidatePages, postPageTags } from '@/lib/server/cache/pages';
import { getDb, schema, type Db } from '@/lib/server/db';
import { insertOne, one } from '@/lib/server/db/rows';
import type { Viewer } from '@/lib/server/auth/session';
import { AppError, Forbidden, NotFound } from '@/lib/server/http/errors';
import { pick } from '@/lib/bilingual';
import { afterPostCreated } from '@/lib/server/people/hooks';
import { consume, consumeAll, type Limit } from '@/lib/server/rate-limit';
import { ownsUploads } from '@/lib/server/uploads';
import { hiddenAuthorIds } from '@/lib/server/people/blocks';
import { loadUserSummaries } from '@/lib/server/people/summary';
import { gradeColor } from '@/lib/items/catalog';
import { lookForPost, postLookUuids } from '@/lib/server/room';
import type { Tx } from '@/lib/server/audit/log';
import { deleteContent, setContentHidden } from '@/lib/server/moderation/visibility';
import { holdDetails, screenText, type Screened } from '@/lib/server/moderation/word-filter';
import { detectPostLanguage } from '@/lib/validation/post-language';
import { isLookPostType } from '@/lib/validation/room';
import { isTradeItemPostType, type PostDetailDto, type PostItemDto, type PostWriteInput } from '@/lib/validation/posts';
import { assertTradePostAllowed } from '@/lib/server/trades/guards';
import { offersPosted } from '@/lib/server/prices/alerts';
import { exactReactionCounts, likeCountSql, recommendCountSql } from './reaction-counts';

// ── Writing posts, editing and deleting one's own, and reacting ──

// Post creation limits per member: a burst limit against floods and a daily cap against spam.
export const POST_CREATE_LIMITS = (userId: number): Limit[] => [
  { key: `post:create:burst:${userId}`, max: 5, windowSeconds: 10 * 60 },
  { key: `post:create:day:${userId}`, max: 30, windowSeconds: 24 * 60 * 60 },
];
export const POST_EDIT_LIMIT = (userId: number): Limit => ({ key: `post:edit:${userId}`, max: 30, windowSeconds: 10 * 60 });
export const REACTION_LIMIT = (userId: number): Limit => ({ key: `post:react:${userId}`, max: 120, windowSeconds: 10 * 60 });

export type ReactionKind = 'like' | 'recommend';
export type ReactionResult = { liked: boolean; like_count: number; recommended: boolean; recommend_count: number };

// What the edit form is prefilled with; only the author may load it.
export type EditablePost = Pick<PostWriteInput, 'category_id' | 'title' | 'content' | 'images' | 'video_urls'> & {
  id: number;
  author_id: number;
  items: PostItemDto[];
  look_uuid: string | null;
};

type TradeRole = PostItemDto['trade_role'];

/** What an attached item is on a post of this type: need → buy, exchange → exchange, else sell. */
export function tradeRoleOf(postType: number): TradeRole {
  return postType === 15 ? 'buy' : postType === 17 ? 'exchange' : 'sell';
}

/** The items attached to the given posts, in the order they were chosen (one query for all). */
export async function loadPostItems(db: Db, postIds: number[], locale: Locale): Promise<Map<number, PostItemDto[]>> {
  const out = new Map<number, PostItemDto[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return out;
  const rows = await db
    .select({
      postId: schema.postItems.postId,
      role: schema.postItems.tradeRole,
      count: schema.postItems.count,
      price: schema.postItems.price,
      item: schema.items,
    })
    .from(schema.postItems)
    .innerJoin(schema.items, eq(schema.items.id, schema.postItems.itemId))
    .where(inArray(schema.postItems.postId, postIds))
    .orderBy(asc(schema.postItems.postId), asc(schema.postItems.position), asc(schema.postItems.id));
  for (const row of rows) {
    out.get(row.postId)?.push({
      id: row.item.id,
      uuid: row.item.uuid,
      name: pick(locale, row.item.nameKo, row.item.nameZhTw),
      image: row.item.image,
      item_rating: row.item.itemRating,
      grade_color: gradeColor(row.item.itemRating),
      trade_role: row.role,
      count: row.count,
      price: row.price,
    });
  }
  return out;
}

type PostItemInput = { id: number; count: number; price: number | null };

// Attached items (item_ids, or items with counts and prices): only trade post types may carry
// them, and every id must name an item. The first of a repeated id counts.
async function checkItems(
  db: Db,
  postType: number,
  data: Pick<PostWriteInput, 'item_ids' | 'items'>,
): Promise<PostItemInput[] | undefined> {
  if (data.item_ids !== undefined && data.items !== undefined) throw fieldError('items', 'itemsTwice');
  const given = data.items ?? data.item_ids?.map((id) => ({ id, count: 1, price: null }));
  if (given === undefined) return undefined;
  const seen = new Set<number>();
  const chosen = given.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  if (chosen.length === 0) return chosen;
  const field = data.items ? 'items' : 'item_ids';
  if (!isTradeItemPostType(postType)) throw fieldError(field, 'itemsNotAllowed');
  const found = await db
    .select({ id: schema.items.id })
    .from(schema.items)
    .where(
      inArray(
        schema.items.id,
        chosen.map((item) => item.id),
      ),
    );
  if (found.length !== chosen.length) throw fieldError(field, 'itemUnknown');
  return chosen;
}

// Replaces the post's attached items (inside the write's transaction).
async function saveItems(tx: Db, postId: number, postType: number, chosen: PostItemInput[]): Promise<void> {
  await tx.delete(schema.postItems).where(eq(schema.postItems.postId, postId));
  if (chosen.length === 0) return;
  const tradeRole = tradeRoleOf(postType);
  await tx
    .insert(schema.postItems)
    .values(chosen.map((item, position) => ({ postId, itemId: item.id, tradeRole, position, count: item.count, price: item.price })));
}

const EXCERPT_LENGTH = 80; // as in the lists (posts.ts)

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', 'Validation failed', { [field]: [message] });
}

// Content is plain text: normalise line breaks and drop control characters, keep tabs and
// newlines. (U+0000, which PostgreSQL text cannot hold, is refused before: readJson answers it
// 400 / 1000.) It is never stored or rendered as HTML.
function cleanText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

// The body was parsed with postWriteSchema at the route's door; this only tidies it for storage.
function normalised(input: PostWriteInput): PostWriteInput {
  return {
    ...input,
    title: cleanText(input.title).trim(),
    content: cleanText(input.content).trim(),
    images: [...new Set(input.images)],
    video_urls: [...new Set(input.video_urls)],
  };
}

// Members write only in writable sub-categories; admin-only ones are for administrators.
async function writableCategory(db: Db, viewer: Viewer, categoryId: number): Promise<schema.Category> {
  const [category] = await db.select().from(schema.categories).where(eq(schema.categories.id, categoryId)).limit(1);
  if (!category) throw fieldError('category_id', 'categoryInvalid');
  if (!category.writable) throw fieldError('category_id', 'categoryNotWritable');
  if (category.adminOnly && viewer.role !== 'admin') throw fieldError('category_id', 'categoryAdminOnly');
  return category;
}

// A post may show only images its author uploaded (never another member's files or outside URLs).
// On edit, images the post already had stay allowed (demo posts carry seeded /art/ pictures).
async function checkImages(viewer: Viewer, images: string[], alreadyInPost: string[] = []): Promise<void> {
  const added = images.filter((url) => !alreadyInPost.includes(url));
  if (!(await ownsUploads(viewer.id, added))) throw fieldError('images', 'imageNotOwned');
}

function excerptOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH)}…` : flat;
}

async function loadLivePost(db: Db, postId: number): Promise<schema.Post> {
  const [post] = await db
    .select()
    .from(schema.posts)
    .where(and(eq(schema.posts.id, postId), isNull(schema.posts.deletedAt)))
    .limit(1);
  if (!post) throw NotFound('No such post');
  return post;
}

async function reactionsOf(db: Db, postId: number, userId: number): Promise<{ liked: boolean; recommended: boolean }> {
  const rows = await db
    .select({ kind: schema.postReactions.kind })
    .from(schema.postReactions)
    .where(and(eq(schema.postReactions.postId, postId), eq(schema.postReactions.userId, userId)));
  return { liked: rows.some((r) => r.kind === 'like'), recommended: rows.some((r) => r.kind === 'recommend') };
}

// The PostDetail shape of the contract, as its author sees it right after writing.
async function toDetail(db: Db, post: schema.Post, viewer: Viewer, locale: Locale): Promise<PostDetailDto> {
  const [[category], authors, mine, items, lookUuids, counts] = await Promise.all([
    db.select().from(schema.categories).where(eq(schema.categories.id, post.categoryId)).limit(1),
    loadUserSummaries([post.authorId], locale),
    reactionsOf(db, post.id, viewer.id),
    loadPostItems(db, [post.id], locale),
    postLookUuids(db, [post.id]),
    exactReactionCounts([post.id]),
  ]);
  const author = authors.get(post.authorId);
  if (!author) throw NotFound('No such author');
  return {
    id: post.id,
    category: { id: post.categoryId, name: category ? pick(locale, category.nameKo, category.nameZhTw) : '' },
    post_type: post.postType,
    title: post.title,
    language: post.language,
    excerpt: excerptOf(post.content),
    thumbnail: post.images[0] ?? null,
    image_count: post.images.length,
    has_video: post.videoUrls.length > 0,
    reply_count: post.commentCount,
    like_count: counts.get(post.id)?.likeCount ?? post.likeCount,
    recommend_count: counts.get(post.id)?.recommendCount ?? post.recommendCount,
    view_count: post.viewCount,
    ranking_score: post.rankingScore,
    rank: post.rank,
    is_pinned: post.isPinned,
    author,
    created_at: post.createdAt.toISOString(),
    content: post.content,
    images: post.images,
    video_urls: post.videoUrls,
    liked: mine.liked,
    recommended: mine.recommended,
    is_author: post.authorId === viewer.id,
    updated_at: post.updatedAt.toISOString(),
    items: items.get(post.id) ?? [],
    look_uuid: lookUuids.get(post.id) ?? null,
  };
}

/** The word filter over the title and body: refused (400), covered with ※, or held for review. */
async function screenPost(
  data: PostWriteInput,
  locale: Locale,
): Promise<{ data: PostWriteInput; screened: Screened<'title' | 'content'> }> {
  const screened = await screenText({ title: data.title, content: data.content }, { hold: 'hold', locale });
  return { data: { ...data, ...screened.values }, screened };
}

/** A held post is hidden pending review, as the report threshold hides one: no actor, an audit row operators find. */
async function holdPost(tx: Tx, postId: number, screened: Screened<string>): Promise<void> {
  if (!screened.held) return;
  await setContentHidden(tx, null, 'post', postId, 'filter_hold', holdDetails(screened));
}

export async function createPost(viewer: Viewer, input: PostWriteInput, locale: Locale): Promise<PostDetailDto> {
  const { data, screened } = await screenPost(normalised(input), locale);
  const db = await getDb();
  const category = await writableCategory(db, viewer, data.category_id);
  await checkImages(viewer, data.images);
  const itemIds = await checkItems(db, category.postType, data);
  const lookId = await lookForPost(db, viewer.id, category.postType, data.look_uuid);
  await assertTradePostAllowed(viewer.id, category.postType);
  // Counted only for posts that would be written, so a form with a typo does not use up the quota.
  await consumeAll(POST_CREATE_LIMITS(viewer.id));
  const post = await db.transaction(async (tx) => {
    const row = await insertOne(tx, schema.posts, {
      categoryId: category.id,
      postType: category.postType,
      authorId: viewer.id,
      title: data.title,
      content: data.content,
      language: detectPostLanguage(data, locale),
      images: data.images,
      videoUrls: data.video_urls,
      lookId: lookId ?? null,
    });
    if (itemIds?.length) await saveItems(tx as unknown as Db, row.id, category.postType, itemIds);
    await holdPost(tx, row.id, screened);
    await invalidatePages(['lists'], tx);
    return row;
  });
  const detail = await toDetail(db, post, viewer, locale);
  if (screened.held) return { ...detail, held: true };
  await postOffersListed(detail);
  return afterPostCreated(viewer.id, detail);
}

// The post as stored, as the edit form is prefilled with it. Only handed out to its author,
// through the two functions below; whether a save is allowed is decided again by updatePost.
async function loadPostForEdit(postId: number, locale: Locale): Promise<EditablePost | null> {
  const db = await getDb();
  const [post] = await db
    .select()
    .from(schema.posts)
    .where(and(eq(schema.posts.id, postId), isNull(schema.posts.deletedAt), eq(schema.posts.isHidden, false)))
    .limit(1);
  if (!post) return null;
  return {
    id: post.id,
    author_id: post.authorId,
    category_id: post.categoryId,
    title: post.title,
    content: post.content,
    images: post.images,
    video_urls: post.videoUrls,
    items: (await loadPostItems(db, [post.id], locale)).get(post.id) ?? [],
    look_uuid: (await postLookUuids(db, [post.id])).get(post.id) ?? null,
  };
}

/** `GET /v1/community/{id}/edit/`: the edit form's source, for the post's author only (404 for anyone else, as for a missing post). */
export async function loadOwnPostForEdit(viewer: Viewer, postId: number, locale: Locale): Promise<EditablePost> {
  const post = await loadPostForEdit(postId, locale);
  if (!post || post.author_id !== viewer.id) throw NotFound('No such post of yours');
  return post;
}

/**
 * What `/community/write?postId=` may render on the server (null: the 404 page). The server knows
 * the viewer only from the webview hand-off cookie: its author gets the filled form, anyone else
 * 404. Without the cookie ('unknown': a guest, or a browser sign-in kept in local storage) no
 * content is rendered; the browser loads it from `loadOwnPostForEdit` with its token. The post's
 * category (public on the post itself) is kept so the form can offer it.
 */
export type EditPageSource = { kind: 'author'; post: EditablePost } | { kind: 'unknown'; categoryId: number };

export async function editPageSource(postId: number, viewer: Viewer | null, locale: Locale): Promise<EditPageSource | null> {
  const post = await loadPostForEdit(postId, locale);
  if (!post) return null;
  if (!viewer) return { kind: 'unknown', categoryId: post.category_id };
  return post.author_id === viewer.id ? { kind: 'author', post } : null;
}

export async function updatePost(viewer: Viewer, postId: number, input: PostWriteInput, locale: Locale): Promise<PostDetailDto> {
  const db = await getDb();
  const existing = await loadLivePost(db, postId);
  if (existing.authorId !== viewer.id) throw Forbidden('Only the author may edit this post');
  const { data, screened } = await screenPost(normalised(input), locale);
  // Keeping the post where it is stays allowed even if that category has since been closed to writing.
  const category =
    data.category_id === existing.categoryId
      ? one(await db.select().from(schema.categories).where(eq(schema.categories.id, existing.categoryId)).limit(1), 'category')
      : await writableCategory(db, viewer, data.category_id);
  await checkImages(viewer, data.images, existing.images);
  const itemIds = await checkItems(db, category.postType, data);
  // The look goes with the show-off boards: a post moved elsewhere shows none.
  const lookId = await lookForPost(db, viewer.id, category.postType, data.look_uuid);
  const keepLook = lookId === undefined && isLookPostType(category.postType);
  await consume(POST_EDIT_LIMIT(viewer.id));
  const post = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(schema.posts)
      .set({
        categoryId: category.id,
        postType: category.postType,
        title: data.title,
        content: data.content,
        // Told again from the new text (the post_counts trigger moves it between languages).
        language: detectPostLanguage(data, locale),
        images: data.images,
        videoUrls: data.video_urls,
        ...(keepLook ? {} : { lookId: lookId ?? null }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(schema.posts.id, postId), isNull(schema.posts.deletedAt)))
      .returning();
    if (!row) throw NotFound('No such post');
    // Omitted item_ids keep the attached items, unless the post moved out of the trade categories.
    if (itemIds !== undefined) await saveItems(tx as unknown as Db, row.id, row.postType, itemIds);
    else if (!isTradeItemPostType(row.postType)) await tx.delete(schema.postItems).where(eq(schema.postItems.postId, row.id));
    else if (row.postType !== existing.postType)
      await tx
        .update(schema.postItems)
        .set({ tradeRole: tradeRoleOf(row.postType) })
        .where(eq(schema.postItems.postId, row.id));
    await holdPost(tx, row.id, screened);
    await invalidatePages(postPageTags(row.id), tx);
    return row;
  });
  const detail = await toDetail(db, post, viewer, locale);
  if (screened.held) return { ...detail, held: true };
  await postOffersListed(detail);
  return detail;
}

// A need (15) or sell (16) post's priced items are offers on their items' ladders: the alerts
// waiting for them fire, once per post and item however often it is edited.
async function postOffersListed(post: PostDetailDto): Promise<void> {
  if (post.post_type !== 15 && post.post_type !== 16) return;
  await offersPosted(
    post.items.flatMap((item) =>
      item.price === null
        ? []
        : [
            {
              itemId: item.id,
              side: post.post_type === 15 ? 'buy' : 'sell',
              price: item.price,
              offerKey: `post:${post.id}:${item.id}`,
              ownerId: post.author.id,
            },
          ],
    ),
  );
}

// Soft delete: the row stays (comments and reports keep their target) but no list or page shows it.
// The author deletes; an administrator may too, as moderation: through the audited admin path.
export async function deletePost(viewer: Viewer, postId: number): Promise<void> {
  const db = await getDb();
  const existing = await loadLivePost(db, postId);
  if (existing.authorId !== viewer.id) {
    if (viewer.role !== 'admin') throw Forbidden('Only the author may delete this post');
    if (!(await db.transaction((tx) => deleteContent(tx, viewer.id, 'post', postId)))) throw NotFound('No such post');
    return;
  }
  const deleted = await db
    .update(schema.posts)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(schema.posts.id, postId), isNull(schema.posts.deletedAt)))
    .returning({ id: schema.posts.id });
  if (deleted.length === 0) throw NotFound('No such post');
  await invalidatePages(postPageTags(postId));
}

// The viewer's own reactions and the counts, for pages rendered without knowing the viewer.
export async function getReactions(postId: number, viewer: Viewer | null): Promise<ReactionResult> {
  const db = await getDb();
  const [post] = await db
    .select({ likeCount: likeCountSql, recommendCount: recommendCountSql })
    .from(schema.posts)
    .where(and(eq(schema.posts.id, postId), isNull(schema.posts.deletedAt), eq(schema.posts.isHidden, false)))
    .limit(1);
  if (!post) throw NotFound('No such post');
  const mine = viewer ? await reactionsOf(db, postId, viewer.id) : { liked: false, recommended: false };
  return { liked: mine.liked, like_count: post.likeCount, recommended: mine.recommended, recommend_count: post.recommendCount };
}

/** The viewer's reactions to several posts at once, with their counts; posts gone or hidden are left out. */
export async function reactionsForPosts(postIds: number[], viewer: Viewer): Promise<Record<string, ReactionResult>> {
  if (postIds.length === 0) return {};
  const db = await getDb();
  const [rows, mine] = await Promise.all([
    db
      .select({ id: schema.posts.id, likeCount: likeCountSql, recommendCount: recommendCountSql })
      .from(schema.posts)
      .where(and(inArray(schema.posts.id, postIds), isNull(schema.posts.deletedAt), eq(schema.posts.isHidden, false))),
    db
      .select({ postId: schema.postReactions.postId, kind: schema.postReactions.kind })
      .from(schema.postReactions)
      .where(and(inArray(schema.postReactions.postId, postIds), eq(schema.postReactions.userId, viewer.id))),
  ]);
  const out: Record<string, ReactionResult> = {};
  for (const row of rows) {
    const own = mine.filter((r) => r.postId === row.id);
    out[String(row.id)] = {
      liked: own.some((r) => r.kind === 'like'),
      like_count: row.likeCount,
      recommended: own.some((r) => r.kind === 'recommend'),
      recommend_count: row.recommendCount,
    };
  }
  return out;
}

// Toggles the viewer's like or recommend. The post's row is neither locked nor written: the
// reaction row and a +1 or -1 delta go in together (reaction-counts.ts), so members reacting to one
// post at once wait for nobody, and the count read after the commit is exact. One member's toggles
// of one reaction on one post take a transaction-scoped advisory lock of their own, so a double
// tap is still applied one after the other (on, then off).
export async function toggleReaction(postId: number, viewer: Viewer, kind: ReactionKind): Promise<ReactionResult> {
  const db = await getDb();
  // Blocking hides a member's posts both ways: reacting to one is as if it did not exist.
  const hidden = await hiddenAuthorIds(viewer.id);
  if (hidden.length > 0 && hidden.includes((await loadLivePost(db, postId)).authorId)) throw NotFound('No such post');
  await consume(REACTION_LIMIT(viewer.id));
  const mine = await db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: schema.posts.id })
      .from(schema.posts)
      .where(and(eq(schema.posts.id, postId), isNull(schema.posts.deletedAt), eq(schema.posts.isHidden, false)));
    if (!post) throw NotFound('No such post');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`post-reaction:${postId}:${viewer.id}:${kind}`}, 0))`);

    const where = and(
      eq(schema.postReactions.postId, postId),
      eq(schema.postReactions.userId, viewer.id),
      eq(schema.postReactions.kind, kind),
    );
    const removed = await tx.delete(schema.postReactions).where(where).returning({ postId: schema.postReactions.postId });
    let delta = -1;
    if (removed.length === 0) {
      const added = await tx
        .insert(schema.postReactions)
        .values({ postId, userId: viewer.id, kind })
        .onConflictDoNothing()
        .returning({ postId: schema.postReactions.postId });
      delta = added.length;
    }
    if (delta !== 0) await tx.insert(schema.postReactionDeltas).values({ postId, kind, delta });
    await invalidatePages(postPageTags(postId), tx);
    return reactionsOf(tx as unknown as Db, postId, viewer.id);
  });
  const counts = (await exactReactionCounts([postId])).get(postId) ?? { likeCount: 0, recommendCount: 0 };
  return { liked: mine.liked, like_count: counts.likeCount, recommended: mine.recommended, recommend_count: counts.recommendCount };
}
