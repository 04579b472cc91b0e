import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { idParam, paginatedSchema } from '@/lib/validation/common';
import { categoryGroupSchema } from '@/lib/validation/categories';
import { noticeListQuery, noticeSchema, noticeSummarySchema } from '@/lib/validation/notices';
import { errorResponse, langParam, op } from '../op';

// Each entry names the same zod schemas its route handler parses and answers with.
export const corePaths: ZodOpenApiPathsObject = {
  '/v1/board/notice/': {
    get: op('List notices, pinned first then newest', paginatedSchema(noticeSummarySchema), {
      tags: ['Board'],
      requestParams: { query: noticeListQuery.extend(langParam.shape) },
    }),
  },
  '/v1/board/notice/{id}/': {
    get: op('One notice', noticeSchema, {
      tags: ['Board'],
      requestParams: { path: idParam, query: langParam },
      responses: { '404': errorResponse('No such notice') },
    }),
  },
  '/v1/community/categories/': {
    get: op('Category groups with their sub-categories', z.array(categoryGroupSchema), {
      tags: ['Community'],
      requestParams: { query: langParam },
    }),
  },
};
