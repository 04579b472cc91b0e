import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { loginSchema } from '@/lib/validation/auth';
import { meSchema } from '@/lib/validation/users';
import { personalLayerQuery, personalLayerSchema } from '@/lib/validation/personal';
import { errorResponse, json, langParam, op } from '../op';

// Each entry names the same zod schemas its route handler parses and answers with.
export const corePaths: ZodOpenApiPathsObject = {
  '/v1/user/login/community/': {
    post: op('Sign in with e-mail or phone and password', z.object({ token: z.string(), user: meSchema }), {
      tags: ['User'],
      requestBody: json(loginSchema),
      responses: {
        '400': errorResponse('2001: no account uses this identifier; 1000: validation'),
        '401': errorResponse('2002: wrong password'),
        '403': errorResponse('1301: the account is suspended'),
      },
    }),
  },
  '/v1/user/logout/': {
    post: op('Revoke the token of this request; clears the render cookie', z.null(), { tags: ['User'], auth: true }),
  },
  '/v1/user/render-cookie/': {
    put: op(
      'Set the HttpOnly render cookie (slime_token) from the token of this request. Server rendering reads it to render signed-in pages; the API never does.',
      z.null(),
      { tags: ['User'], auth: true },
    ),
    delete: op('Clear the render cookie', z.null(), { tags: ['User'] }),
  },
  '/v1/user/': {
    get: op('The signed-in user', meSchema, { tags: ['User'], auth: true, requestParams: { query: langParam } }),
  },
  '/v1/user/layer/': {
    get: op(
      "A page view's personal layer in one request: the signed-in user (me=1), the unread notification count (unread=1), the ids of authors hidden by blocks either way (hidden=1) and the reactions to up to 20 posts (posts=1,2,…). Pages are shared by every reader; this is what is the member's own on them.",
      personalLayerSchema,
      { tags: ['User'], auth: true, requestParams: { query: personalLayerQuery } },
    ),
  },
};
