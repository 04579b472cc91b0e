import { handler, ok } from '@/lib/server/http/route';
import { getNotice } from '@/lib/server/notices';
import { idParam } from '@/lib/validation/common';

export const GET = handler<{ id: string }>(async ({ params, locale }) => {
  const { id } = idParam.parse(params);
  return ok(await getNotice(id, locale));
});
