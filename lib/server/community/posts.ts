import 'server-only';
import { rowsOf } from '@/lib/server/db/rows';
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from '@/lib/zod';
import { POST_TYPES, type Locale } from '@/lib/constants';
import type { Viewer } from '@/lib/server/auth/session';
import { categoryIndex, categoryRef, resolveCategoryScope, ALL_EXCLUDED, type CategoryScope } from '@/lib/server/community/category-scope';
import { loadPostItems } from '@/lib/server/community/post-write';
import { getDb, schema } from '@/lib/server/db';
import { containsPattern } from '@/lib/server/db/like';
import type { CursorPage } from '@/lib/server/db/paging';
import { cursorCodec } from '@/lib/server/http/cursor';
import { NotFound } from '@/lib/server/http/errors';
import { recordMissionActionQuietly } from '@/lib/server/missions/counting';
import { hiddenAuthorIds } from '@/lib/server/people/blocks';
import { loadUserSummaries } from '@/lib/server/people/summary';
import type { LanguageFilter } from '@/lib/validation/post-language';
import type { UserSummaryDto } from '@/lib/validation/user-summary';
import { likeCountSql, recommendCountSql } from './reaction-counts';
import { translatedFrom, translatedInto, translationsFor } from './translations';
import { isTradeItemPostType, type PostDetailDto, type PostItemDto, type PostListQuery, type PostSummaryDto } from '@/lib/validation/posts';

// The read side of the community board: lists, search, one post, the main page.
// Writing (create, edit, delete, reactions) lives in post-write.ts; comments in comments.ts.

const { posts, users } = schema;

export type ReadContext = { viewer: Viewer | null; locale: Locale };

const EXCERPT_LENGTH = 80;
// Operators pin a handful of posts; the first page of a list shows all of them (up to this many).
const PINNED_MAX = 20;
// A keyword search counts its hits up to this many and then says "1,000+": an exact count of a
// common one-character word would re-check tens of thousands of rows on every first page.
export const SEARCH_COUNT_CAP = 1000;
const VIEW_WINDOW = '1 hour';

// The spec's trade filter: a sale post is in the sale board or has the sell post type; likewise
// buy. Exchange posts (17) are neither: `all` (no filter) lists them with the rest.
export const TRADE_SCOPES = {
  sell: { categoryId: 17, postType: POST_TYPES.tradeSell },
  buy: { categoryId: 18, postType: POST_TYPES.tradeNeed },
} as const;

/** Not deleted and not hidden by an operator. Blocked authors are filtered per viewer on top. */
export const visiblePost = () => and(isNull(posts.deletedAt), eq(posts.isHidden, false));

export function notByAuthors(authorIds: number[]): SQL | undefined {
  return authorIds.length ? notInArray(posts.authorId, authorIds) : undefined;
}

// The board, post-type and language columns a filter applies to: posts, or the post_counts counters.
type BoardColumns = {
  categoryId: typeof posts.categoryId | typeof schema.postCounts.categoryId;
  postType: typeof posts.postType | typeof schema.postCounts.postType;
  language: typeof posts.language | typeof schema.postCounts.language;
};

export function scopeFilter(scope: CategoryScope, on: BoardColumns = posts): SQL | undefined {
  if (scope.kind === 'all') return notInArray(on.categoryId, [...ALL_EXCLUDED]);
  return scope.ids.length === 1 ? eq(on.categoryId, scope.ids[0]!) : inArray(on.categoryId, scope.ids);
}

