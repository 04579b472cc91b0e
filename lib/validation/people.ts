import { z } from '@/lib/zod';
import { REPORT_STATUSES, REPORT_TARGET_TYPES, USER_ROLES } from '@/lib/enums';
import { REPORT_REASON_KEYS, REPORT_TEXT_MAX } from '@/lib/constants';
import { nicknameSchema } from './auth';
import { listedCommentShape } from './comments';
import { bodyId, pageQuery, textId } from './common';
import { postSummarySchema } from './posts';
import { userSummarySchema } from './user-summary';
import { badgeSchema } from './users';

// The people contract: profiles, friends, blocks, reports, badges, notifications.
// One schema per input, shared by the route handlers, the forms and the OpenAPI document.

export const STATUS_MESSAGE_MAX = 100;
export const REPORT_REASON_MAX = 32;
export const FRIEND_STATES = ['none', 'pending_outgoing', 'pending_incoming', 'friends'] as const;
export type FriendState = (typeof FRIEND_STATES)[number];
export { REPORT_TARGET_TYPES };
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

const uuid = z.uuid();

// ── Inputs ────────────────────────────────────────────────────────────────

export const userRefSchema = z.object({ user_uuid: uuid.meta({ description: 'The other member' }) }).meta({ id: 'UserRef' });
export type UserRefInput = z.infer<typeof userRefSchema>;

export const uuidParam = z.object({ uuid });

/** `?user_uuid=` in place of the JSON body, for clients that cannot send a body with DELETE (lib/server/people/request.ts). */
export const userRefQuery = z.object({ user_uuid: z.uuid().optional().meta({ description: 'Instead of the JSON body' }) });

/** The multipart body of a profile picture upload (the route also takes the file as `file`). */
export const profileImageForm = z.object({ image: z.string().meta({ format: 'binary' }) });

