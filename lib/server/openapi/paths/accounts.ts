import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { nicknameAvailableQuery, nicknameAvailableResult, logoutOthersResult } from '@/lib/validation/accounts';
import {
  nicknameUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  sendCodeResult,
  sendCodeSchema,
  sessionResult,
  sessionSchema,
  verifyCodeResult,
  verifyCodeSchema,
  withdrawSchema,
} from '@/lib/validation/auth';
import { meSchema } from '@/lib/validation/users';
import { errorResponse, json, langParam, op } from '../op';

const tags = ['Accounts'];

export const accountPaths: ZodOpenApiPathsObject = {
  '/v1/user/verification/send/': {
    post: op('Send a 4-digit code (valid 3 minutes) to an e-mail or phone, for registration or password reset', sendCodeResult, {
      tags,
      description:
        'Reset answers the same whether or not an account exists (no message is sent for unknown ones). ' +
        'A new code replaces the older ones for that destination; resend after 30 s; 5 per destination and 20 per IP an hour.',
      requestBody: json(sendCodeSchema),
      requestParams: { query: langParam },
      responses: {
        '400': errorResponse('1000: validation (`errors.destination`: invalidEmail / invalidPhone)'),
        '409': errorResponse('2003: e-mail in use; 2004: phone in use; 2008: withdrawn less than 30 days ago (register)'),
        '429': errorResponse('1700: resend cooldown or send limit; see Retry-After'),
        '502': errorResponse('2010: the code could not be sent'),
      },
    }),
  },
  '/v1/user/verification/verify/': {
    post: op('Check a code; answers a single-use verification token valid 30 minutes', verifyCodeResult, {
      tags,
      requestBody: json(verifyCodeSchema),
      responses: {
        '400': errorResponse('2006: wrong code (`meta.remaining_attempts`); 2007: expired, replaced or out of tries'),
      },
    }),
  },
  '/v1/user/register/': {
    post: op('Create the account for a verified e-mail or phone and sign in', sessionResult, {
      tags,
      requestBody: json(registerSchema),
      requestParams: { query: langParam },
      responses: {
        '400': errorResponse('1000: validation; 2012: verification token invalid, used or expired'),
        '409': errorResponse('2003 / 2004: identifier in use; 2005: nickname in use; 2008: withdrawn less than 30 days ago'),
      },
    }),
  },
  '/v1/user/nickname/available/': {
    get: op('Whether a nickname is free (case-insensitive) and allowed by the word filter', nicknameAvailableResult, {
      tags,
      requestParams: { query: nicknameAvailableQuery },
    }),
  },
  '/v1/user/nickname/': {
    put: op('Set the nickname (after a first social login)', meSchema, {
      tags,
      auth: true,
      description: 'Only for an account without a nickname, once; an existing nickname is changed with PATCH /v1/user/profile/.',
      requestBody: json(nicknameUpdateSchema),
      requestParams: { query: langParam },
      responses: {
        '403': errorResponse('1301: suspended'),
        '409': errorResponse('2005: nickname in use; 1500: the account already has a nickname'),
      },
    }),
  },
  '/v1/user/password/reset/': {
    post: op('Set a new password with a reset verification token; signs out every device', z.null(), {
      tags,
      requestBody: json(resetPasswordSchema),
      responses: { '400': errorResponse('1000: validation; 2012: verification token invalid, used or expired') },
    }),
  },
  '/v1/user/sessions/': {
    get: op('Signed-in devices of the account; `current` marks this one', z.array(sessionSchema), { tags, auth: true }),
  },
  '/v1/user/logout-others/': {
    post: op('Sign out every other device', logoutOthersResult, { tags, auth: true }),
  },
  '/v1/user/withdraw/': {
    post: op('Withdraw: the account stops at once; its data is deleted after 30 days', z.null(), {
      tags,
      auth: true,
      requestBody: json(withdrawSchema),
    }),
  },
};
