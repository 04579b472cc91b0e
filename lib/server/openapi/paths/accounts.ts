import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { outboxMessageSchema } from '@/lib/validation/accounts';
import { errorResponse, op } from '../op';

export const accountPaths: ZodOpenApiPathsObject = {
  '/dev/outbox/': {
    get: op('Development outbox: the newest 50 messages that would have been sent; administrators only', z.array(outboxMessageSchema), {
      tags: ['Development'],
      auth: true,
      responses: { '404': errorResponse('not an administrator, or APP_ENV=production') },
    }),
  },
};
