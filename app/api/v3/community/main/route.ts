import { loadMainPage } from '@/lib/server/community/main-page';
import { handler, ok } from '@/lib/server/http/route';
import { mainPageQuery, mainPageSchema } from '@/lib/validation/posts';

export const GET = handler(
  {
    summary: 'Community main page: banners, hot posts and the section previews',
    description: '`language` narrows the hot posts and the previews to the posts written in one language (default `all`).',
    tags: ['Community'],
    query: mainPageQuery,
    lang: true,
    response: mainPageSchema,
    errors: { '400': '`language` other than ko, zh-TW or all: `errors.language` is `languageInvalid`' },
  },
  async ({ query, viewer, locale }) => ok(await loadMainPage({ viewer, locale }, query)),
);
