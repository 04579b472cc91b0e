import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  probabilityDetailPathParams,
  probabilityKindSummarySchema,
  probabilityLedgerSchema,
  probabilityListEntrySchema,
  probabilityPathParams,
  probabilityTableSave,
  probabilityTableSchema,
} from '@/lib/validation/probability';
import { errorResponse, json, langParam, op } from '../op';

const tags = ['Probability'];

const saveErrors = {
  '400': errorResponse(
    '1000: validation. Rates that do not add up to exactly 1,000,000 give `errors.rates = ["sumMustBe100"]` with ' +
      '`meta.rates_sum` (the actual sum) and `meta.expected`; a missing change note gives `noteRequired`; an unknown item `unknownItem`.',
  ),
  '403': errorResponse('1300: administrators only'),
  '404': errorResponse('1400: unknown kind or table'),
};

// The kind is a path segment in kebab or snake case (`treasure-box` = `treasure_box`).
export const probabilityPaths: ZodOpenApiPathsObject = {
  '/v1/probability/': {
    get: op(
      'The five kinds of probability tables with their translated names and how many tables each has',
      z.array(probabilityKindSummarySchema),
      {
        tags,
        requestParams: { query: langParam },
      },
    ),
  },
  '/v1/probability/{kind}/': {
    get: op(
      'The probability list of one kind: a bare array of list entries, unpaged (the list screen searches and pages on the client)',
      z.array(probabilityListEntrySchema),
      {
        tags,
        description:
          'The configurable list endpoint of the spec: the web client reads `NEXT_PUBLIC_PROBABILITY_LIST_URL` ' +
          '(a template, default `/api/v1/probability/{kind}/`) and calls it with no parameters.',
        requestParams: { path: probabilityPathParams, query: langParam },
        responses: { '404': errorResponse('1400: unknown kind') },
      },
    ),
    post: op('Create a table of this kind (administrators); the change note opens its public history', probabilityTableSchema, {
      tags,
      auth: true,
      requestParams: { path: probabilityPathParams, query: langParam },
      requestBody: json(probabilityTableSave),
      responses: {
        '201': { description: 'Created', ...json(z.object({ code: z.literal(0), data: probabilityTableSchema })) },
        ...saveErrors,
      },
    }),
  },
  '/v1/probability/{kind}/{id}/': {
    get: op(
      'One table: every outcome with item, grade, quantity and rate (4 decimals at most, adding up to 100 %), the pity rule and the dated change history, newest first',
      probabilityTableSchema,
      {
        tags,
        requestParams: { path: probabilityDetailPathParams, query: langParam },
        responses: { '404': errorResponse('1400: unknown kind, no such table, or a table of another kind') },
      },
    ),
    put: op(
      'Replace a table and its entries (administrators); a body `kind` moves it to another kind; the change joins the public history',
      probabilityTableSchema,
      {
        tags,
        auth: true,
        requestParams: { path: probabilityDetailPathParams, query: langParam },
        requestBody: json(probabilityTableSave),
        responses: saveErrors,
      },
    ),
  },
  '/v1/probability/{kind}/{id}/ledger/': {
    get: op(
      'The ledger of one table: every published version oldest first, each sealed with the SHA-256 of its canonical form and the hash of the version before, so anyone can check that no version was changed',
      probabilityLedgerSchema,
      {
        tags,
        requestParams: { path: probabilityDetailPathParams },
        responses: { '404': errorResponse('1400: unknown kind, no such table, or a table of another kind') },
      },
    ),
  },
};
