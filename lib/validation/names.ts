import type { z } from '@/lib/zod';
import { hasBidiControls, hasVisibleCharacters } from './characters';
import { INVALID_CHARACTERS } from './input';

// The shared rule of names and titles others see (look names, nicknames, post and inquiry titles):
// no bidi embeddings, overrides or isolates (INVALID_CHARACTERS, or `bidiKey`), and something
// visible once blanks and invisible characters are left out (`emptyKey`, the field's "required";
// an empty string is left to the schema's own minimum).
export function visibleName<S extends z.ZodString>(schema: S, emptyKey: string, bidiKey: string = INVALID_CHARACTERS): S {
  return schema
    .refine((text) => !hasBidiControls(text), { error: bidiKey, abort: true })
    .refine((text) => text === '' || hasVisibleCharacters(text), { error: emptyKey }) as S;
}
