import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { adminIdParam } from '@/lib/validation/admin/common';
import { paginatedSchema } from '@/lib/validation/common';
import { takedownDecisionInput, takedownQuery, takedownSchema } from '@/lib/validation/takedown';
import { errorResponse, json, op } from '../op';

export const takedownPaths: ZodOpenApiPathsObject = {
  '/v1/admin/takedowns/': {
    get: op(
      'The 임시조치 queue: pending first, then blindings whose period ended unreviewed, then objected, then blinded by end date, then closed',
      paginatedSchema(takedownSchema),
      {
        tags: ['Administration'],
        auth: true,
        requestParams: { query: takedownQuery },
      },
    ),
  },
  '/v1/admin/takedowns/{id}/decision/': {
    post: op(
      'Decide a request: approve | dismiss a pending one; keep (reviewed) | restore | remove a blinded or objected one',
      takedownSchema,
      {
        tags: ['Administration'],
        auth: true,
        requestParams: { path: adminIdParam },
        requestBody: json(takedownDecisionInput),
        responses: {
          '400': errorResponse('1000: actionInvalid, reasonRequired'),
          '404': errorResponse('1400: no such request'),
          '409': errorResponse(
            '1500: takedownClosed, takedownOutcome (the state does not take that decision), takedownOpen or takedownPostGone (approve: the post is blinded by another request, or hidden or deleted)',
          ),
        },
      },
    ),
  },
};
