import {
  REPUTATION_REVIEWS,
  TRADE_ACTIONS,
  TRADE_REVIEW_RATINGS,
  TRADE_SIDES,
  TRADE_SOURCES,
  TRADE_STATUSES,
  TRADE_NEW_POSTS_DAYS,
  TRADE_DISPUTE_MAX,
  TRADE_DISPUTE_MIN,
  TRADE_GEMS_MAX,
  TRADE_LINE_COUNT_MAX,
  TRADE_LINES_MAX,
  TRADE_MESSAGE_MAX,
  TRADE_NOTE_MAX,
  TRADE_REVIEW_COMMENT_MAX,
} from '@/lib/market/trade-limits';
import { z } from '@/lib/zod';
import { bodyId, pageQuery, paginatedSchema, rowId, rowIdText, UUID_PATTERN } from './common';
import { userSummarySchema } from './user-summary';

// Trades between two members (lib/server/trades): proposed → accepted → completed when both
// confirm, or declined, cancelled, disputed (then resolved by an operator) or expired. The limits
// are plain data in lib/market/trade-limits.ts, for screens that need them without zod.

export * from '@/lib/market/trade-limits';

const tradeLineInput = z.object({
  item_id: bodyId('tradeItemRequired'),
  count: z.number({ error: 'tradeCount' }).int('tradeCount').min(1, 'tradeCount').max(TRADE_LINE_COUNT_MAX, 'tradeCount'),
  from_side: z.enum(TRADE_SIDES, { error: 'tradeSide' }),
});

export const tradeProposeInput = z
  .object({
    recipient_uuid: z.string({ error: 'tradeRecipientRequired' }).regex(UUID_PATTERN, 'tradeRecipientRequired'),
    lines: z
      .array(tradeLineInput, { error: 'tradeLinesRequired' })
      .min(1, 'tradeLinesRequired')
      .max(TRADE_LINES_MAX, 'tradeLinesMax')
      .refine((lines) => new Set(lines.map((l) => `${l.from_side}:${l.item_id}`)).size === lines.length, 'tradeLineDuplicate')
      .meta({ description: `What each side gives: 1–${TRADE_LINES_MAX} lines, one per item and side` }),
    gems: z.number({ error: 'tradeGems' }).int('tradeGems').min(0, 'tradeGems').max(TRADE_GEMS_MAX, 'tradeGems').default(0),
    gems_from: z
      .enum(TRADE_SIDES, { error: 'tradeSide' })
      .nullable()
      .default(null)
      .meta({ description: 'Who pays the gems; required when gems > 0' }),
    message: z.string({ error: 'tradeMessage' }).trim().max(TRADE_MESSAGE_MAX, 'tooLong').default(''),
    source: z.enum(TRADE_SOURCES, { error: 'tradeSource' }).default('direct'),
    source_post_id: bodyId().nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.gems > 0 && !v.gems_from) ctx.addIssue({ code: 'custom', path: ['gems_from'], message: 'tradeGemsFrom' });
  })
  .transform((v) => ({ ...v, gems_from: v.gems > 0 ? v.gems_from : null, source_post_id: v.source_post_id ?? null }))
  .meta({ id: 'TradeProposeInput' });
export type TradeProposeInput = z.infer<typeof tradeProposeInput>;

export const tradeListQuery = pageQuery.extend({
  box: z.enum(['active', 'history']).default('active').meta({ description: 'active: proposed, accepted, disputed; history: the rest' }),
});
export type TradeListQuery = z.infer<typeof tradeListQuery>;

export const tradeDisputeInput = z
  .object({
    reason: z.string({ error: 'tradeDisputeReason' }).trim().min(TRADE_DISPUTE_MIN, 'tradeDisputeReason').max(TRADE_DISPUTE_MAX, 'tooLong'),
  })
  .meta({ id: 'TradeDisputeInput' });

export const tradeReviewInput = z
  .object({
    rating: z.enum(TRADE_REVIEW_RATINGS, { error: 'tradeRating' }),
    comment: z.string({ error: 'tooLong' }).trim().max(TRADE_REVIEW_COMMENT_MAX, 'tooLong').default(''),
  })
  .meta({ id: 'TradeReviewInput' });
export type TradeReviewInput = z.infer<typeof tradeReviewInput>;

export const tradeGuardQuery = z.object({
  with: z.string().regex(UUID_PATTERN).optional().meta({ description: 'The counterpart’s uuid' }),
  item_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,19}$/)
    .optional()
    .transform((v) => (v ? v.split(',').map(Number) : []))
    .pipe(z.array(rowId))
    .meta({ description: 'Comma-separated item ids (at most 20) checked for the rare-item warning' }),
});

export const adminTradeQuery = pageQuery.extend({
  status: z.enum(['disputed', 'all']).default('disputed'),
});
export type AdminTradeQuery = z.infer<typeof adminTradeQuery>;

