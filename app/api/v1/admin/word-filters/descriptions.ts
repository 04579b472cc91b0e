// What the word filter's contracts say more than once.

export const matching =
  'Words are matched with evasions folded: NFKC (full-width), accents, case, look-alike digits, symbols and Cyrillic or Greek letters, ' +
  'Traditional and Simplified Chinese, Hangul as jamo with tense consonants read plain, spaces and punctuation between letters; ' +
  'a Korean word is also caught as its 초성 typed alone. Regular expressions (RE2) run on the NFKC, lower-cased, Chinese-folded text.';

/** The 400 and 409 of writing an entry. */
export const entryErrors = {
  '400':
    '1000: `errors` per field: required, tooLong; pattern: wordEmpty, wordTooShort (a word needs two letters, or one Han character), ' +
    'patternInvalid (not an RE2 expression: no look-around or back-references), patternTooLong (over 200), patternMatchesEmpty, ' +
    'patternTooCostly (a repeat count over 100, too large a program, or over a second on a trial text)',
  '409': '1500: another entry of the kind matches the same folded word (errors.pattern = wordFilterTaken)',
};
