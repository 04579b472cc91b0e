import { moveInquiryStatus } from '@/lib/server/admin/inquiries';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { adminIdParam } from '@/lib/validation/admin/common';
import { inquiryStatusChangeSchema } from '@/lib/validation/admin/inquiries';

// waiting → processing → completed; a completed inquiry may be reopened to processing (409 otherwise).
export const PUT = handler<{ id: string }>(
  async ({ req, params, viewer, locale }) =>
    ok(await moveInquiryStatus(viewer, adminIdParam.parse(params).id, (await readJson(req, inquiryStatusChangeSchema)).status, locale)),
  { auth: 'admin' },
);
