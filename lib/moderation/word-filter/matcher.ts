import 'server-only';
import { getChoseong } from 'es-hangul';
import { isConsonant, normaliseWord, plainView, wordView, type View, type WordView } from './normalise';
import { patternCostProblem } from './pattern-cost';
import { regexEngine, RegexEngineError, type EngineFailure, type RegexHit } from './regex-thread';

// The word filter's matcher: from the operators' entries and a text to what the text contains and
// what is to be done about it. Words are looked for here; regular expressions run in a worker
// thread (./regex-thread.ts) with a time budget. lib/server/moderation/word-filter.ts keeps the
// entries and applies the outcome to posts, comments, profiles and inquiries.

import { WORD_FILTER_ACTIONS, WORD_FILTER_KINDS } from '@/lib/enums';

export { WORD_FILTER_ACTIONS, WORD_FILTER_KINDS };
export type WordFilterKind = (typeof WORD_FILTER_KINDS)[number];
export type WordFilterAction = (typeof WORD_FILTER_ACTIONS)[number];

/** The strictest action wins when several entries match. */
export const ACTION_RANK: Record<WordFilterAction, number> = { replace: 1, hold: 2, refuse: 3 };

export const REPLACEMENT = '※';
/** Regular expressions are run by RE2 (linear time, no backtracking); still kept short and cheap (./pattern-cost.ts). */
export const PATTERN_MAX = 200;
/** 초성 runs shorter than this are not matched (ㅇㅇ, ㄱㄱ and the like are everyday chat). */
export const CHOSEONG_MIN = 2;
// A pathological text cannot make an entry report without end.
const MATCHES_PER_ENTRY = 1000;
export type { EngineFailure };

export type FilterEntry = { id: number; kind: WordFilterKind; pattern: string; action: WordFilterAction };

export type FilterMatch = {
  id: number;
  kind: WordFilterKind;
  pattern: string;
  action: WordFilterAction;
  /** How it was found: the word itself, its 초성 typed alone, or a regular expression. */
  via: 'word' | 'choseong' | 'regex';
  /** The span of the original text (UTF-16 indices) and what it says there. */
  start: number;
  end: number;
  text: string;
};

export type Screening = {
  /** The strictest action of the matching entries; null when nothing matched. */
  action: WordFilterAction | null;
  matches: FilterMatch[];
  /** The text with ※ over every match (whatever the actions). */
  replaced: string;
  /**
   * Set when the regular expressions could not be run (the engine failed or overran its budget):
   * `matches` then holds the words' matches only, and the caller must not take the text as clean.
   */
  failure: EngineFailure | null;
};

type CompiledWord = { entry: FilterEntry; needle: string; choseong: string | null };
/** `set` names this list of patterns for the pattern thread, which keeps the last set compiled. */
export type Matcher = { words: CompiledWord[]; regexes: FilterEntry[]; set: number };
let sets = 0;

const HANGUL_WORD = /^[\uAC00-\uD7A3]+$/;
const TENSE: Record<string, string> = { ㄲ: 'ㄱ', ㄸ: 'ㄷ', ㅃ: 'ㅂ', ㅆ: 'ㅅ', ㅉ: 'ㅈ' };

/** The 초성 a Korean word is also caught as, typed alone (시발 → ㅅㅂ); null for other words or too short. */
export function choseongOf(word: string): string | null {
  const compact = word.replace(/\s+/g, '');
  if (!HANGUL_WORD.test(compact)) return null;
  const initials = Array.from(getChoseong(compact), (c) => TENSE[c] ?? c).join('');
  return initials.length >= CHOSEONG_MIN ? initials : null;
}

/** Why a word cannot be an entry (a field-error key), or null. */
export function wordProblem(word: string): string | null {
  const needle = normaliseWord(word);
  if (needle.length === 0) return 'wordEmpty';
  // One Latin letter or jamo would flag nearly every text; one Han character is a word.
  if (needle.length < 2 && !/\p{Script=Han}/u.test(needle)) return 'wordTooShort';
  return null;
}

/**
 * Why a regular expression cannot be an entry, as far as can be told without compiling it (a
 * field-error key), or null: too long, or too costly (./pattern-cost.ts).
 */
export function patternShapeProblem(pattern: string): string | null {
  if (pattern.length > PATTERN_MAX) return 'patternTooLong';
  return patternCostProblem(pattern);
}

/**
 * Why a regular expression cannot be an entry (a field-error key), or null. It is compiled in the
 * pattern thread, tried on the empty text and on trial texts, and freed at once; a pattern slow on
 * the trial, or that makes the engine fail or overrun its budget, is too costly.
 */
export async function patternProblem(pattern: string): Promise<string | null> {
  const shape = patternShapeProblem(pattern);
  if (shape) return shape;
  try {
    return await regexEngine.check(pattern);
  } catch (error) {
    if (error instanceof RegexEngineError) return 'patternTooCostly';
    throw error;
  }
}

/**
 * The entries ready to run. A word that no longer folds to anything, or a pattern over today's
 * caps (saved before them), is skipped rather than failing every write; a pattern RE2 refuses is
 * skipped by the pattern thread.
 */
