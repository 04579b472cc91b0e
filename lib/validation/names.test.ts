import { z } from '@/lib/zod';
import { nicknameSchema } from './auth';
import { hasBidiControls, hasVisibleCharacters } from './characters';
import { INVALID_CHARACTERS } from './input';
import { visibleName } from './names';
import { postWriteSchema } from './posts';
import { lookWriteSchema } from './room';
import { inquiryCreateSchema } from './support';

const keys = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.success ? [] : result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);

test('issue 26 §10: text of only blanks, format and invisible characters has nothing visible', () => {
  for (const text of ['\u202E\u200B', '\u200B\u200C\u200D\u2060', '\u3164\uFFA0', '\uFEFF \u00A0\u3000', '\u2800', '\u0301\uFE0F'])
    expect(hasVisibleCharacters(text)).toBe(false);
  for (const text of ['a', '코디', '夏', '🏖️', '\u200Bx']) expect(hasVisibleCharacters(text)).toBe(true);
});

test('issue 26 §10: bidi embeddings, overrides and isolates are found; marks and ordinary text are not', () => {
  for (const c of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])
    expect(hasBidiControls(`a${c}b`)).toBe(true);
  for (const text of ['abc', 'שלום', '\u200E', '코디']) expect(hasBidiControls(text)).toBe(false);
});

test('issue 26 §10: visibleName answers one key per problem, and leaves the empty string to the minimum', () => {
  const schema = visibleName(z.string().trim().min(1, 'required'), 'required');
  expect(keys(schema.safeParse(''), '')).toEqual(['required']);
  expect(keys(schema.safeParse('\u202E\u200B'), '')).toEqual([INVALID_CHARACTERS]);
  expect(keys(schema.safeParse('\u200B\u2060'), '')).toEqual(['required']);
  expect(schema.safeParse(' 봄 ').data).toBe('봄');
});

test('issue 26 §10: look names, nicknames, post and inquiry titles share the rule', () => {
  expect(keys(lookWriteSchema.safeParse({ name: '\u202E\u200B' }), 'name')).toEqual(['invalidCharacters']);
  expect(keys(lookWriteSchema.safeParse({ name: '\u200B\u200B' }), 'name')).toEqual(['nameRequired']);
  expect(keys(nicknameSchema.safeParse('\u202E\u200B'), '')).toEqual(['nicknameChars']);
  expect(keys(nicknameSchema.safeParse('\u200B\u3164'), '')).toEqual(['nicknameChars']);
  expect(nicknameSchema.safeParse('슬라임').success).toBe(true);
  const post = { category_id: 1, content: '내용이 충분히 길어요.' };
  expect(keys(postWriteSchema.safeParse({ ...post, title: 'a\u202Eb' }), 'title')).toEqual(['invalidCharacters']);
  expect(keys(postWriteSchema.safeParse({ ...post, title: '\u200B' }), 'title')).toEqual(['titleRequired']);
  expect(keys(inquiryCreateSchema.safeParse({ category: 'general', title: '\u2066\u2069', content: 'x' }), 'title')).toEqual([
    'invalidCharacters',
  ]);
});
