'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Input, type InputProps } from '@/components/ui/input';
import { fieldMessage, type MessageRef } from '@/lib/auth/auth-error';
import type { z } from '@/lib/zod';
import { FieldError } from './form-alert';

/** A form of the account screens: its schema may normalise the values, never change their shape. */
export type AuthForm<T extends FieldValues> = UseFormReturn<T, unknown, T>;

/**
 * react-hook-form checked by a zod schema (components/auth/form-schemas). The screens judge a field on
 * submit only, and a field's message goes as soon as the field is edited (useAuthField), never replaced
 * by a new one while typing; focus stays where it is (each step moves it to its own heading).
 */
export function useAuthForm<T extends FieldValues>(schema: z.ZodType<T, T>, defaultValues: DefaultValues<T>): AuthForm<T> {
  return useForm<T, unknown, T>({
    // No schema here checks anything asynchronously: parsing synchronously spares each submit a few promise turns.
    resolver: zodResolver(schema, undefined, { mode: 'sync' }),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}

/** A text field of an account form: its value, its change handler and its message (schema or server). */
export function useAuthField<T extends FieldValues>(form: AuthForm<T>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    value: String(field.value ?? ''),
    onChange: (value: string) => {
      if (fieldState.error) form.clearErrors(name);
      field.onChange(value);
    },
    onBlur: field.onBlur,
    message: fieldMessage(fieldState.error?.message, name),
  };
}

/**
 * Puts the server's field messages (describeAuthError's `fields`) under the form's own fields;
 * answers whether any of them belonged to this form.
 */
export function applyFieldErrors<T extends FieldValues>(form: AuthForm<T>, fields: Record<string, MessageRef> | undefined): boolean {
  let placed = false;
  for (const name of Object.keys(form.getValues()) as FieldPath<T>[]) {
    const message = fields?.[name];
    if (!message) continue;
    // The key alone is enough: a validation message's values follow from its key (fieldMessage).
    form.setError(name, { type: 'server', message: message.key });
    placed = true;
  }
  return placed;
}

export type AuthInputProps<T extends FieldValues> = Omit<InputProps, 'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'> & {
  form: AuthForm<T>;
  name: FieldPath<T>;
  /** Rewrites what was typed before the form keeps it (e.g. digits only). */
  normalise?: (value: string) => string;
};

/** Input bound to a field of an account form, its message shown under it. */
export function AuthInput<T extends FieldValues>({ form, name, normalise, ...props }: AuthInputProps<T>) {
  const field = useAuthField(form, name);
  return (
    <Input
      {...props}
      value={field.value}
      onChange={(e) => field.onChange(normalise ? normalise(e.target.value) : e.target.value)}
      onBlur={field.onBlur}
      error={field.message ? <FieldError message={field.message} /> : undefined}
    />
  );
}
