import { z } from '@/lib/zod';
import { REACTION_KINDS, TRADE_TYPES } from '@/lib/enums';
import {
  LOCALES,
  POST_CONTENT_MAX,
  POST_CONTENT_MIN,
  POST_IMAGE_MAX,
  POST_TITLE_MAX,
  REPLY_MAX,
  SEARCH_KEYWORD_MIN,
} from '@/lib/constants';
import { bodyId, isUuid, rowIdText, UPLOAD_PATH_MAX, URL_MAX } from './common';
import { visibleName } from './names';
import { LANGUAGE_FILTERS } from './post-language';
import { SEARCH_TYPES, SORTS, TRADE_FILTERS } from './search-filters';
import { userSummarySchema } from './user-summary';
import { OFFER_COUNT_MAX, OFFER_PRICE_MAX } from '@/lib/market/price-limits';

export { SEARCH_TYPES, SORTS, TRADE_FILTERS };

// ── Contract of the community board ──────────────────────────────────────────

export const MAIN_SECTIONS = ['sharing', 'mentoring', 'wanted', 'sale', 'all'] as const;
export const VIDEO_URL_MAX = 3;
// Trade posts attach up to this many items; only the trade post types may.
export const POST_ITEM_MAX = 5;
export { OFFER_COUNT_MAX, OFFER_PRICE_MAX };
export const TRADE_ITEM_POST_TYPES = [5, 15, 16, 17] as const;
export const isTradeItemPostType = (postType: number): boolean => (TRADE_ITEM_POST_TYPES as readonly number[]).includes(postType);

// A single Hangul syllable or Han character is already a word (猫, 집), so those search from one
// character; other keywords need SEARCH_KEYWORD_MIN. The search form uses the same rule.
const CJK = /[\p{Script=Hangul}\p{Script=Han}]/u;
export function isSearchableKeyword(keyword: string): boolean {
  const k = keyword.trim();
  return k.length >= SEARCH_KEYWORD_MIN || (k.length >= 1 && CJK.test(k));
}

// The language a list is narrowed to (every post records the one it was written in). `all` by
// default, so clients that do not send it see every post as before.
function languageFilter() {
  return z.enum(LANGUAGE_FILTERS, { error: 'languageInvalid' }).default('all').meta({
    description:
      "Only posts in this language (ko, zh-TW): written in it, or official posts translated into it; or all (the default). Not the answer's language (`lang`)",
  });
}

// Lists use keyset cursors (opaque strings); `next` is the URL of the following page or null.
export const postListQuery = z.object({
  category: rowIdText
    .optional()
    .meta({ description: 'Category id; a group id lists its sub-categories; 37 lists everything but the excluded contest archive (31)' }),
  cursor: z.string().max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
  sort: z.enum(SORTS).default('newest'),
  keyword: z
    .string()
    .trim()
    .min(1, 'keywordMin')
    .max(100)
    .refine(isSearchableKeyword, 'keywordMin')
    .optional()
    .meta({
      description: `At least ${SEARCH_KEYWORD_MIN} characters, or 1 when it holds a Hangul or Han character (one Korean or Chinese character is a word)`,
    }),
  search_type: z.enum(SEARCH_TYPES).default('post'),
  trade: z.enum(TRADE_FILTERS).default('all'),
  language: languageFilter(),
});
export type PostListQuery = z.infer<typeof postListQuery>;

export const categoryRefSchema = z.object({ id: z.number().int(), name: z.string() });

// The compact item a trade post shows (a card opening the item detail modal).
export const postItemSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    name: z.string().meta({ description: "Name in the reader's language" }),
    image: z.string(),
    item_rating: z.string(),
    grade_color: z.string(),
    trade_role: z.enum(TRADE_TYPES),
    count: z.number().int(),
    price: z.number().int().nullable().meta({ description: 'Gems per piece asked (sell) or offered (buy); null when not named' }),
  })
  .meta({ id: 'PostItem' });
export type PostItemDto = z.infer<typeof postItemSchema>;

