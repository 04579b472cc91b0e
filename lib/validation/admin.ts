import { z } from '@/lib/zod';
import { REPORT_REASON_KEYS, UPLOAD_MAX_DIMENSION } from '@/lib/constants';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_RESOLUTIONS,
  INQUIRY_STATUSES,
  NOTICE_KINDS,
  PROBABILITY_KINDS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  USER_ROLES,
  USER_STATUSES,
} from '@/lib/enums';
import { ITEM_GRADES, ITEM_TYPES } from '@/lib/items/catalog';
import { pageQuery } from './common';
import { GUIDE_CATEGORIES } from './guides';

// The administration contract (issue 8): inputs shared by the /api/v1/admin/ handlers and the
// /admin forms, and the answers described in the OpenAPI document. Error messages are keys
// under ui.admin.errors.* so the forms and the API speak alike.

// ── Shared pieces ───────────────────────────────────────────────────────────

export { REPORT_TARGET_TYPES };
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export { REPORT_STATUSES };
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const SUSPENSION_REASON_MAX = 200;

// Report rules (lib/server/admin/report-rules.ts; documented in the README): content reported by
// this many distinct members is hidden pending review, and a member with this many reports
// dismissed within the window gets stricter report limits.
export const REPORT_AUTO_HIDE_THRESHOLD = 3;
export const FALSE_REPORT_PENALTY = { dismissed: 3, windowDays: 30 } as const;
export const ADMIN_NOTE_MAX = 500;
export const ADMIN_KEYWORD_MAX = 100;

// An empty `?q=` or filter (a cleared box, the "all" chip) means no filter.
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const keyword = optionalQuery(z.string().trim().max(ADMIN_KEYWORD_MAX));
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const adminIdParam = z.object({ id: positiveId });

/** ISO 8601 date-time with an offset (`2026-05-01T09:00:00+09:00` or `…Z`). */
const isoDateTime = z.iso.datetime({ offset: true, error: 'dateInvalid' });

const bilingual = (max: number, { required = true }: { required?: boolean } = {}) =>
  required ? z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong') : z.string().trim().max(max, 'tooLong');

// Site images: an upload (`/uploads/…`) or the bundled pixel art (`/art/…`).
export const siteImagePath = z
  .string({ error: 'imageRequired' })
  .trim()
  .regex(/^\/(uploads|art)\/[A-Za-z0-9/_.-]+\.(webp|png|jpe?g|gif)$/, 'imageInvalid')
  .refine((v) => !v.includes('..'), 'imageInvalid')
  .meta({ description: 'An uploaded image (`/uploads/…` from POST /v1/admin/uploads/) or bundled art (`/art/…`)' });

// ── Moderation ──────────────────────────────────────────────────────────────

export const reportQueueQuery = pageQuery.extend({
  status: z.preprocess(blank, z.enum(REPORT_STATUSES).default('open')),
  target_type: optionalQuery(z.enum(REPORT_TARGET_TYPES)),
});
export type ReportQueueQuery = z.infer<typeof reportQueueQuery>;

export const reportTargetParams = z.object({ type: z.enum(REPORT_TARGET_TYPES), id: positiveId });

export const REPORT_ACTIONS = ['dismiss', 'hide', 'delete', 'suspend', 'resolve'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const suspensionSchema = z
  .object({
    reason: z.string({ error: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(SUSPENSION_REASON_MAX, 'tooLong'),
    until: isoDateTime.nullable().default(null).meta({ description: 'End of the suspension; null suspends until lifted' }),
  })
  .meta({ id: 'AdminSuspension' });
export type SuspensionInput = z.infer<typeof suspensionSchema>;

export const reportResolveSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: 'actionInvalid' }).meta({
      description:
        'dismiss: the reports were unfounded (an auto-hidden target is shown again); hide / delete: posts and comments; suspend: the author (or the reported user); resolve: handled elsewhere (e.g. an item was edited)',
    }),
    suspension: suspensionSchema.optional().meta({ description: 'Required for `suspend`' }),
    hide_content: z.boolean().default(true).meta({ description: '`suspend` on a post or comment also hides it (default true)' }),
    note: z.string().trim().max(ADMIN_NOTE_MAX, 'tooLong').optional().meta({ description: 'Kept in the audit log' }),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'suspend' && !v.suspension)
      ctx.addIssue({ code: 'custom', path: ['suspension', 'reason'], message: 'reasonRequired' });
  })
  .meta({ id: 'AdminReportResolve' });
export type ReportResolveInput = z.infer<typeof reportResolveSchema>;

const memberRefSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    nickname: z.string().nullable(),
    role: z.enum(USER_ROLES),
    status: z.enum(USER_STATUSES),
    suspended_until: z.string().nullable(),
  })
  .meta({ id: 'AdminMemberRef' });
export type AdminMemberRef = z.infer<typeof memberRefSchema>;

const reportTargetSchema = z
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

// ── Members ─────────────────────────────────────────────────────────────────

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
  .object({ badge: z.union([z.number().int().positive(), z.string().trim().min(1).max(48)], { error: 'badgeRequired' }) })
  .meta({ id: 'AdminBadgeGrant', description: 'Badge id or code' });
export const badgeParams = z.object({ id: positiveId, badge: z.string().min(1).max(48) });

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

export const memberActivitySchema = z
  .object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(z.union([adminPostSchema, adminCommentSchema, adminReportSchema.extend({ target: reportTargetSchema })])),
  })
  .meta({ id: 'AdminMemberActivity', description: 'Posts, comments or reports, by `kind`' });

// ── Posts and comments ──────────────────────────────────────────────────────

export const POST_STATES = ['all', 'visible', 'hidden', 'deleted', 'pinned'] as const;
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
    category_id: z.number().int().positive().optional(),
  })
  .refine((v) => v.is_pinned !== undefined || v.is_hidden !== undefined || v.category_id !== undefined, {
    message: 'nothingToChange',
    path: ['_'],
  })
  .meta({ id: 'AdminPostChange' });
export type PostModerationInput = z.infer<typeof postModerationSchema>;

export const commentModerationSchema = z.object({ is_hidden: z.boolean() }).meta({ id: 'AdminCommentChange' });

// ── Notices ─────────────────────────────────────────────────────────────────

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

// ── Guides ──────────────────────────────────────────────────────────────────

export const GUIDE_TITLE_MAX = 120;
export const GUIDE_CONTENT_MAX = 50_000;
export const GUIDE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

const optionalMarkdown = z
  .string()
  .max(GUIDE_CONTENT_MAX, 'tooLong')
  .nullish()
  .transform((v) => (v && v.trim() ? v : null));

export const guideInputSchema = z
  .object({
    slug: z.string({ error: 'slugInvalid' }).trim().regex(GUIDE_SLUG_PATTERN, 'slugInvalid'),
    category: z.enum(GUIDE_CATEGORIES, { error: 'categoryInvalid' }),
    title_ko: bilingual(GUIDE_TITLE_MAX),
    title_zh_tw: bilingual(GUIDE_TITLE_MAX),
    content_ko: optionalMarkdown.meta({ description: 'Markdown; empty means the guide has no content yet' }),
    content_zh_tw: optionalMarkdown,
    sort_order: z.number().int().min(0).max(10_000).default(0),
    published: z.boolean().default(true),
  })
  .meta({ id: 'AdminGuideInput' });
export type GuideInput = z.infer<typeof guideInputSchema>;
export const guidePatchSchema = guideInputSchema.partial().meta({ id: 'AdminGuidePatch' });
export type GuidePatch = z.infer<typeof guidePatchSchema>;

export const adminGuideQuery = pageQuery.extend({
  category: optionalQuery(z.enum(GUIDE_CATEGORIES)),
  q: keyword,
});

export const adminGuideSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    category: z.enum(GUIDE_CATEGORIES),
    title_ko: z.string(),
    title_zh_tw: z.string(),
    content_ko: z.string().nullable(),
    content_zh_tw: z.string().nullable(),
    sort_order: z.number().int(),
    published: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminGuide' });
export type AdminGuideDto = z.infer<typeof adminGuideSchema>;

// ── Probability tables (the body is saveTable's: see ProbabilityTableSave) ──

export const adminProbabilityQuery = pageQuery.extend({ kind: optionalQuery(z.enum(PROBABILITY_KINDS)), q: keyword });

