import type { ZodOpenApiOperationObject } from 'zod-openapi';
import type { z } from 'zod';
import { json } from '@/lib/server/openapi/op';
import { envelopeSchema } from '@/lib/validation/common';

// What the contracts of the administration API share. Every operation needs an administrator's
// token: guests get 401 / 1100, members 403 / 1300, suspended members 403 / 1301. Every write
// records an audit row.

export const admin = { tags: ['Administration'], auth: 'admin' } as const;

/** The 403 of an administration route, for the document. */
export const notAdmin = '1300: not an administrator; 1301: suspended';

/** A write that answers 201 with `data`: the document shows a 201 where the 200 would be. */
export function created(data: z.ZodType, openapi: Partial<ZodOpenApiOperationObject> = {}) {
  return {
    response: null,
    openapi: { ...openapi, responses: { '201': { description: 'Created', ...json(envelopeSchema(data)) }, ...openapi.responses } },
  };
}
