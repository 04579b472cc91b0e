import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { CATEGORY_IDS, type Locale } from '@/lib/constants';
import { serverConfig } from '@/lib/server/config';
import { getDb, schema } from '@/lib/server/db';
import { rowsOf } from '@/lib/server/db/rows';
import { hiddenAuthorIds } from '@/lib/server/people/blocks';
import type { LanguageFilter } from '@/lib/validation/post-language';
import type { RankingDto, RankingQuery } from '@/lib/validation/posts';
import { notByAuthors, summariesByIds, summaryColumns, toSummaries, visiblePost, type ReadContext } from './posts';
import { ALL_EXCLUDED } from './category-scope';
import { translationLanguages } from './translations';

const { posts } = schema;

// ── Hot posts ─────────────────────────────────────────────────────────────
//
// score = (likers + 2·recommenders + 1.5·commenters) / (age_hours + 2) ^ 1.5
//
// over the posts of the last 7 days (every board but the notices and the contest archive).
// likers and recommenders are distinct members (one reaction row per member and kind, so
// liking again and again changes nothing) and commenters are distinct members with a live
// comment; the author's own likes, recommends and comments never count. The divisor is the
// usual gravity decay: a post loses its place as it ages unless people keep coming. Posts
// nobody reacted to are not hot. README → "Hot posts" documents the same.
export const HOT = {
  windowDays: 7,
  weights: { like: 1, recommend: 2, commenter: 1.5 },
  offsetHours: 2,
  gravity: 1.5,
  // Ranked once, then filtered per viewer (blocked authors): enough for any viewer's top 50.
  candidates: 200,
} as const;

type HotEntry = { id: number; authorId: number; language: Locale; score: number };

async function computeHot(now: Date): Promise<HotEntry[]> {
  const db = await getDb();
  // Fixed numbers of the formula go in as literals (parameters would need a cast each).
  const n = (value: number) => sql.raw(String(value));
  const { like, recommend, commenter } = HOT.weights;
  const at = now.toISOString();
  const result = await db.execute<{ id: number; author_id: number; language: Locale; score: number }>(sql`
    select id, author_id, language, score from (
      select p.id, p.author_id, p.language, p.created_at,
        (${n(like)} * (select count(*) from post_reactions r
                    where r.post_id = p.id and r.kind = 'like' and r.user_id <> p.author_id)
         + ${n(recommend)} * (select count(*) from post_reactions r
                    where r.post_id = p.id and r.kind = 'recommend' and r.user_id <> p.author_id)
         + ${n(commenter)} * (select count(distinct c.author_id) from comments c
                    where c.post_id = p.id and c.deleted_at is null and not c.is_hidden and c.author_id <> p.author_id)
        )::float8
        / power(greatest(extract(epoch from (${at}::timestamptz - p.created_at)), 0) / 3600 + ${n(HOT.offsetHours)}, ${n(HOT.gravity)})
        as score
      from posts p
      where p.created_at > ${at}::timestamptz - make_interval(days => ${n(HOT.windowDays)})
        and p.created_at <= ${at}::timestamptz
        and p.deleted_at is null and not p.is_hidden
        and p.category_id not in (${sql.raw(ALL_EXCLUDED.join(', '))})
    ) scored
    where score > 0
    order by score desc, created_at desc, id desc
    limit ${n(HOT.candidates)}`);
  const rows = rowsOf<{ id: number; author_id: number; language: Locale; score: number }>(result);
  return rows.map((r) => ({ id: Number(r.id), authorId: Number(r.author_id), language: r.language, score: Number(r.score) }));
}

let hotCache: { at: number; list: Promise<HotEntry[]>; refreshing: boolean } | null = null;

/**
 * The hot ranking is the same for everyone: computed at most once per HOT_RANKING_TTL_SECONDS
 * (60) per instance. An expired ranking is still served while the next one is computed, so no
 * reader waits for it, but only up to twice that age: after an idle spell the reader waits
 * instead. So whichever instance took a write, every instance ranks it within 2 × the TTL.
 */
function hotList(now = new Date()): Promise<HotEntry[]> {
  const ttl = serverConfig.hotRankingTtlMs;
  if (!hotCache || now.getTime() - hotCache.at > 2 * ttl) {
    const list = computeHot(now);
    const entry = { at: now.getTime(), list, refreshing: false };
    hotCache = entry;
    list.catch(() => {
      if (hotCache === entry) hotCache = null;
    });
    return list;
  }
  const current = hotCache;
  if (now.getTime() - current.at > ttl && !current.refreshing) {
    current.refreshing = true;
    computeHot(now)
      .then((fresh) => {
        if (hotCache === current) hotCache = { at: now.getTime(), list: Promise.resolve(fresh), refreshing: false };
      })
      .catch(() => {
        current.refreshing = false;
      });
  }
  return current.list;
}

/** For tests and after moderation: the next read ranks again. */
export function forgetHotRanking() {
  hotCache = null;
}

/**
 * The top hot posts for a viewer who hides `hiddenAuthors`, in one language (written in it, or an
 * official post translated into it: looked up fresh, so a new translation counts at once) or all.
 */
export async function hotPostIds(hiddenAuthors: number[], limit: number, language: LanguageFilter = 'all'): Promise<HotEntry[]> {
  const hidden = new Set(hiddenAuthors);
  const candidates = (await hotList()).filter((e) => !hidden.has(e.authorId));
  if (language === 'all') return candidates.slice(0, limit);
  const others = candidates.filter((e) => e.language !== language);
  const translated = await translationLanguages(others.map((e) => e.id));
  return candidates.filter((e) => e.language === language || translated.get(e.id)?.includes(language)).slice(0, limit);
}

// ── Rankings API ──────────────────────────────────────────────────────────

/** Hot posts (score above) or the contest board (category 46) by ranking score with its rank. */
export async function listRanking(q: RankingQuery, ctx: ReadContext): Promise<RankingDto> {
  const hidden = await hiddenAuthorIds(ctx.viewer?.id);
  if (q.type === 'hot') {
    // A few spare candidates: a post may have been hidden since the ranking was cached.
    const entries = await hotPostIds(hidden, q.limit + 5);
    const summaries = await summariesByIds(
      entries.map((e) => e.id),
      ctx.locale,
    );
    const byId = new Map(summaries.map((s) => [s.id, s]));
    const results = entries
      .filter((e) => byId.has(e.id))
      .slice(0, q.limit)
      .map((e, k) => ({ rank: k + 1, score: Math.round(e.score * 1000) / 1000, post: byId.get(e.id)! }));
    return { type: 'hot', results };
  }
  const db = await getDb();
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .where(and(visiblePost(), eq(posts.categoryId, CATEGORY_IDS.contest), notByAuthors(hidden)))
    .orderBy(desc(posts.rankingScore), sql`${posts.rank} asc nulls last`, asc(posts.createdAt), asc(posts.id))
    .limit(q.limit);
  const summaries = await toSummaries(rows, ctx.locale);
  return {
    type: 'contest',
    results: summaries.map((post, k) => ({ rank: post.rank ?? k + 1, score: post.ranking_score, post })),
  };
}
