import 'server-only';
import { getChoseong } from 'es-hangul';
import { RE2 } from 're2-wasm';
import { isConsonant, normaliseWord, plainView, wordView, type WordView } from './normalise';

// The word filter's matcher: pure functions from the operators' entries and a text to what the
// text contains and what is to be done about it. lib/server/moderation/word-filter.ts keeps the
// entries and applies the outcome to posts, comments, profiles and inquiries.

import { WORD_FILTER_ACTIONS, WORD_FILTER_KINDS } from '@/lib/enums';

export { WORD_FILTER_ACTIONS, WORD_FILTER_KINDS };
export type WordFilterKind = (typeof WORD_FILTER_KINDS)[number];
export type WordFilterAction = (typeof WORD_FILTER_ACTIONS)[number];

/** The strictest action wins when several entries match. */
export const ACTION_RANK: Record<WordFilterAction, number> = { replace: 1, hold: 2, refuse: 3 };

export const REPLACEMENT = '※';
/** Regular expressions are run by RE2 (linear time, no backtracking); still kept short. */
export const PATTERN_MAX = 200;
/** 초성 runs shorter than this are not matched (ㅇㅇ, ㄱㄱ and the like are everyday chat). */
export const CHOSEONG_MIN = 2;
// A pathological text cannot make a pattern report without end.
const MATCHES_PER_ENTRY = 1000;

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
};

type CompiledWord = { entry: FilterEntry; needle: string; choseong: string | null };
type CompiledRegex = { entry: FilterEntry; re: RE2 };
export type Matcher = { words: CompiledWord[]; regexes: CompiledRegex[] };

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

function compileRegex(pattern: string): RE2 {
  return new RE2(pattern, 'giu');
}

/** Why a regular expression cannot be an entry (a field-error key), or null. */
export function patternProblem(pattern: string): string | null {
  if (pattern.length > PATTERN_MAX) return 'patternTooLong';
  let re: RE2;
  try {
    re = compileRegex(pattern);
  } catch {
    return 'patternInvalid';
  }
  // A pattern that matches nothing at all (a* , x?) would match every text.
  if (re.test('')) return 'patternMatchesEmpty';
  return null;
}

/** The entries ready to run; an entry that no longer compiles is skipped rather than failing every write. */
export function compileMatcher(entries: FilterEntry[]): Matcher {
  const matcher: Matcher = { words: [], regexes: [] };
  for (const entry of entries) {
    if (entry.kind === 'regex') {
      if (patternProblem(entry.pattern) === null) matcher.regexes.push({ entry, re: compileRegex(entry.pattern) });
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

function findRegex(original: string, plain: ReturnType<typeof plainView>, compiled: CompiledRegex, out: FilterMatch[]) {
  const { re, entry } = compiled;
  re.lastIndex = 0;
  let found = 0;
  for (let m = re.exec(plain.text); m && found < MATCHES_PER_ENTRY; m = re.exec(plain.text)) {
    const length = m[0]?.length ?? 0;
    if (length === 0) {
      re.lastIndex += 1;
      continue;
    }
    const start = plain.from[m.index]!;
    const end = plain.to[m.index + length - 1]!;
    out.push({ ...entryFields(entry), via: 'regex', start, end, text: original.slice(start, end) });
    found += 1;
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

/** What the entries find in a text, the strictest action among them, and the text with ※ over the matches. */
export function screen(matcher: Matcher, original: string): Screening {
  if (original.length === 0 || (matcher.words.length === 0 && matcher.regexes.length === 0)) {
    return { action: null, matches: [], replaced: original };
  }
  const matches: FilterMatch[] = [];
  if (matcher.words.length > 0) {
    const view = wordView(original);
    for (const word of matcher.words) {
      findWord(original, view, word, matches);
      findChoseong(original, view, word, matches);
    }
  }
  if (matcher.regexes.length > 0) {
    const plain = plainView(original);
    for (const regex of matcher.regexes) findRegex(original, plain, regex, matches);
  }
  matches.sort((a, b) => a.start - b.start || b.end - a.end);
  let action: WordFilterAction | null = null;
  for (const m of matches) if (action === null || ACTION_RANK[m.action] > ACTION_RANK[action]) action = m.action;
  return { action, matches, replaced: coverSpans(original, matches) };
}