export const profileUpdateSchema = z
  .object({
    nickname: nicknameSchema.optional().meta({ description: '2–10 characters, unique (case-insensitive); 2005 when taken' }),
    status_message: z
      .string()
      .trim()
      .max(STATUS_MESSAGE_MAX, 'statusMessageMax')
      .optional()
      .meta({ description: 'At most 100 characters; empty clears it' }),
    profile_image: z
      .string()
      .max(300)
      .regex(/^\/uploads\/profile\//, 'profileImageNotOwned')
      .nullable()
      .optional()
      .meta({ description: "A profile upload of one's own (from POST /v1/user/profile-image/), or null for the default picture" }),
    represent_badge_id: bodyId().nullable().optional().meta({ description: "One of one's own badges, or null for none" }),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

const reasonTypeSchema = z.coerce
  .number()
  .int()
  .min(0, 'reasonType')
  .max(REPORT_REASON_KEYS.length - 1, 'reasonType');

export const reportCreateSchema = z
  .object({
    target_type: z.enum(REPORT_TARGET_TYPES).default('user'),
    target_id: z
      .union([
        bodyId(),
        uuid,
        // Digits as a string, as older clients send them.
        textId(),
      ])
      .meta({ description: 'Id of the user, post, comment or item; users and items may also be named by uuid' }),
    reason_type: reasonTypeSchema.default(0).meta({
      description: '0 other, 1 inappropriate, 2 copyright, 3 advertisement, 4 sexual, 5 violence, 6 bullying, 7 prohibited, 8 political',
    }),
    reason: z
      .string()
      .trim()
      .max(REPORT_REASON_MAX, 'reasonMax')
      .optional()
      .meta({ description: "The chosen reason as shown; defaults to the reason type's key" }),
    content: z
      .string({ error: 'detailRequired' })
      .trim()
      .min(1, 'detailRequired')
      .max(REPORT_TEXT_MAX, 'detailMax')
      .meta({ description: 'The detail text: required, non-empty after trimming, at most 500 characters' }),
    submit_item: z.record(z.string(), z.unknown()).nullable().optional().meta({ description: 'Items: the item as the reporter saw it' }),
    context_id: z
      .string()
      .trim()
      .max(64)
      .nullable()
      .optional()
      .meta({ description: 'Items: where the report was made (a screen or list id)' }),
  })
  .meta({ id: 'ReportCreate' });
export type ReportCreateInput = z.input<typeof reportCreateSchema>;
export type ReportCreateData = z.output<typeof reportCreateSchema>;

export const notificationListQuery = pageQuery.extend({
  unread: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true')
    .meta({ description: '1: only unread ones' }),
});

export const userContentQuery = pageQuery.pick({ page: true });

// ── Answers ───────────────────────────────────────────────────────────────

export const ownedBadgeSchema = badgeSchema
  .extend({
    code: z.string(),
    description: z.string(),
    acquired_at: z.string(),
    is_representative: z.boolean(),
  })
  .meta({ id: 'OwnedBadge' });
export type OwnedBadgeDto = z.infer<typeof ownedBadgeSchema>;

export const catalogueBadgeSchema = badgeSchema
  .extend({
    code: z.string(),
    description: z.string(),
    how_to_earn: z
      .string()
      .nullable()
      .meta({ description: 'The rule that awards it automatically; null when only administrators grant it' }),
    owned: z.boolean().meta({ description: 'Whether the signed-in reader has it (false for guests)' }),
  })
  .meta({ id: 'CatalogueBadge' });
export type CatalogueBadgeDto = z.infer<typeof catalogueBadgeSchema>;

export const relationSchema = z
  .object({
    is_me: z.boolean(),
    friend: z.enum(FRIEND_STATES),
    is_blocked: z.boolean().meta({ description: 'The reader blocked this member' }),
  })
  .meta({ id: 'Relation' });
export type RelationDto = z.infer<typeof relationSchema>;

export const publicProfileSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    nickname: z.string().nullable().meta({ description: 'Null for a withdrawn member' }),
    profile_image: z.string().nullable(),
    status_message: z.string(),
    represent_badge: z.object({ badge: badgeSchema }).nullable(),
    role: z.enum(USER_ROLES),
    is_withdrawn: z.boolean(),
    created_at: z.string(),
    counts: z.object({ posts: z.number().int(), comments: z.number().int(), friends: z.number().int(), badges: z.number().int() }),
    relation: relationSchema.nullable().meta({ description: "The signed-in reader's relation to this member; null for guests" }),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfileDto = z.infer<typeof publicProfileSchema>;

export const userCommentSchema = z.object(listedCommentShape).meta({ id: 'UserComment' });
export type UserCommentDto = z.infer<typeof userCommentSchema>;

export const friendEntrySchema = z.object({ user: userSummarySchema, since: z.string() }).meta({ id: 'Friend' });
export type FriendEntryDto = z.infer<typeof friendEntrySchema>;

export const friendRequestSchema = z
  .object({ user: userSummarySchema, direction: z.enum(['incoming', 'outgoing']), created_at: z.string() })
  .meta({ id: 'FriendRequest' });
export type FriendRequestDto = z.infer<typeof friendRequestSchema>;

export const friendRequestsSchema = z
  .object({ incoming: z.array(friendRequestSchema), outgoing: z.array(friendRequestSchema) })
  .meta({ id: 'FriendRequests' });
export type FriendRequestsDto = z.infer<typeof friendRequestsSchema>;

export const friendStateSchema = z.object({ user_uuid: z.string(), state: z.enum(FRIEND_STATES) }).meta({ id: 'FriendState' });
export type FriendStateDto = z.infer<typeof friendStateSchema>;

export const blockEntrySchema = z.object({ user: userSummarySchema, blocked_at: z.string() }).meta({ id: 'BlockedUser' });
export type BlockEntryDto = z.infer<typeof blockEntrySchema>;

export const blockStateSchema = z.object({ user_uuid: z.string(), is_blocked: z.boolean() }).meta({ id: 'BlockState' });
export type BlockStateDto = z.infer<typeof blockStateSchema>;

export const reportSchema = z
  .object({
    id: z.number().int(),
    target_type: z.enum(REPORT_TARGET_TYPES),
    target_id: z.number().int(),
    reason: z.string(),
    reason_type: z.number().int(),
    content: z.string(),
    status: z.enum(REPORT_STATUSES),
    created_at: z.string(),
  })
  .meta({ id: 'Report' });
export type ReportDto = z.infer<typeof reportSchema>;

export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.string().meta({
      description:
        'comment, reply, friend_request, friend_accepted, badge, inquiry_reply, wish_match, like, notice, sanction, appeal_upheld, appeal_reversed, takedown',
    }),
    payload: z.record(z.string(), z.unknown()),
    actor: userSummarySchema.nullable().meta({ description: 'The member who caused it, when there is one' }),
    link: z.string().nullable().meta({ description: 'The page it opens' }),
    is_read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });
export type NotificationDto = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() }).meta({ id: 'UnreadCount' });
export const readResultSchema = z.object({ updated: z.number().int() }).meta({ id: 'ReadResult' });
export type ReadResultDto = z.infer<typeof readResultSchema>;

export const userPostPageSchema = z
  .object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(postSummarySchema) })
  .meta({ id: 'UserPostPage' });
export type UserPostPageDto = z.infer<typeof userPostPageSchema>;
