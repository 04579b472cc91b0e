import 'server-only';
import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb, schema } from '@/lib/server/db';
import { containsPattern } from '@/lib/server/db/like';
import { readPage, type Page } from '@/lib/server/db/paging';
import { NotFound } from '@/lib/server/http/errors';
import { pick } from '@/lib/bilingual';
import { GUIDE_CATEGORIES, type GuideCategory, type GuideDto, type GuideRefDto, type GuideSummaryDto } from '@/lib/validation/guides';

const { guides } = schema;
type GuideRow = typeof guides.$inferSelect;

const EXCERPT_LENGTH = 80;
const MAX_SEARCH_TERMS = 5;

// Markdown to one line of plain text (headings, emphasis, tables and links reduced to their words).
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?[\s|:-]+\|[\s|:-]*$/gm, ' ')
    .replace(/\*+|`+|~~/g, '')
    .replace(/[#>|]+/g, ' ')
    .replace(/^\s*[-+]\s+/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function guideExcerpt(markdown: string | null, max = EXCERPT_LENGTH): string {
  if (!markdown) return '';
  // The first heading repeats the title: leave it out.
  const text = plainText(markdown.replace(/^#\s+.*$/m, ''));
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function searchTerms(keyword: string | undefined): string[] {
  if (!keyword) return [];
  return [...new Set(keyword.normalize('NFKC').trim().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_TERMS);
}

function columns(locale: Locale): { title: AnyPgColumn; content: AnyPgColumn } {
  return locale === 'zh-TW'
    ? { title: guides.titleZhTw, content: guides.contentZhTw }
    : { title: guides.titleKo, content: guides.contentKo };
}

export function toGuideRef(row: GuideRow, locale: Locale): GuideRefDto {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category as GuideCategory,
    title: pick(locale, row.titleKo, row.titleZhTw),
  };
}

function toSummary(row: GuideRow, locale: Locale): GuideSummaryDto {
  const content = pick(locale, row.contentKo, row.contentZhTw);
  return {
    ...toGuideRef(row, locale),
    excerpt: guideExcerpt(content),
    has_content: Boolean(content?.trim()),
    updated_at: row.updatedAt.toISOString(),
  };
}

// Categories in the guide book's order (beginner first), then each category's own order.
const categoryOrder = sql.raw(`array[${GUIDE_CATEGORIES.map((c) => `'${c}'`).join(',')}]::text[]`);
const ordering = [sql`array_position(${categoryOrder}, ${guides.category}) asc nulls last`, asc(guides.sortOrder), asc(guides.id)];

/**
 * Published guides, optionally of one category and matching a keyword in the reader's language.
 * Every space-separated term must appear in the title or the text (ILIKE, so one- and two-character
 * Korean and Chinese terms work, which trigram indexes cannot serve); title matches come first.
 */
export async function listGuides(opts: {
  page: number;
  pageSize: number;
  category?: GuideCategory;
  keyword?: string;
  locale: Locale;
}): Promise<Page<GuideSummaryDto>> {
  const db = await getDb();
  const col = columns(opts.locale);
  const terms = searchTerms(opts.keyword);
  const patterns = terms.map(containsPattern);
  const conditions: (SQL | undefined)[] = [eq(guides.published, true)];
  if (opts.category) conditions.push(eq(guides.category, opts.category));
  for (const p of patterns) {
    conditions.push(or(sql`${col.title} ilike ${p} escape '\\'`, sql`coalesce(${col.content}, '') ilike ${p} escape '\\'`));
  }
  const where = and(...conditions);
  // Guides whose title holds more of the terms first.
  const titleFirst = patterns.length
    ? [
        sql`${sql.join(
          patterns.map((p) => sql`(case when ${col.title} ilike ${p} escape '\\' then 1 else 0 end)`),
          sql` + `,
        )} desc`,
      ]
    : [];

  const page = await readPage(
    opts,
    (limit, offset) =>
      db
        .select()
        .from(guides)
        .where(where)
        .orderBy(...titleFirst, ...ordering)
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(guides).where(where),
  );
  return { ...page, results: page.results.map((r) => toSummary(r, opts.locale)) };
}

export async function getGuide(slug: string, locale: Locale): Promise<GuideDto> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(guides)
    .where(and(eq(guides.slug, slug), eq(guides.published, true)))
    .limit(1);
  if (!row) throw NotFound('Guide not found');
  const related = await db
    .select()
    .from(guides)
    .where(and(eq(guides.category, row.category), eq(guides.published, true), ne(guides.id, row.id)))
    .orderBy(...ordering)
    .limit(5);
  const content = pick(locale, row.contentKo, row.contentZhTw);
  return {
    ...toSummary(row, locale),
    content: content?.trim() ? content : null,
    created_at: row.createdAt.toISOString(),
    related: related.map((r) => toGuideRef(r, locale)),
  };
}

// Titles and links of some guides (the guide bot's picks), in the given order; unpublished ones are left out.
export async function getGuideRefs(ids: number[], locale: Locale): Promise<Map<number, GuideRefDto>> {
  const unique = [...new Set(ids)];
  const out = new Map<number, GuideRefDto>();
  if (unique.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select()
    .from(guides)
    .where(and(inArray(guides.id, unique), eq(guides.published, true)));
  for (const row of rows) out.set(row.id, toGuideRef(row, locale));
  return out;
}

// Published guides with content in the language: the guide bot's corpus.
export async function listGuideTexts(locale: Locale) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(guides)
    .where(eq(guides.published, true))
    .orderBy(...ordering);
  return rows.flatMap((row) => {
    const content = pick(locale, row.contentKo, row.contentZhTw);
    if (!content?.trim()) return [];
    return [{ ...toGuideRef(row, locale), content }];
  });
}

/** The FAQ of the help page: published `faq` guides with content in the language, in the guide book's order. */
export async function listFaq(locale: Locale): Promise<{ slug: string; title: string; content: string }[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(guides)
    .where(and(eq(guides.published, true), eq(guides.category, 'faq')))
    .orderBy(...ordering);
  return rows.flatMap((row) => {
    const content = pick(locale, row.contentKo, row.contentZhTw);
    return content?.trim() ? [{ slug: row.slug, title: pick(locale, row.titleKo, row.titleZhTw), content }] : [];
  });
}

export async function listGuideSitemapEntries() {
  const db = await getDb();
  return db
    .select({ slug: guides.slug, updatedAt: guides.updatedAt })
    .from(guides)
    .where(eq(guides.published, true))
    .orderBy(...ordering);
}
