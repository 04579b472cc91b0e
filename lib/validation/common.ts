import { z } from '@/lib/zod';
import { DEFAULT_PAGE, PAGE_SIZE } from '@/lib/constants';

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_PAGE),
  page_size: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

// Any 8-4-4-4-12 hex uuid, either case; unlike z.uuid() it does not check the version and variant digits.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), data });
}

export const errorEnvelope = z
  .object({
    code: z.number().int().meta({ description: 'Nonzero error code from the catalogue' }),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    meta: z.record(z.string(), z.unknown()).optional().meta({ description: 'Details of some failures, e.g. remaining_attempts' }),
  })
  .meta({ id: 'Error' });
