import { z } from '@/lib/zod';
import { rowIdText } from '../common';
import { UPLOAD_PATH_MAX } from '../common';

// Building blocks of the administration contract: inputs shared by the /api/v1/admin/ handlers and
// the /admin forms, and the answers described in the OpenAPI document. Error messages are keys
// under ui.admin.errors.* so the forms and the API speak alike.

export const ADMIN_KEYWORD_MAX = 100;

// An empty `?q=` or filter (a cleared box, the "all" chip) means no filter.
export const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
export const keyword = optionalQuery(z.string().trim().max(ADMIN_KEYWORD_MAX));
/** An id in a path or query string (lib/validation/common.ts). */
export const positiveId = rowIdText;

export const adminIdParam = z.object({ id: positiveId });

/** ISO 8601 date-time with an offset (`2026-05-01T09:00:00+09:00` or `…Z`). */
export const isoDateTime = z.iso.datetime({ offset: true, error: 'dateInvalid' });

export const bilingual = (max: number, { required = true }: { required?: boolean } = {}) =>
  required ? z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong') : z.string().trim().max(max, 'tooLong');

// Site images: an upload (`/uploads/…`) or the bundled pixel art (`/art/…`).
export const siteImagePath = z
  .string({ error: 'imageRequired' })
  .trim()
  .max(UPLOAD_PATH_MAX, 'imageInvalid')
  .regex(/^\/(uploads|art)\/[A-Za-z0-9/_.-]+\.(webp|png|jpe?g|gif)$/, 'imageInvalid')
  .refine((v) => !v.includes('..'), 'imageInvalid')
  .meta({ description: 'An uploaded image (`/uploads/…` from POST /v1/admin/uploads/) or bundled art (`/art/…`)' });
