import { z } from '@/lib/zod';
import { LOCALES, POST_CONTENT_MAX, POST_CONTENT_MIN, POST_TITLE_MAX } from '@/lib/constants';
import { pageQuery, rowId } from '@/lib/validation/common';
import { visibleName } from '@/lib/validation/names';
import { blank, keyword, optionalQuery, positiveId } from '../common';
import { sanctionFields } from '@/lib/validation/moderation';
import { memberRefSchema } from '../refs';

export const adminPostSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string(),
    category: z.object({ id: z.number().int(), name: z.string() }),
    author: memberRefSchema.nullable(),
    is_pinned: z.boolean(),
    is_hidden: z.boolean(),
    is_deleted: z.boolean(),
    language: z.enum(LOCALES).meta({ description: 'The language the post is written in' }),
    is_official: z.boolean().meta({ description: 'In an operator-only board: the post can carry a translation' }),
    translations: z.array(z.enum(LOCALES)).meta({ description: 'The languages it is translated into' }),
    comment_count: z.number().int(),
    like_count: z.number().int(),
    view_count: z.number().int(),
    open_reports: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminPost' });
export type AdminPostDto = z.infer<typeof adminPostSchema>;

export const adminCommentSchema = z
  .object({
    id: z.number().int(),
    post_id: z.number().int(),
    post_title: z.string(),
    content: z.string(),
    author: memberRefSchema.nullable(),
    is_hidden: z.boolean(),
    is_deleted: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminComment' });
export type AdminCommentDto = z.infer<typeof adminCommentSchema>;

// `held`: hidden by the word filter and waiting for an operator (released with is_hidden: false).
export const POST_STATES = ['all', 'visible', 'hidden', 'held', 'deleted', 'pinned'] as const;
export const adminPostQuery = pageQuery.extend({
  q: keyword.meta({ description: 'Part of the title' }),
  category: optionalQuery(positiveId),
  author: optionalQuery(positiveId).meta({ description: 'Author id' }),
  state: z.preprocess(blank, z.enum(POST_STATES).default('all')),
});
export type AdminPostQuery = z.infer<typeof adminPostQuery>;

export const postModerationSchema = z
  .object({
    is_pinned: z.boolean().optional(),
    is_hidden: z.boolean().optional(),
    category_id: rowId.optional(),
    ...sanctionFields,
  })
  .refine((v) => v.is_pinned !== undefined || v.is_hidden !== undefined || v.category_id !== undefined, {
    message: 'nothingToChange',
    path: ['_'],
  })
  .meta({ id: 'AdminPostChange' });
export type PostModerationInput = z.infer<typeof postModerationSchema>;

export const commentModerationSchema = z.object({ is_hidden: z.boolean(), ...sanctionFields }).meta({ id: 'AdminCommentChange' });
export type CommentModerationInput = z.infer<typeof commentModerationSchema>;

/** The optional body of an administrator's DELETE of a post or comment: the sanction's rule and public note. */
export const contentDeleteSchema = z.object(sanctionFields).meta({ id: 'AdminContentDelete' });
export type ContentDeleteInput = z.infer<typeof contentDeleteSchema>;

/** The boards a post can be moved to, by group (admin-only boards included). */
export const adminBoardGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    boards: z.array(z.object({ id: z.number().int(), name: z.string(), admin_only: z.boolean() })),
  })
  .meta({ id: 'AdminBoardGroup' });
export type AdminBoardGroupDto = z.infer<typeof adminBoardGroupSchema>;

// An official post's title and body in its other language (the post's own limits).
export const postTranslationSchema = z
  .object({
    title: visibleName(z.string({ error: 'required' }).trim().min(1, 'required').max(POST_TITLE_MAX, 'tooLong'), 'required'),
    content: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .min(POST_CONTENT_MIN, 'contentTooShort')
      .max(POST_CONTENT_MAX, 'tooLong'),
  })
  .meta({ id: 'AdminPostTranslationInput' });
export type PostTranslationInput = z.infer<typeof postTranslationSchema>;

export const postTranslationParams = z.object({
  id: positiveId,
  language: z.enum(LOCALES, { error: 'languageInvalid' }).meta({ description: 'ko or zh-TW: not the language the post is written in' }),
});

export const postTranslationDtoSchema = z
  .object({
    language: z.enum(LOCALES),
    title: z.string(),
    content: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminPostTranslation' });
export type PostTranslationDto = z.infer<typeof postTranslationDtoSchema>;
