import 'server-only';
import { and, arrayContains, count, desc, eq, ilike, max, or, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import {
  ACTION_RANK,
  choseongOf,
  compileMatcher,
  coverSpans,
  patternProblem,
  screen,
  screenAll,
  wordProblem,
  type EngineFailure,
  type FilterMatch,
  type Matcher,
  type Screening,
  type WordFilterAction,
} from '@/lib/moderation/word-filter/matcher';
import { normaliseWord, wordView } from '@/lib/moderation/word-filter/normalise';
import type { Viewer } from '@/lib/server/auth/session';
import { recordAudit, type Tx } from '@/lib/server/audit/log';
import { violatedUniqueIndex } from '@/lib/server/auth/db-errors';
import { getDb, schema } from '@/lib/server/db';
import { insertOne, updateOne } from '@/lib/server/db/rows';
import { containsPattern } from '@/lib/server/db/like';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { serverTranslator } from '@/lib/server/messages';
import {
  BANNED_WORD,
  type WordFilterDto,
  type WordFilterInput,
  type WordFilterListQuery,
  type WordFilterTryResultDto,
} from '@/lib/validation/word-filters';

// The word filter as the site applies it: operators' entries (word_filters), kept compiled in
// memory, and `screenText`, which every write of member text calls (posts, comments, nicknames,
// status messages, inquiries and their replies). The matching itself is lib/moderation/word-filter;
// its regular expressions run in a worker thread with a time budget. When they cannot be run, the
// filter fails closed: the text is treated as matching a hold entry, and operators are alerted
// (`word_filter.engine_failure` in the audit log, counted on the administration home).

const { wordFilters, cacheInvalidations } = schema;
type Row = typeof wordFilters.$inferSelect;

// ── The compiled entries, per process ──────────────────────────────────────

/** The tag of cache_invalidations rows that tell every instance to load the entries again. */
const CACHE_TAG = 'word-filters';
/** How often (at most) a process asks whether another instance changed the entries. */
const CHECK_MS = 1000;

let cache: { matcher: Matcher; stamp: number | null; checkedAt: number } | undefined;
let loading: Promise<Matcher> | undefined;

async function latestStamp(): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: max(cacheInvalidations.id) })
    .from(cacheInvalidations)
    .where(arrayContains(cacheInvalidations.tags, [CACHE_TAG]));
  return row?.id ?? null;
}

async function load(): Promise<Matcher> {
  const stamp = await latestStamp();
  if (cache && cache.stamp === stamp) {
    cache.checkedAt = Date.now();
    return cache.matcher;
  }
  const db = await getDb();
  const rows = await db.select().from(wordFilters).where(eq(wordFilters.isActive, true));
  const matcher = compileMatcher(rows.map((r) => ({ id: r.id, kind: r.kind, pattern: r.pattern, action: r.action })));
  cache = { matcher, stamp, checkedAt: Date.now() };
  return matcher;
}

/** The active entries, compiled; loaded again at most a second after any instance changed them. */
export async function activeMatcher(): Promise<Matcher> {
  if (cache && Date.now() - cache.checkedAt < CHECK_MS) return cache.matcher;
  loading ??= load().finally(() => (loading = undefined));
  return loading;
}

/** Forgets the compiled entries in this process (the others follow the cache_invalidations row). */
export function dropWordFilterCache(): void {
  cache = undefined;
}

// ── Applying it to member text ────────────────────────────────────────────

/**
 * What hold does for a field: `hold` saves posts and comments hidden pending review; `refuse`
 * (nicknames, status messages) refuses as refuse does; `accept` (inquiries, which only operators
 * read) saves the text as written and records the hold for the audit log.
 */
export type HoldMode = 'hold' | 'refuse' | 'accept';

export type Screened<K extends string> = {
  /** Each field's text to store: ※ over the matches of replace entries. */
  values: Record<K, string>;
  /** Some field matched a hold entry, or could not be screened (and `hold` was 'hold' or 'accept'). */
  held: boolean;
  matches: FilterMatch[];
  /** Set when the regular expressions could not be run: the write is held (or refused) whatever matched. */
  failure: EngineFailure | null;
};

/** The audit action of the operators' alert when the filter's patterns could not be run. */
export const ENGINE_FAILURE_ACTION = 'word_filter.engine_failure';

/**
 * Tells operators that some text went unscreened (and was held or refused for it): an audit row
 * with no actor, which the administration home counts. Never fails the write it is raised for.
 */