// The unigrams and bigrams every word of the keyword must contain, as a tsquery over
// posts.search_grams (GIN index, migration 0003/0004). Unlike trigrams this also narrows
// one- and two-character Korean and Chinese words; ILIKE then checks the exact substring.
export function gramQuery(keyword: string): string | null {
  const grams = new Set<string>();
  for (const word of keyword.toLowerCase().split(/\s+/).filter(Boolean)) {
    const chars = [...word];
    if (chars.length === 1) grams.add(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  }
  if (grams.size === 0) return null;
  return [...grams].map((g) => `'${g.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' & ');
}

function keywordFilter(keyword: string | undefined, type: PostListQuery['search_type']): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  const grams = gramQuery(keyword);
  const narrowed = (exact: SQL | undefined) => (grams ? and(sql`${posts.searchGrams} @@ cast(${grams} as tsquery)`, exact) : exact);
  switch (type) {
    case 'title':
      return narrowed(ilike(posts.title, pattern));
    case 'content':
      return narrowed(ilike(posts.content, pattern));
    case 'nickname':
      return inArray(
        posts.authorId,
        sql`(select ${users.id} from ${users} where ${users.nickname} ilike ${pattern} and ${users.status} <> 'withdrawn')`,
      );
    default:
      return narrowed(or(ilike(posts.title, pattern), ilike(posts.content, pattern)));
  }
}

/**
 * Posts in one language, or every post for 'all'. A post counts as in a language when it is
 * written in it or (an official post) translated into it; the counters know only the first.
 */
export function languageFilter(language: LanguageFilter, on: BoardColumns = posts): SQL | undefined {
  if (language === 'all') return undefined;
  if (on !== posts) return eq(on.language, language);
  return or(eq(posts.language, language), translatedInto(language));
}

function tradeFilter(trade: PostListQuery['trade'], on: BoardColumns = posts): SQL | undefined {
  if (trade === 'all') return undefined;
  const scope = TRADE_SCOPES[trade];
  return or(eq(on.categoryId, scope.categoryId), eq(on.postType, scope.postType));
}

// ── Rows → DTOs ───────────────────────────────────────────────────────────

// Summary columns only: the content is cut in SQL, and the cursor key keeps full microseconds.
export const summaryColumns = {
  id: posts.id,
  categoryId: posts.categoryId,
  postType: posts.postType,
  authorId: posts.authorId,
  title: posts.title,
  language: posts.language,
  head: sql<string>`left(${posts.content}, ${EXCERPT_LENGTH * 2})`,
  images: posts.images,
  hasVideo: sql<boolean>`jsonb_array_length(${posts.videoUrls}) > 0`,
  commentCount: posts.commentCount,
  // Exact: the stored counters plus the reactions not yet folded into them (reaction-counts.ts).
  likeCount: likeCountSql,
  recommendCount: recommendCountSql,
  viewCount: posts.viewCount,
  rankingScore: posts.rankingScore,
  rank: posts.rank,
  isPinned: posts.isPinned,
  createdAt: posts.createdAt,
  key: sql<string>`to_char(${posts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
export type SummaryRow = {
  id: number;
  categoryId: number;
  postType: number;
  authorId: number;
  title: string;
  language: Locale;
  head: string;
  images: string[];
  hasVideo: boolean;
  commentCount: number;
  likeCount: number;
  recommendCount: number;
  viewCount: number;
  rankingScore: number;
  rank: number | null;
  isPinned: boolean;
  createdAt: Date;
  key: string;
};

export function postExcerpt(content: string, max = EXCERPT_LENGTH): string {
  const plain = content.replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max)}…` : plain;
}

const FALLBACK_AUTHOR = (id: number): UserSummaryDto => ({
  id,
  uuid: '',
  profile_image: null,
  profile: { name: null },
  represent_badge: null,
  is_withdrawn: true,
});

/**
 * Rows as the reader sees them: an official post translated into the page's language (`locale`)
 * shows the translation's title and excerpt.
 */
export async function toSummaries(rows: SummaryRow[], locale: Locale): Promise<PostSummaryDto[]> {
  const tradeIds = rows.filter((r) => isTradeItemPostType(r.postType)).map((r) => r.id);
  const [authors, index, items, translated] = await Promise.all([
    loadUserSummaries(
      rows.map((r) => r.authorId),
      locale,
    ),
    categoryIndex(),
    // Only trade posts carry items: a page without one costs no query.
    tradeIds.length ? getDb().then((db) => loadPostItems(db, tradeIds, locale)) : new Map<number, PostItemDto[]>(),
    translationsFor(rows, locale, EXCERPT_LENGTH * 2),
  ]);
  return rows.map((row) => {
    const shown = translated.get(row.id);
    return {
      id: row.id,
      category: categoryRef(index, row.categoryId, locale),
      post_type: row.postType,
      title: shown?.title ?? row.title,
      language: shown ? locale : row.language,
      excerpt: postExcerpt(shown?.content ?? row.head),
      thumbnail: row.images[0] ?? null,
      image_count: row.images.length,
      has_video: Boolean(row.hasVideo),
      reply_count: row.commentCount,
      like_count: row.likeCount,
      recommend_count: row.recommendCount,
      view_count: row.viewCount,
      ranking_score: row.rankingScore,
      rank: row.rank,
      is_pinned: row.isPinned,
      author: authors.get(row.authorId) ?? FALLBACK_AUTHOR(row.authorId),
      items: items.get(row.id) ?? [],
      created_at: row.createdAt.toISOString(),
    };
  });
}

// ── Keyset cursors ────────────────────────────────────────────────────────

// Opaque to callers: the (created_at, id) of the row to continue from, the direction
// ('n' after it, 'p' before it, in the list's sort order) and the count of the first page,
// so following pages do not count the whole list again.
export const postCursor = cursorCodec(
  z.object({
    t: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
    i: z.number().int().positive(),
    d: z.enum(['n', 'p']),
    c: z.number().int().min(0),
    // The count is a lower bound (a search past SEARCH_COUNT_CAP).
    x: z.literal(1).optional(),
  }),
);

// ── Lists and search ──────────────────────────────────────────────────────

/**
 * One page of a category list or a search, newest or oldest first, by keyset on
 * (created_at, id): a page 500 deep costs what the first one does. In a list without a
 * keyword the pinned posts lead the first page and are left out of the pages after it.
 */
export async function listPosts(q: PostListQuery, ctx: ReadContext): Promise<CursorPage<PostSummaryDto>> {
  const [scope, hidden] = await Promise.all([resolveCategoryScope(q.category), hiddenAuthorIds(ctx.viewer?.id)]);
  const db = await getDb();
  const base = and(
    visiblePost(),
    scopeFilter(scope),
    notByAuthors(hidden),
    tradeFilter(q.trade),
    languageFilter(q.language),
    keywordFilter(q.keyword, q.search_type),
  );
  const cursor = q.cursor ? postCursor.decode(q.cursor) : null;
  const pinnedLead = !q.keyword;
  const backward = cursor?.d === 'p';
  const descending = (q.sort === 'newest') !== backward;
  const keyset = cursor
    ? descending
      ? sql`(${posts.createdAt}, ${posts.id}) < (${cursor.t}::timestamptz, ${cursor.i})`
      : sql`(${posts.createdAt}, ${posts.id}) > (${cursor.t}::timestamptz, ${cursor.i})`
    : undefined;
  const order = descending ? [desc(posts.createdAt), desc(posts.id)] : [asc(posts.createdAt), asc(posts.id)];

  const [rows, pinned, counted] = await Promise.all([
    db
      .select(summaryColumns)
      .from(posts)
      .where(and(base, pinnedLead ? eq(posts.isPinned, false) : undefined, keyset))
      .orderBy(...order)
      .limit(q.page_size + 1),
    pinnedLead && !cursor
      ? db
          .select(summaryColumns)
          .from(posts)
          // Operators' pinned posts lead the list, in its language like the rest of it.
          .where(
            and(
              visiblePost(),
              scopeFilter(scope),
              notByAuthors(hidden),
              tradeFilter(q.trade),
              languageFilter(q.language),
              eq(posts.isPinned, true),
            ),
          )
          .orderBy(desc(posts.createdAt), desc(posts.id))
          .limit(PINNED_MAX)
      : Promise.resolve([] as SummaryRow[]),
    cursor
      ? Promise.resolve({ n: cursor.c, exact: cursor.x !== 1 })
      : q.keyword
        ? boundedCount(base)
        : countFromCounters(scope, q, hidden).then((n) => ({ n, exact: true })),
  ]);

  const more = rows.length > q.page_size;
  const page = rows.slice(0, q.page_size);
  if (backward) page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  const at = (row: SummaryRow | undefined, d: 'n' | 'p') =>
    row ? postCursor.encode({ t: row.key, i: row.id, d, c: counted.n, ...(counted.exact ? {} : { x: 1 as const }) }) : null;
  const nextCursor = backward ? at(last, 'n') : more ? at(last, 'n') : null;
  const previousCursor = backward ? (more ? at(first, 'p') : null) : cursor ? at(first, 'p') : null;

  return {
    count: counted.n,
    countExact: counted.exact,
    nextCursor,
    previousCursor,
    results: await toSummaries([...pinned, ...page], ctx.locale),
  };
}

/**
 * The exact size of a list without a keyword, from the counters the posts triggers keep
 * (post_counts, migrations 0007 and 0009): the boards in scope, the trade filter by board or post
 * type, the language, plus the official posts translated into it (few: looked up from the
 * translations), less the visible posts of members hidden from this reader (found through the
 * author index).
 */
async function countFromCounters(
  scope: CategoryScope,
  { trade, language }: Pick<PostListQuery, 'trade' | 'language'>,
  hidden: number[],
): Promise<number> {
  const db = await getDb();
  const pc = schema.postCounts;
  const [[sum], [translated], [mine]] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${pc.visible}), 0)::int` })
      .from(pc)
      .where(and(scopeFilter(scope, pc), tradeFilter(trade, pc), languageFilter(language, pc))),
    language === 'all'
      ? Promise.resolve([{ n: 0 }])
      : db
          .select({ n: count() })
          .from(posts)
          .where(and(visiblePost(), scopeFilter(scope), tradeFilter(trade), translatedFrom(language))),
    hidden.length
      ? db
          .select({ n: count() })
          .from(posts)
          .where(and(visiblePost(), scopeFilter(scope), tradeFilter(trade), languageFilter(language), inArray(posts.authorId, hidden)))
      : Promise.resolve([{ n: 0 }]),
  ]);
  return Math.max(0, (sum?.n ?? 0) + (translated?.n ?? 0) - (mine?.n ?? 0));
}

