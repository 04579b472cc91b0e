import { z } from '@/lib/zod';
import { hasForbiddenCharacters } from './characters';

export { hasForbiddenCharacters };

// Rules every request input obeys before its own schema is applied: the API's doors (JSON bodies,
// queries and multipart fields in lib/server/http/route.ts) and the pages that read search
// parameters all go through `parseInput` / `safeParseInput`, so no handler has to remember them.

/** The field-error key of text holding a character that cannot be stored (translated by the forms). */
export const INVALID_CHARACTERS = 'invalidCharacters';

/**
 * One issue per string (or object key) holding a forbidden character, at its path; a bad key is
 * reported at its parent. Walks iteratively, so a deeply nested body cannot exhaust the stack.
 */
export function forbiddenCharacterIssues(value: unknown): z.core.$ZodIssue[] {
  // Each node links to its parent, so a path is built only for what is flagged (no copying per level).
  type Node = { value: unknown; key: PropertyKey | null; parent: Node | null };
  const pathOf = (node: Node | null): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let at = node; at && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const issues: z.core.$ZodIssue[] = [];
  const flagged = new Set<string>();
  const flag = (node: Node | null) => {
    const path = pathOf(node);
    const key = path.join('.');
    if (flagged.has(key)) return;
    flagged.add(key);
    issues.push({ code: 'custom', path, message: INVALID_CHARACTERS, input: undefined });
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      if (hasForbiddenCharacters(node.value)) flag(node);
    } else if (Array.isArray(node.value)) {
      for (let i = node.value.length - 1; i >= 0; i -= 1) stack.push({ value: node.value[i], key: i, parent: node });
    } else if (node.value !== null && typeof node.value === 'object' && !(node.value instanceof Blob)) {
      for (const [key, item] of Object.entries(node.value).reverse()) {
        if (hasForbiddenCharacters(key)) flag(node);
        else stack.push({ value: item, key, parent: node });
      }
    }
  }
  return issues;
}

/**
 * `schema.safeParse(value)`, refusing forbidden characters anywhere in `value` (with the key
 * INVALID_CHARACTERS on that field) beside the schema's own errors on the other fields.
 */
export function safeParseInput<S extends z.ZodType>(schema: S, value: unknown): z.ZodSafeParseResult<z.output<S>> {
  const forbidden = forbiddenCharacterIssues(value);
  const parsed = schema.safeParse(value);
  if (forbidden.length === 0) return parsed;
  const bad = forbidden.map((issue) => issue.path.join('.'));
  // Other errors of a field already refused (or inside it) would only repeat the same mistake.
  const covered = (path: PropertyKey[]) => {
    const key = path.join('.');
    return bad.some((b) => key === b || (b !== '' && key.startsWith(`${b}.`)));
  };
  const others = parsed.success ? [] : parsed.error.issues.filter((issue) => !covered(issue.path));
  return { success: false, error: new z.ZodError([...forbidden, ...others]) } as z.ZodSafeParseResult<z.output<S>>;
}

/** `schema.parse(value)` with the rules above: throws a ZodError (400 / 1000 in the API). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = safeParseInput(schema, value);
  if (!parsed.success) throw parsed.error;
  return parsed.data;
}
