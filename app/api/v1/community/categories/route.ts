import { listCategoryGroups } from '@/lib/server/community/categories';
import { handler, ok } from '@/lib/server/http/route';
import { categoryGroupSchema } from '@/lib/validation/categories';
import { z } from '@/lib/zod';

export const GET = handler(
  {
    summary: 'Category groups with their sub-categories',
    tags: ['Community'],
    lang: true,
    response: z.array(categoryGroupSchema),
  },
  async ({ locale }) => ok(await listCategoryGroups(locale)),
);
