import 'server-only';
import { disassemble } from 'es-hangul';
import * as OpenCC from 'opencc-js';

// How the word filter reads text. Two views of the same text, each character of which remembers
// the span of the original text it came from (`from[i]` .. `to[i]`), so a match found in a view
// can be covered with ※ in the original exactly:
//
// - the *word* view, which banned words are looked for in: compatibility forms folded (NFKC:
//   full-width letters and digits become ASCII), accents dropped, lower case, look-alike digits,
//   symbols and Cyrillic or Greek letters read as the Latin letters they imitate, Chinese folded to
//   one script (Traditional and Simplified, and Taiwan's variants, read as Simplified), Hangul
//   syllables taken apart into their letters (jamo) with tense consonants read plain (씨 as 시),
//   and everything that is not a letter or a digit (spaces, punctuation, zero-width characters)
//   left out;
// - the *plain* view, which operators' regular expressions run on: NFKC, lower case and the
//   Chinese folding only (spaces, punctuation and digits stay, so a pattern can look for a phone
//   number), zero-width and other invisible formatting characters left out.

/** What a character of the word view came from: a Hangul syllable, a jamo typed on its own, or anything else. */
export type Origin = 'syllable' | 'jamo' | 'other';

export type View = {
  text: string;
  /** Index in the original text of the first code unit each character came from. */
  from: number[];
  /** Index just past the last code unit each character came from. */
  to: number[];
};

export type WordView = View & {
  origin: Origin[];
  /** True where this character starts the expansion of one original character (a syllable's first jamo). */
  unitStart: boolean[];
  /** True where this character ends that expansion. */
  unitEnd: boolean[];
};

// Folding to Simplified: many Traditional forms map to one Simplified character (幹, 乾 and 干 all
// read 干), so either script and any variant of it meets the same banned word. The other way, one
// Simplified character has several Traditional readings and the converter must guess by context.
let fold: ((text: string) => string) | undefined;
function foldChinese(text: string): string {
  fold ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
  if (!HAN.test(text)) return text;
  const whole = fold(text);
  if (whole.length === text.length) return whole;
  // A phrase conversion changed the length: fold character by character so positions stay put.
  return Array.from(text, (ch) => {
    const one = HAN.test(ch) ? fold!(ch) : ch;
    return one.length === ch.length ? one : ch;
  }).join('');
}

const HAN = /\p{Script=Han}/u;
const HANGUL_SYLLABLE = /^[\uAC00-\uD7A3]$/;
const COMPAT_JAMO = /^[\u3131-\u318E]$/;
// Zero-width and other invisible formatting characters (Cf: ZWSP, ZWJ, BOM, soft hyphen…),
// variation selectors, and the Hangul fillers (U+3164 and its half-width and conjoining forms) and
// the blank braille cell, which are letters or symbols that draw nothing: an evasion put between
// letters, never a letter of its own.
const INVISIBLE = /^[\p{Cf}\uFE00-\uFE0F\u115F\u1160\u3164\uFFA0\u2800]$/u;
// Hangul in a circle or parentheses (㉦, ㉮, ㈜): NFKC gives the jamo or syllables inside.
const ENCLOSED_HANGUL = /^[\u3200-\u321E\u3260-\u327E]$/;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

const TENSE: Record<string, string> = { ㄲ: 'ㄱ', ㄸ: 'ㄷ', ㅃ: 'ㅂ', ㅆ: 'ㅅ', ㅉ: 'ㅈ' };

// Conjoining jamo (U+1100 block; what half-width jamo become under NFKC, and what some keyboards
// send) read as the compatibility jamo people type, so 시발 meets 시발.
const CONJOINING = new Map<string, string>();
const addRun = (first: number, letters: string) =>
  Array.from(letters).forEach((letter, k) => CONJOINING.set(String.fromCodePoint(first + k), letter));
addRun(0x1100, 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ');
addRun(0x1161, 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ');
addRun(0x11a8, 'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ');
const HALF_WIDTH_JAMO = /^[\uFFA0-\uFFDC]$/;

/** A jamo in any of its encodings as a compatibility jamo; anything else unchanged. */
function compatibilityJamo(ch: string): string {
  const unit = HALF_WIDTH_JAMO.test(ch) ? ch.normalize('NFKC') : ch;
  return CONJOINING.get(unit) ?? unit;
}

// Chinese variants OpenCC keeps apart that an evasion swaps freely: 妳 and 您 for 你.
const CHINESE_VARIANTS: Record<string, string> = { 妳: '你', 您: '你' };
const CONSONANT = /^[\u3131-\u314E]$/;
const VOWEL = /^[\u314F-\u3163]$/;

// What a character imitates. Digits and symbols read as letters; Cyrillic and Greek letters that
// look Latin read as those.
const LOOK_ALIKE: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  l: 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '+': 't',
  '8': 'b',
  '9': 'g',
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Small capitals and hooked or barred letters that no Unicode folding takes to a plain letter
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ꞯ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  ƒ: 'f',
  ɑ: 'a',
  ƀ: 'b',
  ɓ: 'b',
  ƈ: 'c',
  đ: 'd',
  ɗ: 'd',
  ɡ: 'g',
  ħ: 'h',
  ɦ: 'h',
  ı: 'i',
  ɨ: 'i',
  ɩ: 'i',
  ȷ: 'j',
  ƙ: 'k',
  ł: 'l',
  ɱ: 'm',
  ɲ: 'n',
  ø: 'o',
  ɵ: 'o',
  ƥ: 'p',
  ʠ: 'q',
  ɍ: 'r',
  ƭ: 't',
  ŧ: 't',
  ʈ: 't',
  ʉ: 'u',
  ʋ: 'v',
  ƴ: 'y',
  ƶ: 'z',
};
// 'l', '1', 'i', '|' and '!' written right after a Korean consonant stand for the vowel ㅣ (ㅅl발).
const LOOKS_LIKE_I = new Set(['i']);

/** NFKC, then accents dropped (é → e) and lower case; Hangul is handled apart. */
function foldLatin(ch: string): string {
  return ch.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();
}

/** The plain view: what regular-expression entries see. */
export function plainView(original: string): View {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const ch of original) {
    const start = at;
    at += ch.length;
    if (INVISIBLE.test(ch)) continue;
    const out = ch.normalize('NFKC').toLowerCase();
    for (const unit of out) {
      text += unit;
      for (let k = 0; k < unit.length; k += 1) {
        from.push(start);
        to.push(at);
      }
    }
  }
  return { text: foldChinese(text), from, to };
}

