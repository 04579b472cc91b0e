import { replyToInquiry } from '@/lib/server/admin/inquiries';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { inquiryReplyCreateSchema } from '@/lib/validation/support';

// An operator's answer (labelled admin); a waiting inquiry moves to processing and the member is notified.
export const POST = handler<{ id: string }>(
  async ({ req, params, viewer }) =>
    ok(await replyToInquiry(viewer, adminIdParam.parse(params).id, (await readJson(req, inquiryReplyCreateSchema)).content), {
      status: 201,
    }),
  { auth: 'admin' },
);
