import { z } from '@/lib/zod';
import { USER_ROLES, USER_STATUSES } from '@/lib/enums';
import { pageQuery, rowId, rowIdText } from '@/lib/validation/common';
import { keyword, optionalQuery, positiveId } from './common';
import { adminCommentSchema, adminPostSchema } from './content/posts';
import { adminReportSchema, reportTargetSchema } from './moderation';
import { memberRefSchema } from './refs';

export const MEMBER_STATUS_FILTERS = USER_STATUSES;

export const memberSearchQuery = pageQuery.extend({
  q: keyword.meta({ description: 'Part of a nickname or e-mail, digits of a phone number, or a uuid' }),
  status: optionalQuery(z.enum(MEMBER_STATUS_FILTERS)),
  role: optionalQuery(z.enum(USER_ROLES)),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuery>;

export const MEMBER_ACTIVITY_KINDS = ['posts', 'comments', 'reports_made', 'reports_received'] as const;
export type MemberActivityKind = (typeof MEMBER_ACTIVITY_KINDS)[number];
export const memberActivityQuery = pageQuery.extend({ kind: z.enum(MEMBER_ACTIVITY_KINDS).default('posts') });

export const adminMemberSchema = memberRefSchema
  .extend({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    suspension_reason: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminMember' });
export type AdminMemberDto = z.infer<typeof adminMemberSchema>;

export const adminMemberDetailSchema = adminMemberSchema
  .extend({
    profile_image: z.string().nullable(),
    status_message: z.string(),
    locale: z.string(),
    withdrawn_at: z.string().nullable(),
    counts: z.object({
      posts: z.number().int(),
      comments: z.number().int(),
      reports_made: z.number().int(),
      reports_received: z.number().int(),
      reports_dismissed_recently: z
        .number()
        .int()
        .meta({ description: 'Reports this member made that were dismissed in the penalty window' }),
    }),
    report_penalty: z.boolean().meta({ description: 'Under the false-report penalty (stricter report limits)' }),
    active_sessions: z.number().int(),
    badges: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        title: z.string(),
        hex_code: z.string(),
        owned: z.boolean(),
        earned_by_rule: z.boolean(),
      }),
    ),
    is_self: z.boolean(),
  })
  .meta({ id: 'AdminMemberDetail' });
export type AdminMemberDetailDto = z.infer<typeof adminMemberDetailSchema>;

export const roleSchema = z.object({ role: z.enum(USER_ROLES, { error: 'roleInvalid' }) }).meta({ id: 'AdminRoleChange' });
export const badgeGrantSchema = z
  .object({ badge: z.union([rowId, z.string().trim().min(1).max(48)], { error: 'badgeRequired' }) })
  .meta({ id: 'AdminBadgeGrant', description: 'Badge id or code' });
/** The badge by id (digits, read as a number) or by code (anything else). */
export const badgeParams = z.object({ id: positiveId, badge: z.union([rowIdText, z.string().min(1).max(48).regex(/\D/)]) });

export const memberActivitySchema = z
  .object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(z.union([adminPostSchema, adminCommentSchema, adminReportSchema.extend({ target: reportTargetSchema })])),
  })
  .meta({ id: 'AdminMemberActivity', description: 'Posts, comments or reports, by `kind`' });
export type MemberActivityDto = z.infer<typeof memberActivitySchema>;
