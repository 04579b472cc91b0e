import { z } from '@/lib/zod';
import { REPORT_REASON_KEYS } from '@/lib/constants';
import { REPORT_STATUSES, REPORT_TARGET_TYPES } from '@/lib/enums';
import { pageQuery } from '@/lib/validation/common';
import { blank, optionalQuery, positiveId } from './common';
import { memberRefSchema } from './refs';
import { sanctionFields } from '@/lib/validation/moderation';
import { suspensionSchema } from './suspension';

export { REPORT_TARGET_TYPES };
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export { REPORT_STATUSES };
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const ADMIN_NOTE_MAX = 500;

export const reportQueueQuery = pageQuery.extend({
  status: z.preprocess(blank, z.enum(REPORT_STATUSES).default('open')),
  target_type: optionalQuery(z.enum(REPORT_TARGET_TYPES)),
});
export type ReportQueueQuery = z.infer<typeof reportQueueQuery>;

export const reportTargetParams = z.object({ type: z.enum(REPORT_TARGET_TYPES), id: positiveId });

export const REPORT_ACTIONS = ['dismiss', 'hide', 'delete', 'suspend', 'resolve'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const reportResolveSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: 'actionInvalid' }).meta({
      description:
        'dismiss: the reports were unfounded (an auto-hidden target is shown again); hide / delete: posts and comments; suspend: the author (or the reported user); resolve: handled elsewhere (e.g. an item was edited)',
    }),
    suspension: suspensionSchema.optional().meta({ description: 'Required for `suspend`' }),
    hide_content: z.boolean().default(true).meta({ description: '`suspend` on a post or comment also hides it (default true)' }),
    note: z.string().trim().max(ADMIN_NOTE_MAX, 'tooLong').optional().meta({ description: 'Kept in the audit log' }),
    ...sanctionFields,
  })
  .superRefine((v, ctx) => {
    if (v.action === 'suspend' && !v.suspension)
      ctx.addIssue({ code: 'custom', path: ['suspension', 'reason'], message: 'reasonRequired' });
  })
  .meta({ id: 'AdminReportResolve' });
export type ReportResolveInput = z.infer<typeof reportResolveSchema>;

export const reportTargetSchema = z
  .object({
    type: z.enum(REPORT_TARGET_TYPES),
    id: z.number().int(),
    exists: z.boolean().meta({ description: 'False when the target row is gone' }),
    title: z.string().nullable().meta({ description: 'Post title, item name or member nickname' }),
    excerpt: z.string().nullable().meta({ description: 'Start of the post or comment text' }),
    post_id: z.number().int().nullable().meta({ description: 'The post a comment belongs to' }),
    image: z.string().nullable(),
    is_hidden: z.boolean(),
    is_deleted: z.boolean(),
    auto_hidden: z.boolean().meta({ description: 'Hidden by the report threshold, pending review' }),
    author: memberRefSchema.nullable().meta({ description: 'Author of a post or comment; the member of a user report' }),
  })
  .meta({ id: 'AdminReportTarget' });
export type AdminReportTarget = z.infer<typeof reportTargetSchema>;

export const adminReportSchema = z
  .object({
    id: z.number().int(),
    reason_type: z
      .number()
      .int()
      .meta({ description: REPORT_REASON_KEYS.map((k, i) => `${i} ${k}`).join(', ') }),
    reason: z.string(),
    content: z.string(),
    status: z.enum(REPORT_STATUSES),
    reporter: memberRefSchema.nullable(),
    reporter_penalised: z.boolean().meta({ description: 'The reporter is under the false-report penalty' }),
    resolved_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminReport' });
export type AdminReportDto = z.infer<typeof adminReportSchema>;

export const reportGroupSchema = z
  .object({
    key: z.string().meta({ description: '`type:id`' }),
    target: reportTargetSchema,
    status: z.enum(REPORT_STATUSES),
    report_count: z.number().int(),
    reporter_count: z.number().int().meta({ description: 'Distinct reporters' }),
    reasons: z.array(z.object({ reason_type: z.number().int(), count: z.number().int() })),
    first_reported_at: z.string(),
    last_reported_at: z.string(),
    reports: z.array(adminReportSchema).meta({ description: 'Newest first (at most 20 in the queue, all in the detail)' }),
  })
  .meta({ id: 'AdminReportGroup' });
export type ReportGroupDto = z.infer<typeof reportGroupSchema>;

export const reportResolutionSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS),
    resolved: z.number().int().meta({ description: 'Reports closed by this action' }),
    status: z.enum(['dismissed', 'actioned']),
    group: reportGroupSchema,
  })
  .meta({ id: 'AdminReportResolution' });
export type ReportResolutionDto = z.infer<typeof reportResolutionSchema>;
