import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { POST_CONTENT_MAX, POST_CONTENT_MIN, POST_IMAGE_MAX, POST_TITLE_MAX } from '@/lib/constants';
import { idParam } from '@/lib/validation/common';
import {
  postDetailSchema,
  postItemSchema,
  postWriteSchema,
  reactionResultSchema,
  reactionSchema,
  VIDEO_URL_MAX,
} from '@/lib/validation/posts';
import { errorResponse, json, langParam, op } from '../op';

const tags = ['Community'];

const rules =
  `Title 1–${POST_TITLE_MAX} characters; content ${POST_CONTENT_MIN}–${POST_CONTENT_MAX} characters of plain text ` +
  `(never HTML; line breaks kept); at most ${POST_IMAGE_MAX} images, each an \`/uploads/…\` URL the author uploaded ` +
  `through \`POST /v1/community/post-image/\`; at most ${VIDEO_URL_MAX} https video links. Members write only in ` +
  'writable sub-categories that are not admin-only; the post type comes from the category.';

const validation = errorResponse(
  '1000: `errors` per field — title: titleRequired/titleMax; content: contentMin/contentMax; category_id: ' +
    'categoryInvalid/categoryNotWritable/categoryAdminOnly; images: tooManyImages/imageNotOwned/imageUrl; video_urls: tooManyVideos; ' +
    'item_ids: tooManyItems/itemsNotAllowed (not a trade category)/itemUnknown; ' +
    "look_uuid: lookNotAllowed (not a show-off board)/lookNotOwned (no such look of the author's); " +
    'title, content: bannedWord (the word filter refused it; a held post is saved hidden and answered with held: true)',
);

// The edit form's source: the post as stored, for its author.
const postEditSourceSchema = z
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

// Only the write side of /v1/community/ and /v1/community/{id}/; the document merges it with the read side per path.
export const postWritePaths: ZodOpenApiPathsObject = {
  '/v1/community/': {
    post: op('Write a post', postDetailSchema, {
      tags,
      auth: true,
      description: `${rules} At most 5 posts in 10 minutes and 30 a day per member (429 with Retry-After beyond).`,
      requestParams: { query: langParam },
      requestBody: json(postWriteSchema),
      responses: {
        '201': { description: 'Created: the new post', ...json(z.object({ code: z.literal(0), data: postDetailSchema })) },
        '400': validation,
      },
    }),
  },
  '/v1/community/{id}/': {
    put: op("Edit one's own post (the whole post is sent again)", postDetailSchema, {
      tags,
      auth: true,
      description: `${rules} Images the post already had stay allowed. Moving to another category needs a writable one.`,
      requestParams: { path: idParam, query: langParam },
      requestBody: json(postWriteSchema),
      responses: {
        '400': validation,
        '403': errorResponse('1300: not the author; 1301: suspended'),
        '404': errorResponse('1400: no such post (or deleted)'),
      },
    }),
    delete: op('Delete a post (the author, or an administrator)', z.null(), {
      tags,
      auth: true,
      requestParams: { path: idParam },
      responses: {
        '403': errorResponse('1300: neither the author nor an administrator; 1301: suspended'),
        '404': errorResponse('1400: no such post (or already deleted)'),
      },
    }),
  },
  '/v1/community/{id}/edit/': {
    get: op("The edit form's source of one's own post", postEditSourceSchema, {
      tags,
      auth: true,
      description:
        'Only the author gets it (a suspended author too: saving is what is refused); anyone else gets 404, as for a missing post.',
      requestParams: { path: idParam, query: langParam },
      responses: { '404': errorResponse("1400: no such post (deleted or hidden), or not the viewer's") },
    }),
  },
  '/v1/community/{id}/like/': {
    get: op("The viewer's like and recommend on a post, with both counts", reactionResultSchema, {
      tags,
      description: 'Token optional: a guest gets the counts with both reactions false.',
      requestParams: { path: idParam },
      responses: { '404': errorResponse('1400: no such post (deleted or hidden)') },
    }),
    post: op("Toggle the viewer's like or recommend on a post", reactionResultSchema, {
      tags,
      auth: true,
      description: 'Each call flips one reaction of the viewer; the answer has both reactions and their counts after it.',
      requestParams: { path: idParam },
      requestBody: json(reactionSchema),
      responses: { '404': errorResponse('1400: no such post (deleted, hidden, or by a member blocked either way)') },
    }),
  },
  '/v1/community/{id}/view/': {
    post: op("Count the reader's view of a post (the post page's beacon)", z.object({ counted: z.boolean() }), {
      tags,
      description:
        "Guests' post pages come from a cache, so the page reports the read. Token optional. At most one view an hour per member, or per address, device id and browser; the author's own reads and crawlers never count (`counted: false`).",
      requestParams: { path: idParam },
      responses: { '404': errorResponse('1400: no such post (deleted, hidden, or by a member blocked either way)') },
    }),
  },
};
