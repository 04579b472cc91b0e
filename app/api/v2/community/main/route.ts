import { loadMainPage } from '@/lib/server/community/main-page';
import { handler, ok } from '@/lib/server/http/route';
import { mainPageQuery, mainPageSchema } from '@/lib/validation/posts';

// The older main-page path answers exactly what v3 does.
export const GET = handler(
  {
    summary: 'Community main page (older path; the same answer as v3)',
    tags: ['Community'],
    query: mainPageQuery,
    lang: true,
    response: mainPageSchema,
    errors: { '400': '`language` other than ko, zh-TW or all: `errors.language` is `languageInvalid`' },
  },
  async ({ query, viewer, locale }) => ok(await loadMainPage({ viewer, locale }, query)),
);