export const postSummarySchema = z
  .object({
    id: z.number().int(),
    category: categoryRefSchema,
    post_type: z.number().int(),
    title: z.string(),
    language: z.enum(LOCALES).meta({
      description:
        "The language of the title and text given: the one the post is written in (told from its text when it was saved), or the answer's language (`lang`) for an official post translated into it",
    }),
    excerpt: z.string(),
    thumbnail: z.string().nullable(),
    image_count: z.number().int(),
    has_video: z.boolean(),
    reply_count: z.number().int(),
    like_count: z.number().int(),
    recommend_count: z.number().int(),
    view_count: z.number().int(),
    ranking_score: z.number().int(),
    rank: z.number().int().nullable(),
    is_pinned: z.boolean(),
    author: userSummarySchema,
    items: z
      .array(postItemSchema)
      .meta({ description: 'Items attached to a trade post (post types 5, 15, 16, 17), in the order chosen; empty for other posts' }),
    created_at: z.string(),
  })
  .meta({ id: 'PostSummary' });
export type PostSummaryDto = z.infer<typeof postSummarySchema>;

export const postDetailSchema = postSummarySchema
  .extend({
    content: z.string().meta({ description: 'Plain text with line breaks (not HTML)' }),
    images: z.array(z.string()),
    video_urls: z.array(z.string()),
    liked: z.boolean(),
    recommended: z.boolean(),
    is_author: z.boolean(),
    updated_at: z.string(),
    look_uuid: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The look shown on a show-off post (GET /v1/room/looks/{uuid}/), or null' }),
    held: z
      .boolean()
      .optional()
      .meta({ description: 'In the answer to a write: the word filter held the post, hidden until an operator reviews it' }),
  })
  .meta({ id: 'PostDetail' });
export type PostDetailDto = z.infer<typeof postDetailSchema>;

