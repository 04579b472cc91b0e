import { getGuide } from '@/lib/server/guides';
import { NotFound } from '@/lib/server/http/errors';
import { handler, ok } from '@/lib/server/http/route';
import { guideSlugParam } from '@/lib/validation/guides';

export const GET = handler<{ slug: string }>(async ({ params, locale }) => {
  const parsed = guideSlugParam.safeParse(params);
  if (!parsed.success) throw NotFound('Guide not found');
  return ok(await getGuide(parsed.data.slug, locale));
});