export const adminProbabilityTableSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    kind: z.enum(PROBABILITY_KINDS),
    name_ko: z.string(),
    name_zh_tw: z.string(),
    description_ko: z.string(),
    description_zh_tw: z.string(),
    image: z.string().nullable(),
    pity_rule_ko: z.string().nullable(),
    pity_rule_zh_tw: z.string().nullable(),
    entries: z.array(
      z.object({
        item_id: z.number().int().nullable(),
        label_ko: z.string(),
        label_zh_tw: z.string(),
        grade: z.string(),
        quantity: z.number().int(),
        rate_micros: z.number().int(),
      }),
    ),
    total_rate_micros: z.number().int(),
    history: z.array(
      z.object({
        id: z.number().int(),
        note_ko: z.string(),
        note_zh_tw: z.string(),
        changed_by: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminProbabilityTable', description: 'Both languages, as stored, for the editor' });
export type AdminProbabilityTableDto = z.infer<typeof adminProbabilityTableSchema>;

export const adminProbabilitySummarySchema = adminProbabilityTableSchema
  .pick({ id: true, uuid: true, kind: true, name_ko: true, name_zh_tw: true, image: true, updated_at: true })
  .extend({ entry_count: z.number().int() })
  .meta({ id: 'AdminProbabilitySummary' });

// ── Items ───────────────────────────────────────────────────────────────────

export const ITEM_NAME_MAX = 60;
export const ITEM_DESCRIPTION_MAX = 2000;
export const SPRITE_FRAMES_MAX = 64;

const equipmentObjectInput = z.object({
  display_order: z.number().int().min(-100).max(100),
  image: siteImagePath,
});

export const itemInputSchema = z
  .object({
    name_ko: bilingual(ITEM_NAME_MAX),
    name_zh_tw: bilingual(ITEM_NAME_MAX),
    description_ko: bilingual(ITEM_DESCRIPTION_MAX, { required: false }).default(''),
    description_zh_tw: bilingual(ITEM_DESCRIPTION_MAX, { required: false }).default(''),
    image: siteImagePath,
    item_type: z.enum(ITEM_TYPES, { error: 'itemTypeInvalid' }),
    item_rating: z.enum(ITEM_GRADES, { error: 'gradeInvalid' }),
    rating_score: z.number().int().min(0).max(1_000_000).default(0),
    price: z.number().int().min(0).max(100_000_000).default(0),
    is_show_eyes: z.boolean().default(true),
    sprite_img: siteImagePath.nullable().default(null),
    sprite_width: z.number().int().min(1).max(UPLOAD_MAX_DIMENSION).nullable().default(null).meta({ description: 'Width of one frame' }),
    sprite_height: z.number().int().min(1).max(UPLOAD_MAX_DIMENSION).nullable().default(null),
    sprite_frame: z.number().int().min(1).max(SPRITE_FRAMES_MAX).nullable().default(null).meta({ description: 'Frames in the sheet' }),
    equipment_objects: z.array(equipmentObjectInput).max(20).default([]),
  })
  .superRefine((v, ctx) => {
    const sprite = [v.sprite_img, v.sprite_width, v.sprite_height, v.sprite_frame];
    const given = sprite.filter((s) => s !== null).length;
    if (given !== 0 && given !== sprite.length) {
      ctx.addIssue({ code: 'custom', path: ['sprite_img'], message: 'spriteIncomplete' });
    }
  })
  .meta({ id: 'AdminItemInput' });
export type ItemInput = z.infer<typeof itemInputSchema>;

export const adminItemQuery = pageQuery.extend({
  q: keyword,
  item_type: optionalQuery(z.enum(ITEM_TYPES)),
  grade: optionalQuery(z.enum(ITEM_GRADES)),
});

export const adminItemSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    name_ko: z.string(),
    name_zh_tw: z.string(),
    description_ko: z.string(),
    description_zh_tw: z.string(),
    image: z.string(),
    item_type: z.string(),
    item_rating: z.string(),
    rating_score: z.number().int(),
    price: z.number().int(),
    is_show_eyes: z.boolean(),
    sprite_img: z.string().nullable(),
    sprite_width: z.number().int().nullable(),
    sprite_height: z.number().int().nullable(),
    sprite_frame: z.number().int().nullable(),
    equipment_objects: z.array(z.object({ id: z.number().int(), display_order: z.number().int(), image: z.string() })),
    created_at: z.string(),
  })
  .meta({ id: 'AdminItem' });
export type AdminItemDto = z.infer<typeof adminItemSchema>;

// ── Uploads (multipart) ─────────────────────────────────────────────────────

export const ADMIN_UPLOAD_PURPOSES = ['item', 'banner', 'sprite'] as const;
export type AdminUploadPurpose = (typeof ADMIN_UPLOAD_PURPOSES)[number];

export const adminUploadFields = z.object({
  purpose: z.enum(ADMIN_UPLOAD_PURPOSES, { error: 'purposeInvalid' }),
  frames: optionalQuery(z.coerce.number().int().min(1).max(SPRITE_FRAMES_MAX)),
  frame_width: optionalQuery(z.coerce.number().int().min(1).max(UPLOAD_MAX_DIMENSION)),
});

export const adminUploadForm = z
  .object({
    image: z.string().meta({ format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 5 MB; sprite sheets must be PNG' }),
    purpose: z.enum(ADMIN_UPLOAD_PURPOSES),
    frames: z.string().optional().meta({ description: 'sprite: frames in the sheet (required)' }),
    frame_width: z
      .string()
      .optional()
      .meta({ description: 'sprite: width of one frame; the sheet must be exactly frame_width × frames wide' }),
  })
  .meta({ id: 'AdminUploadForm' });

export const adminUploadSchema = z
  .object({
    uuid: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    frames: z.number().int().nullable(),
    frame_width: z.number().int().nullable(),
    frame_height: z.number().int().nullable(),
  })
  .meta({ id: 'AdminUpload' });
export type AdminUploadDto = z.infer<typeof adminUploadSchema>;

// ── Banners ─────────────────────────────────────────────────────────────────

export const BANNER_TITLE_MAX = 80;

const linkUrl = z
  .string()
  .trim()
  .max(500, 'tooLong')
  .refine((v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), 'linkInvalid')
  .nullish()
  .transform((v) => v || null)
  .meta({ description: 'A site path (`/community/…`) or an https URL' });

export const bannerInputSchema = z
  .object({
    title_ko: bilingual(BANNER_TITLE_MAX),
    title_zh_tw: bilingual(BANNER_TITLE_MAX),
    image: siteImagePath,
    link_url: linkUrl,
    active: z.boolean().default(true),
    starts_at: isoDateTime.nullable().default(null),
    ends_at: isoDateTime.nullable().default(null),
  })
  .refine((v) => !v.starts_at || !v.ends_at || Date.parse(v.starts_at) < Date.parse(v.ends_at), {
    path: ['ends_at'],
    message: 'endBeforeStart',
  })
  .meta({ id: 'AdminBannerInput' });
export type BannerInput = z.infer<typeof bannerInputSchema>;
export const bannerPatchSchema = z
  .object({
    title_ko: bilingual(BANNER_TITLE_MAX).optional(),
    title_zh_tw: bilingual(BANNER_TITLE_MAX).optional(),
    image: siteImagePath.optional(),
    link_url: linkUrl.optional(),
    active: z.boolean().optional(),
    starts_at: isoDateTime.nullable().optional(),
    ends_at: isoDateTime.nullable().optional(),
  })
  .meta({ id: 'AdminBannerPatch' });
export type BannerPatch = z.infer<typeof bannerPatchSchema>;
export const bannerOrderSchema = z
  .object({ ids: z.array(z.number().int().positive()).min(1).max(200) })
  .meta({ id: 'AdminBannerOrder', description: 'Every banner id, in the order to show them' });

export const adminBannerSchema = z
  .object({
    id: z.number().int(),
    title_ko: z.string(),
    title_zh_tw: z.string(),
    image: z.string(),
    link_url: z.string().nullable(),
    sort_order: z.number().int(),
    active: z.boolean(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    live: z.boolean().meta({ description: 'Shown on the community main page right now' }),
    created_at: z.string(),
  })
  .meta({ id: 'AdminBanner' });
export type AdminBannerDto = z.infer<typeof adminBannerSchema>;

// ── Inquiries ───────────────────────────────────────────────────────────────

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
    id: z.number().int(),
    category: z.enum(INQUIRY_CATEGORIES),
    title: z.string(),
    status: z.enum(INQUIRY_STATUSES),
    resolution: z.enum(INQUIRY_RESOLUTIONS).nullable(),
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

// ── Audit log ───────────────────────────────────────────────────────────────

export const auditQuery = pageQuery.extend({
  action: optionalQuery(z.string().trim().max(64)).meta({ description: 'An action (`post.hide`) or a prefix ending in a dot (`post.`)' }),
  actor: optionalQuery(positiveId).meta({ description: 'Administrator id' }),
  target_type: optionalQuery(z.string().trim().max(32)),
  target_id: optionalQuery(z.string().trim().max(64)),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.string(),
    actor: z
      .object({ id: z.number().int(), nickname: z.string().nullable() })
      .nullable()
      .meta({ description: 'Null for automatic actions' }),
    target_type: z.string(),
    target_id: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

// ── Overview ────────────────────────────────────────────────────────────────

export const adminOverviewSchema = z
  .object({
    open_report_groups: z.number().int(),
    hidden_pending_review: z.number().int().meta({ description: 'Hidden posts and comments that still have open reports' }),
    waiting_inquiries: z.number().int(),
    processing_inquiries: z.number().int(),
    suspended_members: z.number().int(),
    administrators: z.number().int(),
    recent_audit: z.array(auditEntrySchema),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverviewDto = z.infer<typeof adminOverviewSchema>;
