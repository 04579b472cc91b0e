import type { ZodOpenApiOperationObject } from 'zod-openapi';
import type { z } from 'zod';
import { created as createdAnswer } from '@/lib/server/openapi/op';
import { adminIdParam } from '@/lib/validation/admin/common';

// What the contracts of the administration API share. Every operation needs an administrator's
// token: guests get 401 / 1100, members 403 / 1300, suspended members 403 / 1301. Every write
// records an audit row.

export const admin = { tags: ['Administration'], auth: 'admin' } as const;

/** The 403 of an administration route, for the document. */
const notAdmin = '1300: not an administrator; 1301: suspended';

type Errors = Readonly<Record<string, string>>;

/** An administration route's contract with its failures: the members' 403, then `errors`. */
export const adminContract = (errors: Errors = {}) => ({ ...admin, errors: { '403': notAdmin, ...errors } });

/** An administration route on one row, its id in the path: 404 `missing` when there is no such row. */
export const adminRowContract = (missing: string, errors: Errors = {}) => ({
  ...adminContract({ '404': missing, ...errors }),
  params: adminIdParam,
});

/** A write that answers 201 with `data`: the document shows a 201 where the 200 would be. */
export function created(data: z.ZodType, openapi: Partial<ZodOpenApiOperationObject> = {}) {
  return {
    response: null,
    openapi: { ...openapi, responses: { ...createdAnswer(data), ...openapi.responses } },
  };
}
