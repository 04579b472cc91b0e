import 'server-only';
import type { z } from '@/lib/zod';
import { AppError } from './errors';

// Keyset cursors: where a list goes on from, as a small JSON object in base64url, opaque to
// clients. Each list checks what comes back against its own schema, so a cursor that was cut,
// edited or made up is refused before any query sees it.

/** 400 / 1000 with the field's error, as any other query parameter that fails its check. */
export const invalidCursor = () => new AppError('VALIDATION', 'Validation failed', { cursor: ['invalidCursor'] });

export type CursorCodec<T> = {
  encode(position: T): string;
  /** The position, or `invalidCursor()` thrown. */
  decode(raw: string): T;
};

export function cursorCodec<S extends z.ZodType<Record<string, unknown>>>(schema: S): CursorCodec<z.infer<S>> {
  return {
    encode: (position) => Buffer.from(JSON.stringify(position)).toString('base64url'),
    decode: (raw) => {
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
      } catch {
        throw invalidCursor();
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw invalidCursor();
      return parsed.data;
    },
  };
}