export const tradeResolveInput = z
  .object({
    outcome: z.enum(['complete', 'cancel'], { error: 'actionInvalid' }),
    note: z.string({ error: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(TRADE_NOTE_MAX, 'tooLong'),
  })
  .meta({ id: 'TradeResolveInput' });
export type TradeResolveInput = z.infer<typeof tradeResolveInput>;

export const tradeReviewHideInput = z
  .object({
    note: z.string({ error: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(TRADE_NOTE_MAX, 'tooLong'),
  })
  .meta({ id: 'TradeReviewHideInput' });

// ── Answers ─────────────────────────────────────────────────────────────────

export const tradeItemSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    name: z.string(),
    image: z.string(),
    item_type: z.string(),
    item_rating: z.string(),
  })
  .meta({ id: 'TradeItem' });
export type TradeItemDto = z.infer<typeof tradeItemSchema>;

export const tradeReviewSchema = z
  .object({
    id: z.number().int(),
    trade_id: z.number().int(),
    rating: z.enum(TRADE_REVIEW_RATINGS),
    comment: z.string(),
    reviewer: userSummarySchema,
    is_hidden: z.boolean().meta({ description: 'Hidden by an operator: only operators see it' }),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'TradeReview' });

export type TradeReviewDto = z.infer<typeof tradeReviewSchema>;

/** What an operator hiding a review is answered (POST /v1/admin/trade-reviews/{id}/hide/). */
export const tradeReviewHiddenSchema = z.object({ id: z.number().int(), is_hidden: z.literal(true), reports_closed: z.number().int() });
export type TradeReviewHiddenDto = z.infer<typeof tradeReviewHiddenSchema>;

export const tradeActionsSchema = z.object({
  accept: z.boolean(),
  decline: z.boolean(),
  cancel: z.boolean(),
  confirm: z.boolean(),
  dispute: z.boolean(),
  review: z.boolean(),
});

export const tradeSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(TRADE_STATUSES),
    viewer_side: z.enum(TRADE_SIDES).nullable(),
    proposer: userSummarySchema,
    recipient: userSummarySchema,
    lines: z.array(z.object({ item: tradeItemSchema, count: z.number().int(), from_side: z.enum(TRADE_SIDES) })),
    gems: z.number().int(),
    gems_from: z.enum(TRADE_SIDES).nullable(),
    message: z.string(),
    source: z.enum(TRADE_SOURCES),
    source_post_id: z.number().int().nullable(),
    proposer_confirmed: z.boolean(),
    recipient_confirmed: z.boolean(),
    created_at: z.string().meta({ format: 'date-time' }),
    accepted_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    expires_at: z.string().nullable().meta({ description: 'When a proposed or accepted trade lapses' }),
    actions: tradeActionsSchema.meta({ description: 'What the caller may do now' }),
  })
  .meta({ id: 'Trade' });
export type TradeDto = z.infer<typeof tradeSchema>;

/** A page of trades: the caller's (GET /v1/trades/) or the operators' queue. */
export const tradePageSchema = paginatedSchema(tradeSchema);
export type TradePageDto = z.infer<typeof tradePageSchema>;

export const tradeEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(TRADE_ACTIONS),
  actor: z.enum(['proposer', 'recipient', 'operator', 'system']),
  note: z.string(),
  created_at: z.string().meta({ format: 'date-time' }),
});

export const tradeDetailSchema = tradeSchema
  .extend({
    events: z.array(tradeEventSchema),
    reviews: z.array(tradeReviewSchema),
  })
  .meta({ id: 'TradeDetail' });
export type TradeDetailDto = z.infer<typeof tradeDetailSchema>;

export const reputationSchema = z
  .object({
    completed: z.number().int(),
    positive: z.number().int(),
    neutral: z.number().int(),
    negative: z.number().int(),
    positive_share: z.number().nullable().meta({ description: 'positive ÷ visible reviews (0..1); null without reviews' }),
    disputes: z.number().int().meta({ description: 'Trades of the member that were disputed' }),
    reviews: z.array(tradeReviewSchema).meta({ description: `The latest ${REPUTATION_REVIEWS} visible reviews received` }),
  })
  .meta({ id: 'Reputation' });
export type ReputationDto = z.infer<typeof reputationSchema>;

export const tradeGuardSchema = z
  .object({
    new_trader: z.boolean(),
    open_proposals: z.number().int(),
    max_open_proposals: z.number().int().nullable().meta({ description: 'null when the member is not new' }),
    open_posts: z
      .number()
      .int()
      .meta({ description: `Trade posts written in the last ${TRADE_NEW_POSTS_DAYS} days` }),
    max_open_posts: z.number().int().nullable(),
    frozen_until: z.string().nullable().meta({ format: 'date-time', description: 'Trading is frozen after a nickname change' }),
    counterpart: z.object({ completed: z.number().int() }).meta({ description: 'Completed trades of `with` (0 without it)' }),
    rare_warning: z.boolean().meta({ description: 'An SSS or SS item with a counterpart who has no completed trade' }),
  })
  .meta({ id: 'TradeGuard' });
export type TradeGuardDto = z.infer<typeof tradeGuardSchema>;

export const tradeIdParam = z.object({ id: rowIdText });
