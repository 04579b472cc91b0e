import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { ERROR_CODES } from '@/lib/errors';
import { envelopeSchema, errorEnvelope, idParam, paginatedSchema } from '@/lib/validation/common';
import { categoryGroupSchema } from '@/lib/validation/categories';
import { noticeListQuery, noticeSchema, noticeSummarySchema } from '@/lib/validation/notices';
import { loginSchema } from '@/lib/validation/auth';
import { meSchema } from '@/lib/validation/users';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const errorResponse = (description: string) => ({ description, ...json(errorEnvelope) });

const commonErrors = {
  '400': errorResponse('Validation failed: `errors` holds messages per field'),
  '429': errorResponse('Rate limited: see the Retry-After header'),
  '500': errorResponse('Server error'),
};

const langParam = z.object({
  lang: z.enum(['ko', 'zh-TW']).optional().meta({ description: 'Answer language; default from NEXT_LOCALE cookie or Accept-Language' }),
});

function op(
  summary: string,
  data: z.ZodType,
  extra: Partial<ZodOpenApiOperationObject> & { auth?: boolean } = {},
): ZodOpenApiOperationObject {
  const { auth, ...rest } = extra;
  return {
    summary,
    ...(auth ? { security: [{ token: [] }] } : {}),
    ...rest,
    responses: {
      '200': { description: 'Success', ...json(envelopeSchema(data)) },
      ...(auth ? { '401': errorResponse('No or invalid token'), '403': errorResponse('Suspended or forbidden') } : {}),
      ...commonErrors,
      ...(rest.responses ?? {}),
    },
  };
}

// Each entry names the same zod schemas its route handler parses and answers with.
const paths: ZodOpenApiPathsObject = {
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
    post: op('Revoke the token of this request', z.null(), { tags: ['User'], auth: true }),
  },
  '/v1/user/': {
    get: op('The signed-in user', meSchema, { tags: ['User'], auth: true, requestParams: { query: langParam } }),
  },
};

export function buildOpenApiDocument(serverUrl: string) {
  const catalogue = Object.entries(ERROR_CODES)
    .map(([name, e]) => `| ${e.code} | ${e.status} | ${name} |`)
    .join('\n');
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Slime community API',
      version: '1.0.0',
      description: [
        'Every answer is an envelope: `{"code":0,"data":…}` on success, `{"code":<nonzero>,"message":"…","errors"?:{field:[…]}}` on failure.',
        'Lists are `{count,next,previous,results}` with 10 per page by default.',
        'Authenticate with `Authorization: Token <token>`; send `X-Device-Id` (or `web`).',
        '',
        '| code | HTTP | name |',
        '|---|---|---|',
        catalogue,
      ].join('\n'),
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
      },
    },
    paths,
  });
}
