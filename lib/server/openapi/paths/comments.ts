import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { commentListQuery, commentPageSchema, myCommentListQuery, myCommentSchema } from '@/lib/validation/comments';
import { idParam, paginatedSchema } from '@/lib/validation/common';
import { commentCreateSchema, commentSchema, commentUpdateSchema } from '@/lib/validation/posts';
import { errorResponse, json, langParam, op } from '../op';

// The contract's recursive comment schema has no id of its own; name the same instance, so its
// self-reference becomes `$ref: Comment` instead of an anonymous component.
if (!z.globalRegistry.has(commentSchema)) z.globalRegistry.add(commentSchema, { id: 'Comment' });

const tags = ['Comments'];
const limits = 'At most 10 comments a minute and 200 a day per member (429 with Retry-After beyond).';

export const commentPaths: ZodOpenApiPathsObject = {
  '/v1/community/replies/': {
    get: op("A page of a post's comments: top-level comments oldest first (20 a page), each with all its replies", commentPageSchema, {
      tags,
      description:
        'Keyset paging: follow `next` / `previous`. A deleted or moderated comment that still has replies is kept as ' +
        '`is_deleted: true` with empty content; without replies it is left out. Threads of members blocked either way ' +
        "are left out for a signed-in viewer. `count` is the post's visible comments and replies.",
      requestParams: { query: commentListQuery.extend(langParam.shape) },
      responses: { '404': errorResponse('1400: no such post (or deleted or hidden)') },
    }),
  },
  '/v1/community/reply/': {
    post: op('Write a comment, or a reply when `parent_id` names the comment or reply it answers', commentSchema, {
      tags,
      auth: true,
      description:
        "A reply's `parent_id` in the answer is the top-level comment of its thread; a reply to a reply also carries " +
        '`reply_to` {id, author_name}. Content is trimmed, 1 to 3,500 characters. ' +
        limits,
      requestBody: json(commentCreateSchema),
      requestParams: { query: langParam },
      responses: {
        '201': { description: 'Created', ...json(z.object({ code: z.literal(0), data: commentSchema })) },
        '400': errorResponse(
          '1000: `errors.content`: commentRequired (empty after trimming), commentMax (over 3,500) or bannedWord (refused by the word filter)',
        ),
        '403': errorResponse("1301: suspended; 1300: a block stands between the writer and the post's or answered comment's author"),
        '404': errorResponse('1400: no such post or answered comment (or deleted or hidden)'),
      },
    }),
  },
  '/v1/community/reply/{id}/': {
    put: op("Edit one's own comment or reply", commentSchema, {
      tags,
      auth: true,
      description: 'At most 30 edits per 10 minutes per member (429 / 1700 with Retry-After beyond).',
      requestParams: { path: idParam, query: langParam },
      requestBody: json(commentUpdateSchema),
      responses: {
        '400': errorResponse('1000: `errors.content`: commentRequired, commentMax or bannedWord'),
        '403': errorResponse('1300: not the author; 1301: suspended'),
        '404': errorResponse('1400: no such comment (or deleted)'),
      },
    }),
    delete: op("Delete one's own comment or reply (administrators: any); replies of a deleted comment stay", z.null(), {
      tags,
      auth: true,
      requestParams: { path: idParam },
      responses: {
        '403': errorResponse('1300: not the author; 1301: suspended'),
        '404': errorResponse('1400: no such comment (or already deleted)'),
      },
    }),
  },
  '/v1/community/reply/my/': {
    get: op("The signed-in member's comments and replies, newest first, with their post", paginatedSchema(myCommentSchema), {
      tags,
      auth: true,
      requestParams: { query: myCommentListQuery },
    }),
  },
};
