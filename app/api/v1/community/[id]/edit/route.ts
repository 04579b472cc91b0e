import { loadOwnPostForEdit } from '@/lib/server/community/post-write';
import { handler, ok } from '@/lib/server/http/route';
import { idParam } from '@/lib/validation/common';
import { postEditSourceSchema } from '@/lib/validation/posts';

export const GET = handler(
  {
    summary: "The edit form's source of one's own post",
    description:
      'Only the author gets it (a suspended author too: saving is what is refused); anyone else gets 404, as for a missing post.',
    tags: ['Community'],
    auth: 'signedIn',
    params: idParam,
    lang: true,
    response: postEditSourceSchema,
    errors: { '404': "1400: no such post (deleted or hidden), or not the viewer's" },
  },
  async ({ params, viewer, locale }) => ok(await loadOwnPostForEdit(viewer, params.id, locale)),
);
