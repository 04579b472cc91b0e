import { z } from '@/lib/zod';
import { NOTICE_KINDS } from '@/lib/enums';
import { pageQuery } from '@/lib/validation/common';
import { bilingual, isoDateTime, keyword } from '../common';

export const NOTICE_TITLE_MAX = 120;
export const NOTICE_CONTENT_MAX = 20_000;

export const noticeInputSchema = z
  .object({
    kind: z.enum(NOTICE_KINDS).default('notice'),
    title_ko: bilingual(NOTICE_TITLE_MAX),
    title_zh_tw: bilingual(NOTICE_TITLE_MAX),
    content_ko: bilingual(NOTICE_CONTENT_MAX).meta({ description: 'Markdown' }),
    content_zh_tw: bilingual(NOTICE_CONTENT_MAX).meta({ description: 'Markdown' }),
    is_pinned: z.boolean().default(false),
    published_at: isoDateTime.optional().meta({ description: 'Defaults to now' }),
  })
  .meta({ id: 'AdminNoticeInput' });
export type NoticeInput = z.infer<typeof noticeInputSchema>;
export const noticePatchSchema = noticeInputSchema
  .partial()
  .extend({ kind: z.enum(NOTICE_KINDS).optional(), is_pinned: z.boolean().optional() })
  .meta({ id: 'AdminNoticePatch' });
export type NoticePatch = z.infer<typeof noticePatchSchema>;

export const adminNoticeQuery = pageQuery.extend({ q: keyword.meta({ description: 'Part of the title in either language' }) });

export const adminNoticeSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTICE_KINDS),
    title_ko: z.string(),
    title_zh_tw: z.string(),
    content_ko: z.string(),
    content_zh_tw: z.string(),
    is_pinned: z.boolean(),
    published_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminNotice' });
export type AdminNoticeDto = z.infer<typeof adminNoticeSchema>;
