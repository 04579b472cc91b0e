import { listPosts } from '@/lib/server/community/posts';
import { okCursorPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { cursorPageSchema, postListQuery, postSummarySchema } from '@/lib/validation/posts';

// The read side; POST (create) belongs to the write side and is exported from this file too.
export const GET = handler(
  {
    summary: 'List or search posts, newest or oldest first, by keyset cursor',
    description: [
      'Without `keyword`: a category list; the first page (no cursor) starts with the category’s pinned posts, which the following pages leave out.',
      'With `keyword`: a search by `search_type` (post = title and content, title, content, nickname); `%` and `_` are plain letters.',
      '`trade=sell` keeps the sale board (17) and sell-type posts (16); `trade=buy` the wanted board (18) and need-type posts (15).',
      '`language=ko` or `language=zh-TW` keeps the posts written in that language (each post records it, told from its text: Hangul → ko, Han characters without Hangul → zh-TW, else the writer’s language); `all`, the default, keeps every post. The count follows the filter.',
      'Hidden and deleted posts never appear; neither do posts of members the caller blocked or who blocked the caller.',
      'Follow `next` / `previous` (they carry an opaque `cursor`); `count` is computed with the first page and repeated by the following ones.',
    ].join('\n\n'),
    tags: ['Community'],
    query: postListQuery,
    lang: true,
    response: cursorPageSchema(postSummarySchema),
    errors: {
      '400': 'Validation failed: `errors` per query parameter; a `language` other than ko, zh-TW or all answers `languageInvalid`',
    },
  },
  async ({ url, query, viewer, locale }) => okCursorPage(url, await listPosts(query, { viewer, locale })),
);
export { POST } from './write-handlers';
