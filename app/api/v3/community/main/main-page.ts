import { loadMainPage } from '@/lib/server/community/main-page';
import { handler, ok } from '@/lib/server/http/route';
import { mainPageQuery, mainPageSchema } from '@/lib/validation/posts';

/** The GET of the community main page: v3's, and v2's older path, which answers the same. */
export function mainPageGet(head: { summary: string; description?: string }) {
  return handler(
    {
      ...head,
      tags: ['Community'],
      query: mainPageQuery,
      lang: true,
      response: mainPageSchema,
      errors: { '400': '`language` other than ko, zh-TW or all: `errors.language` is `languageInvalid`' },
    },
    async ({ query, viewer, locale }) => ok(await loadMainPage({ viewer, locale }, query)),
  );
}
