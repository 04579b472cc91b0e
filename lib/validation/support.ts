import { z } from '@/lib/zod';
import { INQUIRY_IMAGE_MAX, INPUT_MAX_LENGTH, LOCALES, REPLY_MAX } from '@/lib/constants';
import { INQUIRY_CATEGORIES, INQUIRY_RESOLUTIONS, INQUIRY_STATUSES, REPLY_AUTHOR_TYPES } from '@/lib/enums';
import { bodyId, pageQuery, UPLOAD_PATH_MAX } from './common';
import { visibleName } from './names';
import { guideRefSchema } from './guides';

// ── Contract of the customer center: inquiries, their status, "all fields filled" ──

export { INQUIRY_CATEGORIES, INQUIRY_RESOLUTIONS, INQUIRY_STATUSES, REPLY_AUTHOR_TYPES };
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export type InquiryResolution = (typeof INQUIRY_RESOLUTIONS)[number];
export type ReplyAuthorType = (typeof REPLY_AUTHOR_TYPES)[number];

export const INQUIRY_TITLE_MAX = INPUT_MAX_LENGTH;
// The spec's "other content limit" of 3500 characters.
export const INQUIRY_CONTENT_MAX = REPLY_MAX;

// Messages are keys under support.inquiry.errors.* so the form and the API speak alike.
const uploadUrl = z
  .string()
  .max(UPLOAD_PATH_MAX, 'imageInvalid')
  .regex(/^\/uploads\/inquiry\/[\w/.-]+$/, 'imageInvalid');
const requiredText = (requiredKey: string, max: number, maxKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, maxKey);

// ── The guide bot for everyone (the help page): a question in, guides out ──

export const GUIDE_BOT_QUESTION_MAX = 300;

export const guideBotQuestionSchema = z
  .object({ question: requiredText('questionRequired', GUIDE_BOT_QUESTION_MAX, 'questionMax') })
  .meta({ id: 'GuideBotQuestion' });

export const guideBotAnswerSchema = z
  .object({
    locale: z
      .enum(LOCALES)
      .meta({ description: 'The question’s language (Hangul: ko, Han: zh-TW, else the request’s); the guides are in it' }),
    answer: z.string().meta({ description: 'What the bot says, in that language' }),
    guides: z.array(guideRefSchema).meta({ description: 'Up to three guides, best first; empty when none matches' }),
  })
  .meta({ id: 'GuideBotAnswer' });
export type GuideBotAnswerDto = z.infer<typeof guideBotAnswerSchema>;

export const inquiryCreateSchema = z
  .object({
    category: z.enum(INQUIRY_CATEGORIES, { error: 'categoryRequired' }),
    title: visibleName(requiredText('titleRequired', INQUIRY_TITLE_MAX, 'titleMax'), 'titleRequired'),
    content: requiredText('contentRequired', INQUIRY_CONTENT_MAX, 'contentMax'),
    images: z.array(uploadUrl, { error: 'imageInvalid' }).max(INQUIRY_IMAGE_MAX, 'tooManyImages').default([]),
    follow_up_of_id: bodyId('followUpInvalid')
      .nullish()
      .meta({ description: 'The earlier inquiry this one follows up (it must be yours and marked not resolved)' }),
  })
  .meta({ id: 'InquiryCreate' });
export type InquiryCreateInput = z.infer<typeof inquiryCreateSchema>;
export type InquiryFieldName = 'category' | 'title' | 'content' | 'images' | 'follow_up_of_id';

export const inquiryReplyCreateSchema = z
  .object({ content: requiredText('contentRequired', INQUIRY_CONTENT_MAX, 'contentMax') })
  .meta({ id: 'InquiryReplyCreate' });
export type InquiryReplyCreateInput = z.infer<typeof inquiryReplyCreateSchema>;

export const inquiryResolutionSchema = z
  .object({ resolution: z.enum(INQUIRY_RESOLUTIONS, { error: 'resolutionInvalid' }) })
  .meta({ id: 'InquiryResolutionRequest' });

export const inquiryListQuery = pageQuery.extend({
  status: z.enum(INQUIRY_STATUSES).optional(),
});

export const inquiryRefSchema = z
  .object({ id: z.number().int(), title: z.string(), status: z.enum(INQUIRY_STATUSES), created_at: z.string() })
  .meta({ id: 'InquiryRef' });
export type InquiryRefDto = z.infer<typeof inquiryRefSchema>;

/** What the member's and the operators' inquiry rows share. */
export const inquiryRowShape = {
  id: z.number().int(),
  category: z.enum(INQUIRY_CATEGORIES),
  title: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  resolution: z.enum(INQUIRY_RESOLUTIONS).nullable(),
};

export const inquirySummarySchema = z
  .object({
    ...inquiryRowShape,
    follow_up_of_id: z.number().int().nullable(),
    reply_count: z.number().int().meta({ description: 'Replies of every kind (admin, user, bot)' }),
    has_admin_reply: z.boolean(),
    image_count: z.number().int(),
    created_at: z.string().meta({ format: 'date-time' }),
    updated_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'InquirySummary' });
export type InquirySummaryDto = z.infer<typeof inquirySummarySchema>;

export const inquiryReplySchema = z
  .object({
    id: z.number().int(),
    author_type: z.enum(REPLY_AUTHOR_TYPES).meta({ description: 'admin (an operator), user (the member) or bot (the guide bot)' }),
    content: z.string().meta({ description: 'Markdown' }),
    guides: z.array(guideRefSchema).meta({ description: 'Guides the guide bot recommends (bot replies only)' }),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'InquiryReply' });
export type InquiryReplyDto = z.infer<typeof inquiryReplySchema>;

export const inquiryDetailSchema = inquirySummarySchema
  .omit({ reply_count: true, image_count: true })
  .extend({
    content: z.string(),
    images: z.array(z.string()),
    locale: z.enum(LOCALES).meta({ description: 'Language the inquiry was written in (the guide bot answers in it)' }),
    replies: z.array(inquiryReplySchema),
    follow_up_of: inquiryRefSchema.nullable(),
    follow_ups: z.array(inquiryRefSchema),
    can_reply: z.boolean().meta({ description: 'The member may add text while the inquiry is not completed' }),
    can_resolve: z.boolean().meta({ description: 'An operator has answered, so the member may mark it resolved or not' }),
    can_follow_up: z.boolean().meta({ description: 'Marked not resolved: the member may open a follow-up inquiry' }),
  })
  .meta({ id: 'InquiryDetail' });
export type InquiryDetailDto = z.infer<typeof inquiryDetailSchema>;

export const inquiryCreatedSchema = inquiryDetailSchema;