/** Hits of a keyword search, counted up to SEARCH_COUNT_CAP (then `exact` is false). */
async function boundedCount(where: SQL | undefined): Promise<{ n: number; exact: boolean }> {
  const db = await getDb();
  const hits = db
    .select({ one: sql`1` })
    .from(posts)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('hits');
  const [row] = await db.select({ n: count() }).from(hits);
  const n = row?.n ?? 0;
  return n > SEARCH_COUNT_CAP ? { n: SEARCH_COUNT_CAP, exact: false } : { n, exact: true };
}

// ── One post ──────────────────────────────────────────────────────────────

const BOT_AGENT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor/i;

/**
 * Who a view is counted for: the member, else the client address the server works out. Never the
 * User-Agent or X-Device-Id a guest writes: rotating them must not make new readers. The agent only
 * tells crawlers, whose reads never count.
 */
export function viewerKey(opts: { viewerId?: number | null; ip: string; deviceId?: string; userAgent: string | null }): string | null {
  if (opts.viewerId) return `u${opts.viewerId}`;
  if (opts.userAgent && BOT_AGENT.test(opts.userAgent)) return null;
  return `a${opts.ip}`;
}

/**
 * Counts one view unless this viewer was counted for the post within the last hour. One
 * statement: the marker row (in the rate_limits table, key `view:<post>:<hash>`) and the
 * counter change together. Returns whether the view counted. The hourly housekeeping job
 * deletes rate-limit rows older than a day, markers included.
 */
