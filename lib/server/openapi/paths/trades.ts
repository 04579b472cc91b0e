import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from '@/lib/zod';
import { paginatedSchema } from '@/lib/validation/common';
import { uuidParam } from '@/lib/validation/people';
import {
  adminTradeQuery,
  reputationSchema,
  tradeDetailSchema,
  tradeIdParam,
  tradeResolveInput,
  tradeReviewHideInput,
  tradeSchema,
} from '@/lib/validation/trades';
import { errorResponse, json, op } from '../op';

const tags = ['Trades'];

export const tradePaths: ZodOpenApiPathsObject = {
  '/v1/admin/trades/': {
    get: op('Trades for operators: disputes oldest first, or all newest first', paginatedSchema(tradeSchema), {
      tags: ['Administration'],
      auth: true,
      requestParams: { query: adminTradeQuery },
    }),
  },
  '/v1/admin/trades/{id}/': {
    get: op('Any trade with both sides’ messages, its history and every review', tradeDetailSchema, {
      tags: ['Administration'],
      auth: true,
      requestParams: { path: tradeIdParam },
      responses: { '404': errorResponse('1400: no such trade') },
    }),
  },
  '/v1/admin/trades/{id}/resolve/': {
    post: op('Resolve a dispute: complete or cancel the trade; both sides are notified', tradeDetailSchema, {
      tags: ['Administration'],
      auth: true,
      description: 'Audit `trade.resolve`. `complete` counts as a completed trade (wish lists, price row).',
      requestParams: { path: tradeIdParam },
      requestBody: json(tradeResolveInput),
      responses: {
        '400': errorResponse('1000: actionInvalid, reasonRequired'),
        '404': errorResponse('1400: no such trade'),
        '409': errorResponse('1500: tradeNotDisputed'),
      },
    }),
  },
  '/v1/admin/trade-reviews/{id}/hide/': {
    post: op(
      'Hide a trade review; it stops counting towards reputation and its open reports close',
      z.object({ id: z.number().int(), is_hidden: z.literal(true), reports_closed: z.number().int() }),
      {
        tags: ['Administration'],
        auth: true,
        description: 'Audit `trade_review.hide`.',
        requestParams: { path: tradeIdParam },
        requestBody: json(tradeReviewHideInput),
        responses: {
          '400': errorResponse('1000: reasonRequired, tooLong'),
          '404': errorResponse('1400: no such review'),
          '409': errorResponse('1500: tradeReviewHidden'),
        },
      },
    ),
  },
};
