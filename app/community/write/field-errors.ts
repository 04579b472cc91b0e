// How the write form names and words its fields' errors. The codes come from postWriteSchema (its
// messages are message keys) or from the API, under community.write.errors.*.

import { POST_CONTENT_MAX, POST_CONTENT_MIN, POST_IMAGE_MAX, POST_TITLE_MAX } from '@/lib/constants';
import { POST_ITEM_MAX, VIDEO_URL_MAX } from '@/lib/validation/posts';
import type { PostFormValues } from './draft';

export type PostField = keyof PostFormValues;

/** The form's fields in page order: the first invalid one takes the focus. */
export const POST_FIELDS: PostField[] = ['category_id', 'title', 'content', 'images', 'look_uuid', 'video_urls', 'items'];

/** Older clients send the chosen items as item_ids. */
export const REQUEST_NAMES = { item_ids: 'items' } as const;

// The {max} each field's messages speak of.
const MAX_FOR: Record<PostField, number> = {
  category_id: 0,
  title: POST_TITLE_MAX,
  content: POST_CONTENT_MAX,
  images: POST_IMAGE_MAX,
  video_urls: VIDEO_URL_MAX,
  items: POST_ITEM_MAX,
  look_uuid: 0,
};
// Messages the schema and the server use per field; anything else falls back to a field default.
const KNOWN = new Set([
  'categoryInvalid',
  'categoryNotWritable',
  'categoryAdminOnly',
  'titleRequired',
  'titleMax',
  'contentMin',
  'contentMax',
  'tooManyImages',
  'imageNotOwned',
  'tooManyVideos',
  'tooManyItems',
  'itemsNotAllowed',
  'itemUnknown',
  'itemsTwice',
  'itemCountRange',
  'itemPriceRange',
  'invalidCharacters',
  'bannedWord',
  'lookNotOwned',
  'lookNotAllowed',
]);
const FALLBACK: Record<PostField, string> = {
  category_id: 'categoryRequired',
  title: 'titleRequired',
  content: 'contentMin',
  images: 'imageNotOwned',
  video_urls: 'videoUrl',
  items: 'itemUnknown',
  look_uuid: 'lookNotOwned',
};

/** The message (key under community.write and its values) for a field's error code. */
export function fieldMessage(field: PostField, code: string): [key: string, values: { min: number; max: number }] {
  return [`errors.${KNOWN.has(code) ? code : FALLBACK[field]}`, { min: POST_CONTENT_MIN, max: MAX_FOR[field] }];
}