export async function countView(postId: number, key: string): Promise<boolean> {
  const db = await getDb();
  const marker = `view:${postId}:${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
  const { rateLimits } = schema;
  const result = await db.execute<{ id: number }>(sql`
    with fresh as (
      insert into ${rateLimits} (key, window_start, count)
      select ${marker}, now(), 1
      where not exists (
        select 1 from ${rateLimits} where key = ${marker} and window_start > now() - interval '${sql.raw(VIEW_WINDOW)}'
      )
      returning 1
    )
    update ${posts} set view_count = view_count + 1
    where id = ${postId} and exists (select 1 from fresh)
    returning id`);
  return rowsOf(result).length > 0;
}

/**
 * `POST /v1/community/{id}/view/`: the post page's beacon. Pages are served from a cache, so the
 * browser reports the read: it counts as `countView` does (the author's own reads never count;
 * crawlers have no key). 404 for a post the reader may not see.
 */
export async function recordView(id: number, ctx: { viewer: Viewer | null; viewerKey: string | null }): Promise<{ counted: boolean }> {
  const db = await getDb();
  const [[row], hidden] = await Promise.all([
    db
      .select({ authorId: posts.authorId })
      .from(posts)
      .where(and(eq(posts.id, id), visiblePost()))
      .limit(1),
    hiddenAuthorIds(ctx.viewer?.id),
  ]);
  if (!row || hidden.includes(row.authorId)) throw NotFound('Post not found');
  // A member's read of someone else's post counts towards the read missions, once per post and period.
  if (ctx.viewer && ctx.viewer.id !== row.authorId) await recordMissionActionQuietly(ctx.viewer.id, 'read_posts', `post:${id}`);
  if (!ctx.viewerKey || ctx.viewer?.id === row.authorId) return { counted: false };
  return { counted: await countView(id, ctx.viewerKey) };
}

/**
 * One visible post for a viewer: 404 when it is deleted, hidden by an operator or written
 * by someone the viewer blocked (or who blocked the viewer). With `viewerKey`, the read
 * counts as a view (at most once an hour per viewer; the author's own reads never count).
 */
export async function getPostDetail(id: number, ctx: ReadContext & { viewerKey?: string | null }): Promise<PostDetailDto> {
  const db = await getDb();
  const viewerId = ctx.viewer?.id ?? 0;
  const reacted = (kind: 'like' | 'recommend') =>
    viewerId
      ? sql<boolean>`exists (select 1 from ${schema.postReactions} r where r.post_id = ${posts.id} and r.user_id = ${viewerId} and r.kind = ${kind})`
      : sql<boolean>`false`;
  const [[row], hidden] = await Promise.all([
    db
      .select({
        summary: summaryColumns,
        content: posts.content,
        videoUrls: posts.videoUrls,
        updatedAt: posts.updatedAt,
        liked: reacted('like'),
        recommended: reacted('recommend'),
        lookUuid: sql<string | null>`(select ${schema.looks.uuid} from ${schema.looks} where ${schema.looks.id} = ${posts.lookId})`,
      })
      .from(posts)
      .where(and(eq(posts.id, id), visiblePost()))
      .limit(1),
    hiddenAuthorIds(ctx.viewer?.id),
  ]);
  if (!row || hidden.includes(row.summary.authorId)) throw NotFound('Post not found');

  const isAuthor = viewerId === row.summary.authorId;
  const counted = ctx.viewerKey && !isAuthor ? await countView(id, ctx.viewerKey) : false;
  if (ctx.viewerKey && ctx.viewer && !isAuthor) await recordMissionActionQuietly(ctx.viewer.id, 'read_posts', `post:${id}`);
  // An official post translated into the page's language reads in it, title (the summary) and body.
  const [[summary], translated] = await Promise.all([toSummaries([row.summary], ctx.locale), translationsFor([row.summary], ctx.locale)]);
  return {
    ...summary!,
    view_count: row.summary.viewCount + (counted ? 1 : 0),
    content: translated.get(id)?.content ?? row.content,
    images: row.summary.images,
    video_urls: row.videoUrls,
    liked: Boolean(row.liked),
    recommended: Boolean(row.recommended),
    is_author: isAuthor,
    updated_at: row.updatedAt.toISOString(),
    look_uuid: row.lookUuid ?? null,
  };
}

/** Rows of the given posts in the given order (missing or no longer visible ones dropped). */
export async function summariesByIds(ids: number[], locale: Locale): Promise<PostSummaryDto[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .where(and(inArray(posts.id, ids), visiblePost()));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toSummaries(
    ids.map((id) => byId.get(id)).filter((r): r is SummaryRow => Boolean(r)),
    locale,
  );
}

// ── Sitemap ───────────────────────────────────────────────────────────────

/** The newest public posts for sitemap.xml (what a visitor without an account can read). */
export async function listPostSitemapEntries(limit = 5000) {
  const db = await getDb();
  return db
    .select({ id: posts.id, updatedAt: posts.updatedAt })
    .from(posts)
    .where(visiblePost())
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
}