export const cursorPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    // false when `count` is a lower bound: a keyword search counts at most 1,000 hits ("1,000+").
    count_exact: z.boolean().optional(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
/** What a route whose contract answers `cursorPageSchema(item)` answers, for an item type `T` (itself a `…Dto`). */
export type CursorPageDto<T> = z.infer<ReturnType<typeof cursorPageSchema<z.ZodType<T>>>>;
/** A page of GET /v1/community/ (a board list or a post search). */
export type PostPageDto = CursorPageDto<PostSummaryDto>;

const uploadUrl = z
  .string()
  .max(UPLOAD_PATH_MAX, 'imageUrl')
  .regex(/^\/(uploads|art)\/[\w/.-]+$/, 'imageUrl');

export const postWriteSchema = z
  .object({
    category_id: bodyId(),
    title: visibleName(z.string().trim().min(1, 'titleRequired').max(POST_TITLE_MAX, 'titleMax'), 'titleRequired'),
    content: z.string().trim().min(POST_CONTENT_MIN, 'contentMin').max(POST_CONTENT_MAX, 'contentMax'),
    images: z.array(uploadUrl).max(POST_IMAGE_MAX, 'tooManyImages').default([]),
    video_urls: z
      .array(z.url({ protocol: /^https$/ }).max(URL_MAX))
      .max(VIDEO_URL_MAX, 'tooManyVideos')
      .default([]),
    item_ids: z
      .array(bodyId())
      .max(POST_ITEM_MAX, 'tooManyItems')
      .optional()
      .meta({
        description: `Items to attach (at most ${POST_ITEM_MAX}); only in trade categories (post types 5, 15, 16, 17). Omitted on edit: the attached items stay`,
      }),
    items: z
      .array(
        z.object({
          id: bodyId(),
          count: z.number().int().min(1, 'itemCountRange').max(OFFER_COUNT_MAX, 'itemCountRange').default(1),
          price: z.number().int().min(1, 'itemPriceRange').max(OFFER_PRICE_MAX, 'itemPriceRange').nullable().default(null),
        }),
      )
      .max(POST_ITEM_MAX, 'tooManyItems')
      .optional()
      .meta({
        description: `The same as item_ids, with a count and a price in gems per piece for each (null: not named); give one of the two`,
      }),
    look_uuid: z.string().max(36, 'lookNotOwned').refine(isUuid, 'lookNotOwned').nullable().optional().meta({
      description:
        "A look of the author's room to show above the text; only on show-off boards (post type 3). Omitted on edit: the look stays; null removes it",
    }),
  })
  .meta({ id: 'PostWrite' });
export type PostWriteInput = z.infer<typeof postWriteSchema>;

export const reactionSchema = z.object({ kind: z.enum(REACTION_KINDS) }).meta({ id: 'ReactionRequest' });
export const reactionResultSchema = z
  .object({ liked: z.boolean(), like_count: z.number().int(), recommended: z.boolean(), recommend_count: z.number().int() })
  .meta({ id: 'ReactionResult' });
export type ReactionResultDto = z.infer<typeof reactionResultSchema>;

// The edit form's source: the post as stored, for its author.
export const postEditSourceSchema = z
  .object({
    id: z.number().int(),
    author_id: z.number().int(),
    category_id: z.number().int(),
    title: z.string(),
    content: z.string(),
    images: z.array(z.string()),
    video_urls: z.array(z.string()),
    items: z.array(postItemSchema),
    look_uuid: z.string().nullable().meta({ description: 'The look shown on a show-off post, or null' }),
  })
  .meta({ id: 'PostEditSource' });
export type PostEditSourceDto = z.infer<typeof postEditSourceSchema>;

// Recursive through a getter (zod 4): the answer's type is inferred from the schema itself, and
// the getter reads this same (registered) instance, so the self-reference becomes
// `$ref: Comment` instead of an anonymous component.
export const commentSchema = z
  .object({
    id: z.number().int(),
    post_id: z.number().int(),
    parent_id: z.number().int().nullable(),
    reply_to: z.object({ id: z.number().int(), author_name: z.string().nullable() }).nullable(),
    content: z.string(),
    author: userSummarySchema,
    like_count: z.number().int(),
    is_author: z.boolean(),
    is_deleted: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    reply_count: z.number().int(),
    get replies() {
      return z.array(commentSchema);
    },
    held: z
      .boolean()
      .optional()
      .meta({ description: 'In the answer to a write: the word filter held the comment, hidden until an operator reviews it' }),
  })
  .meta({ id: 'Comment' });
export type CommentDto = z.infer<typeof commentSchema>;

export const commentCreateSchema = z
  .object({
    post_id: bodyId(),
    content: z.string().trim().min(1, 'commentRequired').max(REPLY_MAX, 'commentMax'),
    parent_id: bodyId().optional().meta({ description: 'The comment or reply this one answers' }),
  })
  .meta({ id: 'CommentCreate' });

export const commentUpdateSchema = z
  .object({ content: z.string().trim().min(1, 'commentRequired').max(REPLY_MAX, 'commentMax') })
  .meta({ id: 'CommentUpdate' });

export const mainPageQuery = z.object({ language: languageFilter() });
export type MainPageQuery = z.infer<typeof mainPageQuery>;

export const mainPageSchema = z
  .object({
    banners: z.array(z.object({ id: z.number().int(), title: z.string(), image: z.string(), link_url: z.string().nullable() })),
    hot: z.array(postSummarySchema),
    sections: z.array(z.object({ key: z.enum(MAIN_SECTIONS), category_id: z.number().int(), posts: z.array(postSummarySchema) })),
  })
  .meta({ id: 'CommunityMain' });

// ── Rankings: hot posts of the last 7 days and the contest board ───────

export const RANKING_TYPES = ['hot', 'contest'] as const;
export const rankingQuery = z.object({
  type: z.enum(RANKING_TYPES).default('hot'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type RankingQuery = z.infer<typeof rankingQuery>;

export const rankingEntrySchema = z
  .object({
    rank: z.number().int().meta({ description: 'Position: 1 is first. Contest: the stored rank of the post' }),
    score: z.number().meta({ description: 'Hot: the hot score (see README); contest: ranking_score' }),
    post: postSummarySchema,
  })
  .meta({ id: 'RankingEntry' });
export const rankingSchema = z.object({ type: z.enum(RANKING_TYPES), results: z.array(rankingEntrySchema) }).meta({ id: 'Ranking' });
export type RankingDto = z.infer<typeof rankingSchema>;

/** What the post page's view beacon is answered: whether the read counted. */
export const postViewResultSchema = z.object({ counted: z.boolean() });
export type PostViewResultDto = z.infer<typeof postViewResultSchema>;
