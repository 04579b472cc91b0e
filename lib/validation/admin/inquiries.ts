import { z } from '@/lib/zod';
import { INQUIRY_CATEGORIES, INQUIRY_STATUSES } from '@/lib/enums';
import { pageQuery } from '@/lib/validation/common';
import { keyword, optionalQuery } from './common';
import { adminMemberSchema } from './members';
import { memberRefSchema } from './refs';
import { inquiryDetailSchema, inquiryRowShape } from '@/lib/validation/support';

export const adminInquiryQuery = pageQuery.extend({
  status: optionalQuery(z.enum(INQUIRY_STATUSES)),
  category: optionalQuery(z.enum(INQUIRY_CATEGORIES)),
  q: keyword.meta({ description: 'Part of the title or the member nickname' }),
});
export type AdminInquiryQuery = z.infer<typeof adminInquiryQuery>;

export const inquiryStatusChangeSchema = z
  .object({ status: z.enum(INQUIRY_STATUSES, { error: 'statusInvalid' }) })
  .meta({ id: 'AdminInquiryStatus' });

export const adminInquirySummarySchema = z
  .object({
    ...inquiryRowShape,
    member: memberRefSchema.nullable(),
    reply_count: z.number().int(),
    has_admin_reply: z.boolean(),
    last_reply_at: z.string().nullable(),
    locale: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminInquirySummary' });
export type AdminInquirySummaryDto = z.infer<typeof adminInquirySummarySchema>;

/** One inquiry with its replies and the member who asked. */
export const adminInquiryDetailSchema = inquiryDetailSchema
  .extend({
    member: adminMemberSchema.pick({ id: true, uuid: true, nickname: true, role: true, status: true, suspended_until: true }).nullable(),
  })
  .meta({ id: 'AdminInquiryDetail' });
export type AdminInquiryDetailDto = z.infer<typeof adminInquiryDetailSchema>;
