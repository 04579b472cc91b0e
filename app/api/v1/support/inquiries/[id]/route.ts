import { handler, ok } from '@/lib/server/http/route';
import { getInquiry } from '@/lib/server/support';
import { idParam } from '@/lib/validation/common';

export const GET = handler<{ id: string }>(
  async ({ params, viewer, locale }) => {
    const { id } = idParam.parse(params);
    return ok(await getInquiry(viewer, id, locale));
  },
  { auth: 'signedIn' },
);
