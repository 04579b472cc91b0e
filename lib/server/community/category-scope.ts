import 'server-only';
import { CATEGORY_IDS, type Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/http/errors';
import { pick } from '@/lib/bilingual';

// The category table is tiny and changes only by an operator's hand: every list and detail
// needs it (names, group expansion), so it is read at most once a minute per instance.
const TTL_MS = 60_000;

export type CategoryIndex = {
  byId: Map<number, schema.Category>;
  childrenOf: Map<number, number[]>;
};

let cached: { at: number; index: Promise<CategoryIndex> } | null = null;

async function load(): Promise<CategoryIndex> {
  const db = await getDb();
  const rows = await db.select().from(schema.categories);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childrenOf = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId !== null) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row.id]);
  }
  return { byId, childrenOf };
}

export function categoryIndex(now = Date.now()): Promise<CategoryIndex> {
  if (!cached || now - cached.at > TTL_MS) {
    const index = load();
    cached = { at: now, index };
    index.catch(() => {
      if (cached?.index === index) cached = null;
    });
  }
  return cached.index;
}

/** For tests and operator tools that change categories. */
export function forgetCategoryIndex() {
  cached = null;
}

// 37 ("all") lists every board but the excluded contest archive and the notices, which have their own pages.
export const ALL_EXCLUDED: readonly number[] = [CATEGORY_IDS.excludedContest, CATEGORY_IDS.notice];

export type CategoryScope = { kind: 'all' } | { kind: 'in'; ids: number[] };

/** A group id stands for itself and its children; 37 or no category for everything but ALL_EXCLUDED. */
export async function resolveCategoryScope(categoryId: number | undefined): Promise<CategoryScope> {
  if (categoryId === undefined || categoryId === CATEGORY_IDS.allPosts) return { kind: 'all' };
  const index = await categoryIndex();
  if (!index.byId.has(categoryId)) {
    throw new AppError('VALIDATION', 'Validation failed', { category: ['unknownCategory'] });
  }
  return { kind: 'in', ids: [categoryId, ...(index.childrenOf.get(categoryId) ?? [])] };
}

export function categoryRef(index: CategoryIndex, id: number, locale: Locale) {
  const row = index.byId.get(id);
  return { id, name: row ? pick(locale, row.nameKo, row.nameZhTw) : String(id) };
}
