import { z } from '@/lib/zod';
import { NOTICE_KINDS } from '@/lib/enums';
import { pageQuery } from './common';

export { NOTICE_KINDS };

export const noticeListQuery = pageQuery.extend({
  kind: z.enum(NOTICE_KINDS).optional(),
});

export const noticeSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTICE_KINDS),
    title: z.string(),
    content: z.string().meta({ description: 'Markdown' }),
    is_pinned: z.boolean(),
    published_at: z.string().meta({ format: 'date-time' }),
    updated_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Notice' });
export type NoticeDto = z.infer<typeof noticeSchema>;

export const noticeSummarySchema = noticeSchema.omit({ content: true }).extend({ excerpt: z.string() }).meta({ id: 'NoticeSummary' });
export type NoticeSummaryDto = z.infer<typeof noticeSummarySchema>;