async function raiseEngineAlert(failure: EngineFailure, fields: string[], outcome: 'held' | 'refused' | 'accepted') {
  try {
    const db = await getDb();
    await recordAudit(db, {
      actorId: null,
      action: ENGINE_FAILURE_ACTION,
      targetType: 'word_filter',
      targetId: 'engine',
      after: { reason: failure, fields, outcome },
    });
  } catch (error) {
    console.error('[slime] word filter: could not record the engine failure:', error);
  }
}

/**
 * Screens the given fields of one write. Refuses (400 / 1000, `bannedWord` on each refused field,
 * a translated message) when any field matches a refuse entry, or a hold entry where hold refuses;
 * nothing is saved then and the form keeps its text. Otherwise answers the values to store.
 * Fails closed: a field whose patterns could not be run (the engine failed or overran its budget)
 * is treated as matching a hold entry, and operators are alerted.
 */
export async function screenText<K extends string>(
  fields: Record<K, string>,
  { hold, locale, strictFields = [] }: { hold: HoldMode; locale: Locale; strictFields?: K[] },
): Promise<Screened<K>> {
  const matcher = await activeMatcher();
  const keys = Object.keys(fields) as K[];
  const results = await screenAll(
    matcher,
    keys.map((field) => fields[field]),
  );
  // Any field the patterns could not read (one job for all the fields: they fail together).
  const failure: EngineFailure | null = results.find((r) => r.failure !== null)?.failure ?? null;
  const values = { ...fields };
  const refused: Record<string, string[]> = {};
  const matches: FilterMatch[] = [];
  let held = false;
  // Whether what was found refuses the write, the engine's failure aside.
  let refusedByMatches = false;
  // A strict field (a nickname: a name covered with ※ is no name) refuses whatever matched.
  const decide = (field: K, found: WordFilterAction): WordFilterAction =>
    strictFields.includes(field) || (found === 'hold' && hold === 'refuse') ? 'refuse' : found;
  keys.forEach((field, k) => {
    const result = results[k]!;
    if (result.action !== null && decide(field, result.action) === 'refuse') refusedByMatches = true;
    // Unscreened text is at least held: nothing says it is clean.
    const found: WordFilterAction | null =
      result.failure && (result.action === null || ACTION_RANK[result.action] < ACTION_RANK.hold) ? 'hold' : result.action;
    if (found === null) return;
    matches.push(...result.matches);
    const action = decide(field, found);
    if (action === 'refuse') refused[field] = [BANNED_WORD];
    if (action === 'hold') held = true;
    values[field] = coverSpans(
      fields[field],
      result.matches.filter((m) => m.action === 'replace'),
    );
  });
  const refusing = Object.keys(refused).length > 0;
  if (failure) await raiseEngineAlert(failure, keys, refusing ? 'refused' : hold === 'accept' ? 'accepted' : 'held');
  if (refusing) {
    const t = serverTranslator(locale, 'community');
    // Refused only because the filter could not read the text: say so (it may pass later).
    throw new AppError('VALIDATION', t(refusedByMatches ? 'wordFilter.refused' : 'wordFilter.unavailable'), refused);
  }
  return { values, held, matches, failure };
}

/** Whether any active entry flags a text (the live nickname check); text that cannot be screened counts as flagged. */
export async function flagged(text: string): Promise<boolean> {
  const result = await screen(await activeMatcher(), text);
  return result.action !== null || result.failure !== null;
}

/** What an audit row says about a hold: which entries matched what, and whether the patterns could not be run. */
export const holdDetails = (screened: Pick<Screened<string>, 'matches' | 'failure'> | FilterMatch[]) => {
  const { matches, failure } = Array.isArray(screened) ? { matches: screened, failure: null } : screened;
  return {
    matches: matches
      .filter((m) => ACTION_RANK[m.action] >= ACTION_RANK.hold)
      .map((m) => ({ id: m.id, pattern: m.pattern, text: m.text.slice(0, 100) })),
    ...(failure ? { engine_failure: failure } : {}),
  };
};

// ── Administration ────────────────────────────────────────────────────────

