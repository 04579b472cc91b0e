'use client';

import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormTextAreaField, FormTextField } from './editor-form';

export type BilingualProps<V extends FieldValues, O, N extends FieldPathByValue<V, string>> = {
  control: Control<V, unknown, O>;
  /** The Korean field, then the Traditional Chinese one. */
  names: readonly [N, N];
  labels: readonly [string, string];
  /** Shown instead of the fields' own errors. */
  errors?: readonly [string | undefined, string | undefined];
  maxLength?: number;
};

/** The Korean and the Traditional Chinese version of one field: the name, label, error and `lang` of each. */
export function bilingual<N>(
  names: readonly [N, N],
  labels: readonly [string, string],
  errors?: readonly [string | undefined, string | undefined],
) {
  return [
    { lang: 'ko', name: names[0], label: labels[0], error: errors?.[0] },
    { lang: 'zh-TW', name: names[1], label: labels[1], error: errors?.[1] },
  ];
}

/**
 * One text the administration writes in both languages: the same field twice, each with its `lang`
 * (a Markdown text: FormBilingualMarkdown beside the editor, which only its forms load).
 */
export function BilingualFields<V extends FieldValues, O, N extends FieldPathByValue<V, string>>({
  control,
  names,
  labels,
  errors,
  maxLength,
  ...kind
}: BilingualProps<V, O, N> & ({ as?: 'text' } | { as: 'textarea'; rows?: number })) {
  return (
    <>
      {bilingual(names, labels, errors).map((field) =>
        kind.as === 'textarea' ? (
          <FormTextAreaField key={field.lang} control={control} maxLength={maxLength} rows={kind.rows} {...field} />
        ) : (
          <FormTextField key={field.lang} control={control} maxLength={maxLength} {...field} />
        ),
      )}
    </>
  );
}
