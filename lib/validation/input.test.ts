import { z } from '@/lib/zod';
import { INVALID_CHARACTERS, forbiddenCharacterIssues, hasForbiddenCharacters, parseInput, safeParseInput } from './input';

const NUL = '\u0000';
const schema = z.object({ title: z.string().max(5, 'titleMax'), tags: z.array(z.string()).default([]), n: z.number() });

it('finds U+0000 in strings, nested values and object keys, at their paths', () => {
  expect(hasForbiddenCharacters(`a${NUL}`)).toBe(true);
  expect(hasForbiddenCharacters('슬라임\t\n')).toBe(false);
  const issues = forbiddenCharacterIssues({ a: `x${NUL}`, b: [{ c: 'ok' }, { c: NUL }], [`k${NUL}`]: 1, d: { [`e${NUL}`]: 'v' } });
  expect(issues.map((i) => i.path.join('.')).sort()).toEqual(['', 'a', 'b.1.c', 'd']);
  expect(issues.every((i) => i.message === INVALID_CHARACTERS)).toBe(true);
  expect(forbiddenCharacterIssues({ a: 1, b: null, c: ['fine'] })).toEqual([]);
});

it('walks a deeply nested value without exhausting the stack', () => {
  let deep: unknown = NUL;
  for (let i = 0; i < 200_000; i += 1) deep = [deep];
  expect(forbiddenCharacterIssues(deep)).toHaveLength(1);
});

it('refuses the field with one message and keeps the schema errors of the other fields', () => {
  const parsed = safeParseInput(schema, { title: `toolong${NUL}`, n: 'x' });
  expect(parsed.success).toBe(false);
  const errors = parsed.error!.issues.map((i) => [i.path.join('.'), i.message]);
  expect(errors).toContainEqual(['title', INVALID_CHARACTERS]);
  expect(errors.filter(([path]) => path === 'title')).toHaveLength(1);
  expect(errors.some(([path]) => path === 'n')).toBe(true);
});

it('parses clean input as the schema does', () => {
  expect(parseInput(schema, { title: 'abc', n: 1 })).toEqual({ title: 'abc', tags: [], n: 1 });
  expect(() => parseInput(schema, { title: 'abc', tags: [NUL], n: 1 })).toThrow(z.ZodError);
});
