import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiOperationObject } from 'zod-openapi';
import { LOCALES } from '@/lib/constants';
import { envelopeSchema, errorEnvelope } from '@/lib/validation/common';

export const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
export const errorResponse = (description: string) => ({ description, ...json(errorEnvelope) });

const commonErrors = {
  '400': errorResponse(
    'Validation failed: `errors` holds messages per field (`invalidCharacters` for text holding U+0000, in any field or query parameter)',
  ),
  '429': errorResponse('Rate limited: see the Retry-After header'),
  '500': errorResponse('Server error'),
};

export const langParam = z.object({
  lang: z.enum(LOCALES).optional().meta({ description: 'Answer language; default from NEXT_LOCALE cookie or Accept-Language' }),
});

export function op(
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

/** A `201 Created` answer holding `data` in the envelope: for a contract with `response: null`, in `openapi.responses`. */
export const created = (data: z.ZodType, description = 'Created') => ({ '201': { description, ...json(envelopeSchema(data)) } });
