import { handler, ok } from '@/lib/server/http/route';
import { getNotice } from '@/lib/server/notices';
import { idParam } from '@/lib/validation/common';
import { noticeSchema } from '@/lib/validation/notices';

export const GET = handler(
  {
    summary: 'One notice',
    tags: ['Board'],
    params: idParam,
    lang: true,
    response: noticeSchema,
    errors: { '404': 'No such notice' },
  },
  async ({ params, locale }) => ok(await getNotice(params.id, locale)),
);
