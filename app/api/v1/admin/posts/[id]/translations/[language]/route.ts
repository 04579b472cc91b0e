import { deletePostTranslation, savePostTranslation } from '@/lib/server/community/translations';
import { handler, ok } from '@/lib/server/http/route';
import { postTranslationDtoSchema, postTranslationParams, postTranslationSchema } from '@/lib/validation/admin/content/posts';
import { z } from '@/lib/zod';
import { adminContract } from '@/app/api/v1/admin/contract';

const TRANSLATION_ERRORS = {
  '400':
    'Field errors; `translationNotOfficial`: not in an operator-only board; `translationSameLanguage`: the post is written in this language',
  '404': 'No such live post',
};

export const PUT = handler(
  {
    ...adminContract(TRANSLATION_ERRORS),
    summary: "Add or replace an official post's title and body in its other language (readers of that language see it)",
    params: postTranslationParams,
    body: postTranslationSchema,
    response: postTranslationDtoSchema,
  },
  async ({ params, body, viewer }) => ok(await savePostTranslation(viewer, params.id, params.language, body)),
);

export const DELETE = handler(
  {
    ...adminContract({ '404': 'No such translation' }),
    summary: "Remove an official post's translation",
    params: postTranslationParams,
    response: z.null(),
  },
  async ({ params, viewer }) => {
    await deletePostTranslation(viewer, params.id, params.language);
    return ok(null);
  },
);
