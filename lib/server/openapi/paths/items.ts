import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { paginatedSchema } from '@/lib/validation/common';
import { itemDetailSchema, itemListQuery, itemNameSearchQuery, itemRefParam, itemSchema, itemSearchQuery } from '@/lib/validation/items';
import { errorResponse, langParam, op } from '../op';

const tags = ['Items'];

export const itemPaths: ZodOpenApiPathsObject = {
  '/v1/items/search/': {
    get: op('Search items: at most 10, newest first', z.array(itemSchema), {
      tags,
      description:
        'Names are matched in Korean and Traditional Chinese whatever the answer language; one character is enough. ' +
        'With a token, seller and buyer counts leave out members blocked either way.',
      requestParams: { query: itemSearchQuery.extend(langParam.shape) },
    }),
  },
  '/v1/items/': {
    get: op('The item catalogue, paged (10 per page), newest first', paginatedSchema(itemSchema), {
      tags,
      requestParams: { query: itemListQuery.extend(langParam.shape) },
    }),
  },
  '/v1/item/search-name/': {
    get: op('Item name autocomplete (1 character is enough; clients debounce 300 ms)', z.array(itemSchema), {
      tags,
      description: 'At most 10 items: names starting with the text first (the answer language before the other), then names containing it.',
      requestParams: { query: itemNameSearchQuery.extend(langParam.shape) },
    }),
  },
  '/v1/item/{id}/': {
    get: op('One item by id or uuid, with its equipment objects ordered by display_order', itemDetailSchema, {
      tags,
      requestParams: { path: itemRefParam, query: langParam },
      responses: {
        '400': errorResponse('1000: `errors.id` = itemIdRequired (neither an id nor a uuid)'),
        '404': errorResponse('No such item'),
      },
    }),
  },
};