/** The word view: what banned words are looked for in (see the top of this file). */
export function wordView(original: string): WordView {
  const chars: string[] = [];
  const view: Omit<WordView, 'text'> = { from: [], to: [], origin: [], unitStart: [], unitEnd: [] };
  // One entry per UTF-16 code unit, so string indices of the view's text index these arrays.
  const push = (pieces: string[], start: number, end: number, origin: Origin) => {
    const units = pieces.join('');
    for (let k = 0; k < units.length; k += 1) {
      chars.push(units[k]!);
      view.from.push(start);
      view.to.push(end);
      view.origin.push(origin);
      view.unitStart.push(k === 0);
      view.unitEnd.push(k === units.length - 1);
    }
  };
  const isHangul = (letter: string) => HANGUL_SYLLABLE.test(letter) || COMPAT_JAMO.test(letter);
  const jamoOf = (letters: string[]) => letters.flatMap((letter) => Array.from(disassemble(letter), (j) => TENSE[j] ?? j));
  let at = 0;
  for (const ch of original) {
    const start = at;
    at += ch.length;
    if (INVISIBLE.test(ch)) continue;
    const letter = compatibilityJamo(ch);
    if (isHangul(letter)) {
      push(jamoOf([letter]), start, at, HANGUL_SYLLABLE.test(letter) ? 'syllable' : 'jamo');
      continue;
    }
    if (ENCLOSED_HANGUL.test(ch)) {
      // ㉦㉥ are ㅅㅂ typed in circles; ㈜ is 주 in parentheses (which are left out, as punctuation is).
      const inside = Array.from(ch.normalize('NFKC'), compatibilityJamo).filter(isHangul);
      if (inside.length > 0) {
        push(jamoOf(inside), start, at, inside.every((l) => HANGUL_SYLLABLE.test(l)) ? 'syllable' : 'jamo');
        continue;
      }
    }
    const pieces: string[] = [];
    for (const unit of foldLatin(ch)) {
      const like = LOOK_ALIKE[unit] ?? unit;
      if (LETTER_OR_DIGIT.test(like)) pieces.push(like);
    }
    if (pieces.length === 0) continue;
    // ㅅl발: an i-like mark right after a Korean consonant typed alone is the vowel ㅣ (after a
    // syllable's final consonant, as in 병1신, it is noise between two syllables).
    const before = chars[chars.length - 1];
    const typedAlone = view.origin[view.origin.length - 1] === 'jamo';
    if (pieces.length === 1 && LOOKS_LIKE_I.has(pieces[0]!) && before !== undefined && typedAlone && CONSONANT.test(before)) {
      push(['ㅣ'], start, at, 'jamo');
      continue;
    }
    push(pieces, start, at, 'other');
  }
  dropNoiseInHangul(chars, view);
  // Han characters are one UTF-16 unit each and fold one for one, so positions stay valid.
  const folded = foldChinese(chars.join('')).replace(/[妳您]/g, (c) => CHINESE_VARIANTS[c] ?? c);
  return { text: folded, ...view };
}

/** How many digits or Latin letters in a row, put between two Korean letters or two Han characters, are noise. */
const NOISE_MAX = 3;

/**
 * 시1발, 시x발, 시12발, 幹1你娘: up to NOISE_MAX digits or Latin letters put between two Korean
 * letters, or between two Han characters, are noise, not letters of the word (a Han character
 * between Korean letters is kept: it may be part of a mixed word).
 */
function dropNoiseInHangul(chars: string[], view: Omit<WordView, 'text'>) {
  const hangul = (i: number) => view.origin[i] === 'syllable' || view.origin[i] === 'jamo';
  const han = (i: number) => view.origin[i] === 'other' && HAN.test(chars[i]!);
  const noise = (i: number) => view.origin[i] === 'other' && view.unitStart[i] && view.unitEnd[i] && !HAN.test(chars[i]!);
  const drop = new Set<number>();
  for (let i = 1; i < chars.length;) {
    if (!noise(i)) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < chars.length && noise(j)) j += 1;
    const between = j < chars.length && ((hangul(i - 1) && hangul(j)) || (han(i - 1) && han(j)));
    if (between && j - i <= NOISE_MAX) for (let k = i; k < j; k += 1) drop.add(k);
    i = j;
  }
  if (drop.size === 0) return;
  for (const list of [chars, view.from, view.to, view.origin, view.unitStart, view.unitEnd] as unknown[][]) {
    let out = 0;
    for (let i = 0; i < list.length; i += 1) if (!drop.has(i)) list[out++] = list[i];
    list.length = out;
  }
}

/** The word view of a banned word itself (what it must be found as). */
export function normaliseWord(word: string): string {
  return wordView(word).text;
}

export const isConsonant = (ch: string) => CONSONANT.test(ch);
export const isVowel = (ch: string) => VOWEL.test(ch);
