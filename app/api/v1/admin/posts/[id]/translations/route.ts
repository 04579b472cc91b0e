import { listPostTranslations } from '@/lib/server/community/translations';
import { handler, ok } from '@/lib/server/http/route';
import { postTranslationDtoSchema } from '@/lib/validation/admin/content/posts';
import { z } from '@/lib/zod';
import { adminRowContract } from '@/app/api/v1/admin/contract';

export const GET = handler(
  {
    ...adminRowContract('No such live post'),
    summary: "An official post's translations (its title and body in its other language)",
    response: z.array(postTranslationDtoSchema),
  },
  async ({ params }) => ok(await listPostTranslations(params.id)),
);
