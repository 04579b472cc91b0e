'use client';

import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/request';
import { issuesToFieldErrors, useAdminErrors, type FieldErrors } from './errors';

/**
 * Field errors of an editor: checked first with the same zod schema the API uses, then whatever
 * the API refuses. `error(name)` is the translated message of a field.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const messages = useAdminErrors();
  return {
    errors,
    error: (name: string) => messages.text(errors[name]?.[0]),
    clear: () => setErrors({}),
    /** The parsed value, or null with the errors shown. */
    check<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
      const parsed = schema.safeParse(value);
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return null;
    },
    fromApi(error: unknown) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
    },
  };
}
