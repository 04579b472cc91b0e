import { z } from '@/lib/zod';
import { DEFAULT_PAGE, PAGE_SIZE } from '@/lib/constants';

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_PAGE),
  page_size: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

// Upper bounds for request strings that have no length of their own in the spec (every text field of a
// request body has a maximum: app/api/v1/security/cve-classes.test.ts walks the API document for it).
/** A path of an uploaded or bundled image (`/uploads/…`, `/art/…`). */
export const UPLOAD_PATH_MAX = 512;
/** An absolute URL a client names (a video link, an OAuth redirect). */
export const URL_MAX = 2048;
/** An opaque token the server handed out (verification tokens). */
export const TOKEN_MAX = 512;

// Any 8-4-4-4-12 hex uuid, either case; unlike z.uuid() it does not check the version and variant digits.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

// Row ids and counts, bounded to what their columns hold: every id column is an int4 (serial or
// integer; the bigint ones are never taken from a request), so an id past 2³¹−1 can name no row
// and must be refused here, not by the database (a 500). One door for every id a request carries.

/** The largest value an int4 column holds. */
export const INT4_MAX = 2_147_483_647;

/** An id in a JSON body: a JSON number (the string "2" is refused), whole, 1 to INT4_MAX. */
export const bodyId = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int(message)
    .min(1, message)
    .max(INT4_MAX, message);

/** An id in a path or query string: 1 to 10 digits (no sign, exponent, spaces or hex), then in range. */
export const textId = (message?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(bodyId(message))
    // Documented as what it reads as: an integer in range.
    .meta({
      override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
        delete jsonSchema.pattern;
        Object.assign(jsonSchema, { type: 'integer', minimum: 1, maximum: INT4_MAX });
      },
    });

export const rowId = bodyId();
export const rowIdText = textId();

export const idParam = z.object({ id: rowIdText });

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** What a route whose contract answers `paginatedSchema(item)` answers, for an item type `T` (itself a `…Dto`). */
export type PaginatedDto<T> = z.infer<ReturnType<typeof paginatedSchema<z.ZodType<T>>>>;

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
