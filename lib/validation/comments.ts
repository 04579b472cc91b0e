import { z } from '@/lib/zod';
import { rowIdText } from './common';
import { commentSchema } from './posts';

// Queries and answers of the comment endpoints beyond the board contract in ./posts.

export const COMMENT_PAGE_SIZE = 20;
/** Threads the post page renders on the server; the browser loads the rest, COMMENT_PAGE_SIZE at a time. */
export const POST_PAGE_COMMENT_THREADS = 10;
export const MY_COMMENT_PAGE_SIZE = 10;

const cursor = z.string().max(64).optional().meta({ description: 'Opaque cursor from `next` or `previous`' });

export const commentListQuery = z.object({
  post_id: rowIdText,
  cursor,
});

export const myCommentListQuery = z.object({ cursor });

/** A comment as a member's list of comments shows it, with the post it is under. */
export const listedCommentShape = {
  id: z.number().int(),
  post_id: z.number().int(),
  post_title: z.string(),
  parent_id: z.number().int().nullable(),
  content: z.string(),
  like_count: z.number().int(),
  created_at: z.string(),
};

export const myCommentSchema = z.object({ ...listedCommentShape, updated_at: z.string() }).meta({ id: 'MyComment' });
export type MyCommentDto = z.infer<typeof myCommentSchema>;

export const commentPageSchema = z
  .object({
    count: z.number().int().meta({ description: 'Visible comments and replies of the post (what its comment count shows)' }),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(commentSchema).meta({ description: 'Top-level comments, oldest first, each with all its replies' }),
  })
  .meta({ id: 'CommentPage' });
export type CommentPageDto = z.infer<typeof commentPageSchema>;
