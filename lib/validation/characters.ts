// Kept apart from zod (input.ts re-exports it): pages that only check a string in the browser,
// like the search page, then do not carry zod in their bundle.

// U+0000: PostgreSQL text cannot hold it, so it would fail in SQL rather than in validation.
const FORBIDDEN = /\u0000/;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}
