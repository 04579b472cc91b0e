import { handler, ok, readJson } from '@/lib/server/http/route';
import { addUserReply } from '@/lib/server/support';
import { idParam } from '@/lib/validation/common';
import { inquiryReplyCreateSchema } from '@/lib/validation/support';

export const POST = handler<{ id: string }>(
  async ({ req, params, viewer, locale }) => {
    const { id } = idParam.parse(params);
    const { content } = await readJson(req, inquiryReplyCreateSchema);
    return ok(await addUserReply(viewer, id, content, locale), { status: 201 });
  },
  { auth: 'member' },
);