export function compileMatcher(entries: FilterEntry[]): Matcher {
  sets += 1;
  const matcher: Matcher = { words: [], regexes: [], set: sets };
  for (const entry of entries) {
    if (entry.kind === 'regex') {
      if (patternShapeProblem(entry.pattern) === null) matcher.regexes.push(entry);
    } else if (wordProblem(entry.pattern) === null) {
      matcher.words.push({ entry, needle: normaliseWord(entry.pattern), choseong: choseongOf(entry.pattern) });
    }
  }
  return matcher;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;

/**
 * A match that spans a space must begin and end at the edges of words: "시 발" and "ㅅ ㅣ ㅂ ㅏ ㄹ"
 * are evasions, while "시 발표" (a poem's presentation) is two ordinary words.
 */
function acceptableSpan(original: string, start: number, end: number): boolean {
  if (!SPACE.test(original.slice(start, end))) return true;
  const before = start > 0 ? original[start - 1]! : '';
  const after = end < original.length ? original[end]! : '';
  return !LETTER_OR_DIGIT.test(before) && !LETTER_OR_DIGIT.test(after);
}

function findWord(original: string, view: WordView, word: CompiledWord, out: FilterMatch[]) {
  const { needle, entry } = word;
  let found = 0;
  for (let i = view.text.indexOf(needle); i !== -1 && found < MATCHES_PER_ENTRY; i = view.text.indexOf(needle, i + 1)) {
    const last = i + needle.length - 1;
    // Whole letters only: a match may not begin at a syllable's final consonant or end inside a syllable.
    if (!view.unitStart[i] || !view.unitEnd[last]) continue;
    const start = view.from[i]!;
    const end = view.to[last]!;
    if (!acceptableSpan(original, start, end)) continue;
    out.push({ ...entryFields(entry), via: 'word', start, end, text: original.slice(start, end) });
    found += 1;
  }
}

/** 초성 typed alone: looked for only in runs of bare consonant jamo, never in ordinary syllables' initials. */
function findChoseong(original: string, view: WordView, word: CompiledWord, out: FilterMatch[]) {
  const initials = word.choseong;
  if (!initials) return;
  let found = 0;
  let i = 0;
  while (i < view.text.length && found < MATCHES_PER_ENTRY) {
    if (view.origin[i] !== 'jamo' || !isConsonant(view.text[i]!)) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < view.text.length && view.origin[j] === 'jamo' && isConsonant(view.text[j]!)) j += 1;
    const run = view.text.slice(i, j);
    for (let k = run.indexOf(initials); k !== -1; k = run.indexOf(initials, k + 1)) {
      const start = view.from[i + k]!;
      const end = view.to[i + k + initials.length - 1]!;
      if (!acceptableSpan(original, start, end)) continue;
      out.push({ ...entryFields(word.entry), via: 'choseong', start, end, text: original.slice(start, end) });
      found += 1;
    }
    i = j;
  }
}

function regexMatches(original: string, plain: View, entries: FilterEntry[], hits: RegexHit[], out: FilterMatch[]) {
  for (const [k, index, length] of hits) {
    const entry = entries[k];
    if (!entry || length <= 0 || index < 0 || index + length > plain.from.length) continue;
    const start = plain.from[index]!;
    const end = plain.to[index + length - 1]!;
    out.push({ ...entryFields(entry), via: 'regex', start, end, text: original.slice(start, end) });
  }
}

const entryFields = (entry: FilterEntry) => ({ id: entry.id, kind: entry.kind, pattern: entry.pattern, action: entry.action });

/** ※ for every character of the matched spans; spaces and line breaks inside a span stay. */
export function coverSpans(original: string, spans: { start: number; end: number }[]): string {
  if (spans.length === 0) return original;
  const covered = new Uint8Array(original.length);
  for (const { start, end } of spans) covered.fill(1, start, end);
  let out = '';
  let at = 0;
  for (const ch of original) {
    out += covered[at] && !SPACE.test(ch) ? REPLACEMENT : ch;
    at += ch.length;
  }
  return out;
}

/** The words' matches in a text (no regular expressions). */
function wordMatches(matcher: Matcher, original: string): FilterMatch[] {
  const matches: FilterMatch[] = [];
  if (original.length === 0 || matcher.words.length === 0) return matches;
  const view = wordView(original);
  for (const word of matcher.words) {
    findWord(original, view, word, matches);
    findChoseong(original, view, word, matches);
  }
  return matches;
}

function outcome(original: string, matches: FilterMatch[], failure: EngineFailure | null): Screening {
  matches.sort((a, b) => a.start - b.start || b.end - a.end);
  let action: WordFilterAction | null = null;
  for (const m of matches) if (action === null || ACTION_RANK[m.action] > ACTION_RANK[action]) action = m.action;
  return { action, matches, replaced: coverSpans(original, matches), failure };
}

/**
 * What the entries find in each text, the strictest action among them, and the text with ※ over
 * the matches. The regular expressions of all the texts go to the pattern thread as one job; when
 * it fails or overruns its budget, each text that has something to check answers with `failure`
 * set (and whatever the words found).
 */
export async function screenAll(matcher: Matcher, originals: string[]): Promise<Screening[]> {
  const words = originals.map((original) => wordMatches(matcher, original));
  const needed = originals.map((original) => original.length > 0 && matcher.regexes.length > 0);
  let failure: EngineFailure | null = null;
  if (needed.some(Boolean)) {
    const plains = originals.map((original, k) => (needed[k] ? plainView(original) : null));
    try {
      const { hits } = await regexEngine.run(
        matcher.set,
        matcher.regexes.map((entry) => entry.pattern),
        plains.map((plain) => plain?.text ?? ''),
      );
      plains.forEach((plain, k) => {
        if (plain) regexMatches(originals[k]!, plain, matcher.regexes, hits[k] ?? [], words[k]!);
      });
    } catch (error) {
      failure = error instanceof RegexEngineError ? error.reason : 'error';
      console.error('[slime] word filter: the patterns could not be run:', (error as Error)?.message ?? error);
    }
  }
  return originals.map((original, k) => outcome(original, words[k]!, needed[k] ? failure : null));
}

/** What the entries find in a text (see screenAll). */
export async function screen(matcher: Matcher, original: string): Promise<Screening> {
  return (await screenAll(matcher, [original]))[0]!;
}
