import { z } from '@/lib/zod';
import { reactionResultSchema } from './posts';
import { rowId } from './common';
import { meSchema } from './users';

/** The most posts whose reactions one personal request may ask for (a page shows one post; a list shows ten). */
export const PERSONAL_POSTS_MAX = 20;

const flag = z.enum(['1']).optional();

// GET /v1/user/layer/: which parts of the personal layer a page view needs. Each part is what a
// single endpoint answers on its own (`/v1/user/`, the unread count, a post's reactions, the block
// list), so a page asks for all of its member's state in one request.
export const personalLayerQuery = z.object({
  me: flag,
  unread: flag,
  hidden: flag,
  posts: z
    .string()
    .max(PERSONAL_POSTS_MAX * 11)
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(rowId).max(PERSONAL_POSTS_MAX))
    .optional(),
});
export type PersonalLayerQuery = z.infer<typeof personalLayerQuery>;

export const personalLayerSchema = z
  .object({
    me: meSchema.optional(),
    unread_count: z.number().int().optional(),
    hidden_author_ids: z.array(z.number().int()).optional(),
    /** Per post id asked for; a post that is gone or hidden is left out. */
    reactions: z.record(z.string(), reactionResultSchema).optional(),
  })
  .meta({ id: 'PersonalLayer' });
export type PersonalLayerDto = z.infer<typeof personalLayerSchema>;
