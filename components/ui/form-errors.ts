import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import type { FieldError, FieldErrors, FieldPath, FieldValues, Resolver, ResolverOptions, UseFormReturn } from 'react-hook-form';
import type { z } from '@/lib/zod';

// The member forms check their values with the API's own zod schemas, whose messages are message
// keys: a field's error message here is such a key (or the server's code), translated where shown.
// Each field shows one message, so an array's per-item errors ("images.0") count for the field.

/** The first message anywhere under a nested error (an array field keeps its items' errors per index). */
function firstError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as Partial<FieldError> & Record<string, unknown>;
  if (typeof e.message === 'string' && typeof e.type === 'string') return e as FieldError;
  for (const [key, inner] of Object.entries(e)) {
    if (key === 'ref' || key === 'types') continue;
    const found = firstError(inner);
    if (found) return found;
  }
  return undefined;
}

/**
 * `zodResolver(schema)` for a form whose values are shaped for editing rather than sending (a select
 * still unset, chosen items kept with their names for the chips): `toRequest` turns them into the
 * request the schema checks, unset parts and all, so the schema's own messages say what is missing,
 * and the form gets the parsed request to send. Errors come back one per field, on the request's
 * first path segment, moved by `rename` where the request names a field differently.
 */
export function requestResolver<TValues extends FieldValues, TRequest extends FieldValues>(
  schema: z.ZodType<TRequest>,
  toRequest: (values: TValues) => FieldValues,
  rename: Readonly<Record<string, FieldPath<TValues>>> = {},
): Resolver<TValues, unknown, TRequest> {
  const resolve = zodResolver(schema as z.ZodType<TRequest, FieldValues>);
  return async (values, context, options) => {
    const result = await resolve(toRequest(values), context, options as unknown as ResolverOptions<FieldValues>);
    const found = Object.entries(result.errors);
    if (found.length === 0) return { values: result.values as TRequest, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [path, nested] of found) {
      const name = rename[path] ?? path;
      const first = firstError(nested);
      if (first && !errors[name]) errors[name] = { type: first.type, message: first.message, ref: options.fields[name]?.ref };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/**
 * Puts the API's field errors (`{ "images.0": ["imageNotOwned"] }`) on the form's fields: each field's
 * first code becomes its message, matched on the path's first segment (through `rename`), and with
 * `focus` the first of them in `order` takes the focus. Returns the fields that took an error, in
 * `order`, and the first code of each path that matched none (for a form-level message).
 */
export function setServerErrors<TValues extends FieldValues>(
  setError: UseFormReturn<TValues>['setError'],
  errors: Readonly<Record<string, readonly string[] | undefined>>,
  order: readonly FieldPath<TValues>[],
  { rename = {}, focus = false }: { rename?: Readonly<Record<string, FieldPath<TValues>>>; focus?: boolean } = {},
): { fields: FieldPath<TValues>[]; unplaced: Record<string, string> } {
  const codes = new Map<FieldPath<TValues>, string>();
  const unplaced: Record<string, string> = {};
  for (const [path, list] of Object.entries(errors)) {
    const head = path.split('.')[0] ?? path;
    const name = rename[head] ?? (order as readonly string[]).find((f) => f === head);
    const code = list?.[0] ?? '';
    if (name === undefined) unplaced[path] ??= code;
    else if (!codes.has(name as FieldPath<TValues>)) codes.set(name as FieldPath<TValues>, code);
  }
  const fields = order.filter((name) => codes.has(name));
  fields.forEach((name, i) => setError(name, { type: 'server', message: codes.get(name) }, { shouldFocus: focus && i === 0 }));
  return { fields, unplaced };
}

/**
 * Clears a field's error as soon as its value changes; it is checked again on the next submit, so
 * the message does not follow every keystroke. Pair with `reValidateMode: 'onSubmit'`.
 */
export function useClearErrorOnChange<TValues extends FieldValues>({
  subscribe,
  getFieldState,
  clearErrors,
}: Pick<UseFormReturn<TValues>, 'subscribe' | 'getFieldState' | 'clearErrors'>): void {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          const field = name as FieldPath<TValues> | undefined;
          if (field && getFieldState(field).error) clearErrors(field);
        },
      }),
    [subscribe, getFieldState, clearErrors],
  );
}