function toDto(row: Row): WordFilterDto {
  return {
    id: row.id,
    pattern: row.pattern,
    kind: row.kind,
    action: row.action,
    normalised: row.normalised,
    choseong: row.kind === 'word' ? choseongOf(row.pattern) : null,
    note: row.note,
    is_active: row.isActive,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const snapshot = (row: Row) => {
  const { created_at: _c, updated_at: _u, ...rest } = toDto(row);
  return rest;
};

/**
 * The entry's form checked beyond the schema: a word must keep letters; a pattern must stay within
 * the caps of lib/moderation/word-filter/pattern-cost.ts and compile in RE2 (in the pattern thread,
 * freed at once).
 */
async function checked(input: WordFilterInput) {
  const problem = input.kind === 'regex' ? await patternProblem(input.pattern) : wordProblem(input.pattern);
  if (problem) throw new AppError('VALIDATION', 'Invalid entry', { pattern: [problem] });
  return {
    kind: input.kind,
    pattern: input.pattern,
    normalised: input.kind === 'regex' ? input.pattern : normaliseWord(input.pattern),
    action: input.action,
    note: input.note,
    isActive: input.is_active,
  };
}

const taken = () => new AppError('CONFLICT', 'Another entry matches the same word', { pattern: ['wordFilterTaken'] });

/** Every instance loads the entries again (this one at once). */
async function changed(tx: Tx) {
  await tx.insert(cacheInvalidations).values({ tags: [CACHE_TAG] });
}

export async function listWordFilters(q: WordFilterListQuery): Promise<Page<WordFilterDto>> {
  const db = await getDb();
  const like = q.q ? containsPattern(q.q) : null;
  const where = and(
    like ? or(ilike(wordFilters.pattern, like), ilike(wordFilters.note, like)) : undefined,
    q.action ? eq(wordFilters.action, q.action) : undefined,
  );
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db
        .select()
        .from(wordFilters)
        .where(where)
        .orderBy(desc(wordFilters.isActive), desc(wordFilters.updatedAt), desc(wordFilters.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(wordFilters).where(where),
  );
  return { ...page, results: page.results.map(toDto) };
}

export async function getWordFilter(id: number): Promise<WordFilterDto> {
  const db = await getDb();
  const [row] = await db.select().from(wordFilters).where(eq(wordFilters.id, id));
  if (!row) throw NotFound('Word filter entry not found');
  return toDto(row);
}

export async function createWordFilter(admin: Viewer, input: WordFilterInput): Promise<WordFilterDto> {
  const values = await checked(input);
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      const created = await insertOne(tx, wordFilters, { ...values, createdBy: admin.id });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'word_filter.create',
        targetType: 'word_filter',
        targetId: created.id,
        after: snapshot(created),
      });
      await changed(tx);
      return created;
    });
    dropWordFilterCache();
    return toDto(row);
  } catch (error) {
    if (violatedUniqueIndex(error) !== null) throw taken();
    throw error;
  }
}

export async function updateWordFilter(admin: Viewer, id: number, input: WordFilterInput): Promise<WordFilterDto> {
  const values = await checked(input);
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(wordFilters).where(eq(wordFilters.id, id)).for('update');
      if (!before) throw NotFound('Word filter entry not found');
      const after = await updateOne(tx, wordFilters, eq(wordFilters.id, id), { ...values, updatedAt: sql`now()` });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'word_filter.update',
        targetType: 'word_filter',
        targetId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      await changed(tx);
      return after;
    });
    dropWordFilterCache();
    return toDto(row);
  } catch (error) {
    if (violatedUniqueIndex(error) !== null) throw taken();
    throw error;
  }
}

export async function deleteWordFilter(admin: Viewer, id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(wordFilters).where(eq(wordFilters.id, id)).for('update');
    if (!before) throw NotFound('Word filter entry not found');
    await tx.delete(wordFilters).where(eq(wordFilters.id, id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'word_filter.delete',
      targetType: 'word_filter',
      targetId: id,
      before: snapshot(before),
      after: { deleted: true },
    });
    await changed(tx);
  });
  dropWordFilterCache();
}

/** The "try a text" box: what the active entries find in a text, without saving anything. */
export async function tryWordFilter(text: string): Promise<WordFilterTryResultDto> {
  const result: Screening = await screen(await activeMatcher(), text);
  return {
    // Text the patterns could not read would be held (or refused where hold refuses).
    action: result.failure && (result.action === null || ACTION_RANK[result.action] < ACTION_RANK.hold) ? 'hold' : result.action,
    failure: result.failure,
    matches: result.matches.map(({ id, pattern, kind, action, via, start, end, text: found }) => ({
      id,
      pattern,
      kind,
      action,
      via,
      start,
      end,
      text: found,
    })),
    replaced: result.replaced,
    normalised: wordView(text).text,
  };
}
