import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { paginatedSchema } from '@/lib/validation/common';
import { uuidParam } from '@/lib/validation/people';
import {
  TRADE_COMPLETION_DAYS,
  TRADE_NEW_ACCOUNT_DAYS,
  TRADE_NEW_MIN_COMPLETED,
  TRADE_NEW_OPEN_PROPOSALS,
  TRADE_PROPOSAL_HOURS,
  TRADE_RENAME_FREEZE_HOURS,
  reputationSchema,
  tradeDetailSchema,
  tradeDisputeInput,
  tradeGuardQuery,
  tradeGuardSchema,
  tradeIdParam,
  tradeListQuery,
  tradeProposeInput,
  tradeReviewInput,
  tradeReviewSchema,
  tradeSchema,
} from '@/lib/validation/trades';
import { errorResponse, json, op } from '../op';

const tags = ['Trades'];
const states =
  'proposed → accepted → completed (both sides confirmed) | disputed (then an operator completes or cancels it); ' +
  `proposed → declined | cancelled; accepted → cancelled (before anyone confirmed); a proposal expires after ${TRADE_PROPOSAL_HOURS} hours, ` +
  `an accepted trade ${TRADE_COMPLETION_DAYS} days after acceptance. Every step notifies the other side (kind \`trade\`).`;
const notFound = { '404': errorResponse('1400: no such trade, or the caller is not one of its two sides') };
const stateConflict = { '409': errorResponse('1500: tradeState (the trade is not in a state that allows this)') };
const wrongSide = { '403': errorResponse('1300: tradeWrongSide (the other side does this); 1301: suspended') };

function created(operation: ReturnType<typeof op>) {
  const { '200': success, ...responses } = operation.responses ?? {};
  return { ...operation, responses: { '201': { ...(success as object), description: 'Created' }, ...responses } };
}

function step(summary: string, description: string, extra: Record<string, ReturnType<typeof errorResponse>> = {}) {
  return {
    post: op(summary, tradeDetailSchema, {
      tags,
      auth: true,
      description,
      requestParams: { path: tradeIdParam },
      responses: { ...notFound, ...stateConflict, ...extra },
    }),
  };
}

export const tradePaths: ZodOpenApiPathsObject = {
  '/v1/trades/': {
    get: op('The caller’s trades, the latest change first', paginatedSchema(tradeSchema), {
      tags,
      auth: true,
      requestParams: { query: tradeListQuery },
    }),
    post: created(
      op('Propose a trade to another member', tradeDetailSchema, {
        tags,
        auth: true,
        description:
          `${states} New traders (accounts younger than ${TRADE_NEW_ACCOUNT_DAYS} days or with fewer than ${TRADE_NEW_MIN_COMPLETED} ` +
          `completed trades) may hold ${TRADE_NEW_OPEN_PROPOSALS} open proposals. At most 20 proposals an hour.`,
        requestBody: json(tradeProposeInput),
        responses: {
          '400': errorResponse(
            '1000: tradeSelf (recipient_uuid), tradeItemNotFound, tradeLinesRequired, tradeLinesMax, tradeLineDuplicate (lines), ' +
              'tradeCount, tradeGems, tradeGemsFrom, tradePostNotFound, tooLong (message), invalidCharacters',
          ),
          '403': errorResponse(
            `1300: tradeBlocked (a block either way), tradeSharedDevice (the accounts signed in from one device), tradeFrozen (meta.until: ${TRADE_RENAME_FREEZE_HOURS} h after a nickname change); 1301: suspended`,
          ),
          '404': errorResponse('1400: no such recipient, or they withdrew'),
          '409': errorResponse('1500: tradeRecipientUnavailable (suspended recipient), tradeProposalLimit (meta.max)'),
          '429': errorResponse('1700: too many proposals'),
        },
      }),
    ),
  },
  '/v1/trades/guard/': {
    get: op('The caller’s trading limits and warnings before proposing or accepting', tradeGuardSchema, {
      tags,
      auth: true,
      requestParams: { query: tradeGuardQuery },
      responses: { '404': errorResponse('1400: no such counterpart') },
    }),
  },
  '/v1/trades/{id}/': {
    get: op('A trade with its history and reviews, for its two sides', tradeDetailSchema, {
      tags,
      auth: true,
      requestParams: { path: tradeIdParam },
      responses: notFound,
    }),
  },
  '/v1/trades/{id}/accept/': step('The recipient accepts a proposed trade', `Starts the ${TRADE_COMPLETION_DAYS} days to confirm.`, {
    ...wrongSide,
    '403': errorResponse('1300: tradeWrongSide, tradeBlocked, tradeSharedDevice, tradeFrozen; 1301: suspended'),
  }),
  '/v1/trades/{id}/decline/': step('The recipient declines a proposed trade', 'A suspended member may decline.', wrongSide),
  '/v1/trades/{id}/cancel/': step(
    'Call a trade off',
    'The proposer while proposed; either side while accepted and before anyone confirmed.',
    wrongSide,
  ),
  '/v1/trades/{id}/confirm/': step(
    'Confirm the exchange happened',
    'Either side, while accepted; the second confirmation completes the trade (wish lists drop by the traded counts; a trade of gems for items of one kind records its unit price). ' +
      'Two confirmations at once complete it exactly once.',
    { '409': errorResponse('1500: tradeState, tradeConfirmed (the caller already confirmed)') },
  ),
  '/v1/trades/{id}/dispute/': {
    post: op('Mark an accepted trade disputed, with a reason', tradeDetailSchema, {
      tags,
      auth: true,
      description: 'Either side, before completion. Operators then complete or cancel it.',
      requestParams: { path: tradeIdParam },
      requestBody: json(tradeDisputeInput),
      responses: { ...notFound, ...stateConflict, '400': errorResponse('1000: tradeDisputeReason (10–500 characters), tooLong') },
    }),
  },
  '/v1/trades/{id}/review/': {
    post: created(
      op('Review the other side of a completed trade', tradeReviewSchema, {
        tags,
        auth: true,
        description: 'Once per side. Reviews can be reported (target_type `trade_review`).',
        requestParams: { path: tradeIdParam },
        requestBody: json(tradeReviewInput),
        responses: {
          ...notFound,
          '400': errorResponse('1000: tradeRating, tooLong (comment over 200 characters)'),
          '409': errorResponse('1500: tradeState (not completed), tradeReviewed (already reviewed)'),
        },
      }),
    ),
  },
  '/v1/users/{uuid}/reputation/': {
    get: op('A member’s trading reputation: completed trades, visible reviews, disputes', reputationSchema, {
      tags,
      requestParams: { path: uuidParam },
      responses: { '404': errorResponse('1400: no such member') },
    }),
  },
};
