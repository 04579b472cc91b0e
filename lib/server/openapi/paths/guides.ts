import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { paginatedSchema } from '@/lib/validation/common';
import { guideListQuery, guideSchema, guideSlugParam, guideSummarySchema } from '@/lib/validation/guides';
import { errorResponse, langParam, op } from '../op';

export const guidePaths: ZodOpenApiPathsObject = {
  '/v1/guides/': {
    get: op('List published guides, by category and keyword, in the reader’s language', paginatedSchema(guideSummarySchema), {
      tags: ['Guide book'],
      description:
        'Search is a case-insensitive substring match in the title and text (`%` and `_` are literal), so one- and two-character Korean and Chinese terms work. Title matches come first.',
      requestParams: { query: guideListQuery.extend(langParam.shape) },
    }),
  },
  '/v1/guides/{slug}/': {
    get: op('One guide with its Markdown (null content: the guide page has no content source yet)', guideSchema, {
      tags: ['Guide book'],
      requestParams: { path: guideSlugParam, query: langParam },
      responses: { '404': errorResponse('No such published guide') },
    }),
  },
};
