import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { idParam } from '@/lib/validation/common';
import {
  cursorPageSchema,
  mainPageQuery,
  mainPageSchema,
  postDetailSchema,
  postListQuery,
  postSummarySchema,
  rankingQuery,
  rankingSchema,
} from '@/lib/validation/posts';
import { errorResponse, langParam, op } from '../op';

// The read side of the community board (lists, search, one post, main page, rankings).
export const communityPaths: ZodOpenApiPathsObject = {
  '/v1/community/': {
    get: op('List or search posts, newest or oldest first, by keyset cursor', cursorPageSchema(postSummarySchema), {
      tags: ['Community'],
      description: [
        'Without `keyword`: a category list; the first page (no cursor) starts with the category’s pinned posts, which the following pages leave out.',
        'With `keyword`: a search by `search_type` (post = title and content, title, content, nickname); `%` and `_` are plain letters.',
        '`trade=sell` keeps the sale board (17) and sell-type posts (16); `trade=buy` the wanted board (18) and need-type posts (15).',
        '`language=ko` or `language=zh-TW` keeps the posts written in that language (each post records it, told from its text: Hangul → ko, Han characters without Hangul → zh-TW, else the writer’s language); `all`, the default, keeps every post. The count follows the filter.',
        'Hidden and deleted posts never appear; neither do posts of members the caller blocked or who blocked the caller.',
        'Follow `next` / `previous` (they carry an opaque `cursor`); `count` is computed with the first page and repeated by the following ones.',
      ].join('\n\n'),
      requestParams: { query: postListQuery.extend(langParam.shape) },
      responses: {
        '400': errorResponse(
          'Validation failed: `errors` per query parameter; a `language` other than ko, zh-TW or all answers `languageInvalid`',
        ),
      },
    }),
  },
  '/v1/community/{id}/': {
    get: op('One post; counts a view at most once an hour per member or device', postDetailSchema, {
      tags: ['Community'],
      requestParams: { path: idParam, query: langParam },
      responses: { '404': errorResponse('No such post, or hidden, deleted, or by a blocked member') },
    }),
  },
  '/v3/community/main/': {
    get: op('Community main page: banners, hot posts and the section previews', mainPageSchema, {
      tags: ['Community'],
      description: '`language` narrows the hot posts and the previews to the posts written in one language (default `all`).',
      requestParams: { query: mainPageQuery.extend(langParam.shape) },
      responses: {
        '400': errorResponse('`language` other than ko, zh-TW or all: `errors.language` is `languageInvalid`'),
      },
    }),
  },
  '/v2/community/main/': {
    get: op('Community main page (older path; the same answer as v3)', mainPageSchema, {
      tags: ['Community'],
      requestParams: { query: mainPageQuery.extend(langParam.shape) },
      responses: {
        '400': errorResponse('`language` other than ko, zh-TW or all: `errors.language` is `languageInvalid`'),
      },
    }),
  },
  '/v1/community/ranking/': {
    get: op('Rankings: hot posts of the last 7 days, or the contest board by ranking score', rankingSchema, {
      tags: ['Community'],
      description:
        'hot: score = (likers + 2·recommenders + 1.5·commenters) / (age in hours + 2)^1.5 over the posts of the last 7 days; distinct members only, the author excluded; recomputed at most once a minute. contest: category 46 by ranking_score with its rank.',
      requestParams: { query: rankingQuery.extend(langParam.shape) },
    }),
  },
  '/v1/community/top-url/': {
    get: op('The hot ranking (same as /v1/community/ranking/?type=hot)', rankingSchema, {
      tags: ['Community'],
      requestParams: { query: rankingQuery.pick({ limit: true }).extend(langParam.shape) },
    }),
  },
};
