import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { appleLoginSchema, kakaoLoginSchema, sessionResult } from '@/lib/validation/auth';
import { errorResponse, json, langParam, op } from '../op';

const common = {
  '403': errorResponse('1301: the account is suspended; `meta` has `until` (or null) and `reason`'),
  '409': errorResponse('2008: the account of this provider id was withdrawn less than 30 days ago; `meta.until`'),
  '502': errorResponse('1900: the provider is not answering'),
  '503': errorResponse('2011: this provider is not configured on the server'),
};

const firstLogin =
  'A first login creates the account without a nickname and answers `needs_nickname: true`; set it with PUT /v1/user/nickname/. ' +
  'Accounts are never joined on a matching e-mail: if another account already uses the e-mail the provider reports, ' +
  'the new account keeps no e-mail. Limited to 30 calls per IP per 10 minutes. Send `X-Device-Id`.';

export const socialPaths: ZodOpenApiPathsObject = {
  '/v1/user/apple/login/': {
    post: op('Sign in with Apple', sessionResult, {
      tags: ['User'],
      description: `The \`id_token\` from Sign in with Apple is checked against Apple's keys (signature, issuer, audience, expiry). ${firstLogin}`,
      requestParams: { query: langParam },
      requestBody: json(appleLoginSchema),
      responses: { '401': errorResponse('2009: the id_token is invalid, expired or for another client'), ...common },
    }),
  },
  '/v1/user/kakao/login/community/': {
    post: op('Sign in with Kakao', sessionResult, {
      tags: ['User'],
      description:
        'Either `code` and the `redirect_uri` it was issued for (web: exchanged with Kakao by the server), or `access_token` ' +
        `(native app: must have been issued to this server's Kakao app). ${firstLogin}`,
      requestParams: { query: langParam },
      requestBody: json(kakaoLoginSchema),
      responses: { '401': errorResponse('2009: Kakao refused the code or token, or the token is for another app'), ...common },
    }),
  },
};
