import { POST_CONTENT_MAX, POST_CONTENT_MIN, POST_IMAGE_MAX, POST_TITLE_MAX } from '@/lib/constants';
import { createPost } from '@/lib/server/community/post-write';
import { handler, ok } from '@/lib/server/http/route';
import { created } from '@/lib/server/openapi/op';
import { postDetailSchema, postWriteSchema, VIDEO_URL_MAX } from '@/lib/validation/posts';

// Re-exported by ./route.ts beside the list's GET; ./[id]/write-handlers.ts describes an edit with the same rules.

export const POST_RULES =
  `Title 1–${POST_TITLE_MAX} characters; content ${POST_CONTENT_MIN}–${POST_CONTENT_MAX} characters of plain text ` +
  `(never HTML; line breaks kept); at most ${POST_IMAGE_MAX} images, each an \`/uploads/…\` URL the author uploaded ` +
  `through \`POST /v1/community/post-image/\`; at most ${VIDEO_URL_MAX} https video links. Members write only in ` +
  'writable sub-categories that are not admin-only; the post type comes from the category.';

export const POST_VALIDATION =
  '1000: `errors` per field — title: titleRequired/titleMax; content: contentMin/contentMax; category_id: ' +
  'categoryInvalid/categoryNotWritable/categoryAdminOnly; images: tooManyImages/imageNotOwned/imageUrl; video_urls: tooManyVideos; ' +
  'item_ids: tooManyItems/itemsNotAllowed (not a trade category)/itemUnknown; ' +
  "look_uuid: lookNotAllowed (not a show-off board)/lookNotOwned (no such look of the author's); " +
  'title, content: bannedWord (the word filter refused it; a held post is saved hidden and answered with held: true)';

export const POST = handler(
  {
    summary: 'Write a post',
    description: `${POST_RULES} At most 5 posts in 10 minutes and 30 a day per member (429 with Retry-After beyond).`,
    tags: ['Community'],
    auth: 'member',
    body: postWriteSchema,
    lang: true,
    response: null,
    errors: { '400': POST_VALIDATION },
    openapi: { responses: created(postDetailSchema, 'Created: the new post') },
  },
  async ({ body, viewer, locale }) => ok(await createPost(viewer, body, locale), { status: 201 }),
);
