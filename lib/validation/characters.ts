// Kept apart from zod (input.ts re-exports it): pages that only check a string in the browser,
// like the search page, then do not carry zod in their bundle.

// U+0000: PostgreSQL text cannot hold it, so it would fail in SQL rather than in validation.
const FORBIDDEN = /\u0000/;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

// Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): in a name or a title
// they reorder the text shown after it (a "txt.exe" that reads "exe.txt"), so names refuse them.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

// What draws nothing on its own: white space, format characters (zero-width spaces and joiners,
// bidi marks, the BOM), other default-ignorables (Hangul fillers, variation selectors), combining
// marks with nothing to sit on, and the braille blank.
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}\u2800]/gu;

export function hasBidiControls(text: string): boolean {
  return BIDI_CONTROLS.test(text);
}

/** Whether any character of `text` is seen: false for text of only blanks and invisible characters. */
export function hasVisibleCharacters(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}
