import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { adminIdParam } from '@/lib/validation/admin/common';
import { paginatedSchema } from '@/lib/validation/common';
import {
  wordFilterInputSchema,
  wordFilterListQuery,
  wordFilterSchema,
  wordFilterTryResultSchema,
  wordFilterTrySchema,
} from '@/lib/validation/word-filters';
import { errorResponse, json, op } from '../op';

const admin = (summary: string, data: z.ZodType, extra: Parameters<typeof op>[2] = {}) =>
  op(summary, data, {
    tags: ['Administration'],
    auth: true,
    ...extra,
    responses: { '403': errorResponse('1300: not an administrator; 1301: suspended'), ...(extra.responses ?? {}) },
  });
const invalid = errorResponse(
  '1000: `errors` per field: required, tooLong; pattern: wordEmpty, wordTooShort (a word needs two letters, or one Han character), ' +
    'patternInvalid (not an RE2 expression: no look-around or back-references), patternTooLong (over 200), patternMatchesEmpty, ' +
    'patternTooCostly (a repeat count over 100, too large a program, or over a second on a trial text)',
);
const taken = { '409': errorResponse('1500: another entry of the kind matches the same folded word (errors.pattern = wordFilterTaken)') };
const notFound = { '404': errorResponse('No such entry') };
const idPath = { path: adminIdParam };
const matching =
  'Words are matched with evasions folded: NFKC (full-width), accents, case, look-alike digits, symbols and Cyrillic or Greek letters, ' +
  'Traditional and Simplified Chinese, Hangul as jamo with tense consonants read plain, spaces and punctuation between letters; ' +
  'a Korean word is also caught as its 초성 typed alone. Regular expressions (RE2) run on the NFKC, lower-cased, Chinese-folded text.';

export const wordFilterPaths: ZodOpenApiPathsObject = {
  '/v1/admin/word-filters/': {
    get: admin('The word filter’s entries, active ones first', paginatedSchema(wordFilterSchema), {
      requestParams: { query: wordFilterListQuery },
    }),
    post: (() => {
      const operation = admin('Add a word or pattern to the word filter', wordFilterSchema, {
        description: `${matching} Actions: refuse, hold (posts and comments hidden pending review), replace (※ over the match).`,
        requestBody: json(wordFilterInputSchema),
        responses: { '400': invalid, ...taken },
      });
      const { '200': success, ...responses } = operation.responses ?? {};
      return { ...operation, responses: { '201': { ...(success as object), description: 'Created' }, ...responses } };
    })(),
  },
  '/v1/admin/word-filters/{id}/': {
    get: admin('One entry of the word filter', wordFilterSchema, { requestParams: idPath, responses: notFound }),
    put: admin('Replace an entry of the word filter', wordFilterSchema, {
      requestParams: idPath,
      requestBody: json(wordFilterInputSchema),
      responses: { ...notFound, '400': invalid, ...taken },
    }),
    delete: admin('Delete an entry of the word filter', z.null(), { requestParams: idPath, responses: notFound }),
  },
  '/v1/admin/word-filters/test/': {
    post: admin('Try a text against the active entries (nothing is saved)', wordFilterTryResultSchema, {
      description: matching,
      requestBody: json(wordFilterTrySchema),
      responses: { '400': errorResponse('1000: text missing or over 20,000 characters') },
    }),
  },
};
