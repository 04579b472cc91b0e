import { getGuide } from '@/lib/server/guides';
import { handler, ok } from '@/lib/server/http/route';
import { guideSchema, guideSlugParam } from '@/lib/validation/guides';

export const GET = handler(
  {
    summary: 'One guide with its Markdown (null content: the guide page has no content source yet)',
    tags: ['Guide book'],
    params: guideSlugParam,
    badParams: 404,
    lang: true,
    response: guideSchema,
    errors: { '404': 'No such published guide' },
  },
  async ({ params, locale }) => ok(await getGuide(params.slug, locale)),
);
