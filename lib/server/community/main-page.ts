import 'server-only';
import { and, desc } from 'drizzle-orm';
import { CATEGORY_IDS, PREVIEW_COUNT } from '@/lib/constants';
import { listActiveBanners } from '@/lib/server/community/banners';
import { getDb, schema } from '@/lib/server/db';
import { hiddenAuthorIds } from '@/lib/server/people/blocks';
import type { LanguageFilter } from '@/lib/validation/post-language';
import type { MAIN_SECTIONS, MainPageQuery } from '@/lib/validation/posts';
import type { CategoryScope } from './category-scope';
import {
  languageFilter,
  notByAuthors,
  scopeFilter,
  summariesByIds,
  summaryColumns,
  toSummaries,
  visiblePost,
  type ReadContext,
  type SummaryRow,
} from './posts';
import { hotPostIds } from './ranking';

const { posts } = schema;

type SectionKey = (typeof MAIN_SECTIONS)[number];

// Each section of the main page: the category its "more" link lists, and the boards it previews.
// Mentoring previews mentor and mentee wanted together; "more" opens the mentor board, whose
// tab row holds the mentee board next to it.
export const MAIN_SECTION_SCOPES: ReadonlyArray<{ key: SectionKey; categoryId: number; scope: CategoryScope }> = [
  { key: 'sharing', categoryId: 20, scope: { kind: 'in', ids: [20] } },
  { key: 'mentoring', categoryId: 23, scope: { kind: 'in', ids: [23, 24] } },
  { key: 'wanted', categoryId: 18, scope: { kind: 'in', ids: [18] } },
  { key: 'sale', categoryId: 17, scope: { kind: 'in', ids: [17] } },
  { key: 'all', categoryId: CATEGORY_IDS.allPosts, scope: { kind: 'all' } },
];

export const HOT_PREVIEW_COUNT = 5;

async function latestRows(scope: CategoryScope, hidden: number[], language: LanguageFilter, limit: number): Promise<SummaryRow[]> {
  const db = await getDb();
  return db
    .select(summaryColumns)
    .from(posts)
    .where(and(visiblePost(), scopeFilter(scope), languageFilter(language), notByAuthors(hidden)))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
}

/**
 * Banners, hot posts and the section previews (newest first) of the community main page; the
 * posts in one language, or in all of them (the API's default).
 */
export async function loadMainPage(ctx: ReadContext, { language }: MainPageQuery = { language: 'all' }) {
  const hidden = await hiddenAuthorIds(ctx.viewer?.id);
  const [banners, hotIds, ...sectionRows] = await Promise.all([
    listActiveBanners(ctx.locale),
    hotPostIds(hidden, HOT_PREVIEW_COUNT, language),
    ...MAIN_SECTION_SCOPES.map((s) => latestRows(s.scope, hidden, language, PREVIEW_COUNT)),
  ]);
  const [hot, flat] = await Promise.all([
    summariesByIds(
      hotIds.map((h) => h.id),
      ctx.locale,
    ),
    toSummaries(sectionRows.flat(), ctx.locale),
  ]);
  let offset = 0;
  const sections = MAIN_SECTION_SCOPES.map((s, k) => {
    const n = sectionRows[k]?.length ?? 0;
    const section = { key: s.key, category_id: s.categoryId, posts: flat.slice(offset, offset + n) };
    offset += n;
    return section;
  });
  return { banners, hot, sections };
}
