'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import {
  get,
  useController,
  useForm,
  type Control,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { z } from '@/lib/zod';
import { useAdminErrors } from './errors';
import { CheckField, SelectField, TextAreaField, TextField } from './fields';
import { ImageField } from './image-field';
import { PageHead } from './page-head';
import { useAdminAction } from './use-admin-action';
import styles from './admin.module.scss';

// The editors of the administration (notices, guides, items, probability tables, banners) share
// one path: form values → save → toast → the saved record. An editor's schema takes the values as
// typed (`z.custom<Values>().transform(toBody).pipe(apiSchema)`), so the form checks the body with
// the API's own schema and an issue's path is the API's field name. Field errors are message keys
// (ui.admin.errors.*), from zod in the form or from the API's answer, translated where shown.

export type EditorOptions<V extends FieldValues, B, D> = {
  schema: z.ZodType<B, V>;
  defaultValues: DefaultValues<V>;
  save: (body: B) => Promise<D>;
  /** The toast after saving. */
  done: string;
  /** Where to go once saved (a created record's own page). */
  open?: (saved: D) => string | undefined;
  onSaved?: (saved: D) => void;
  /** Besides the field errors, e.g. a summary of the refusal; the default toast can be turned off. */
  onRefused?: (error: unknown) => void;
  toastError?: boolean;
  /** The form field of an API error key, where the two differ. */
  fieldOf?: (key: string) => string;
};

export function useEditorForm<V extends FieldValues, B, D>({
  schema,
  defaultValues,
  save,
  done,
  open,
  onSaved,
  onRefused,
  toastError,
  fieldOf = (key) => key,
}: EditorOptions<V, B, D>) {
  const router = useRouter();
  const messages = useAdminErrors();
  // Checked on submit only, as the editors always were: no errors appear or vanish while typing.
  const form = useForm<V, unknown, B>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const mutation = useAdminAction(save, {
    done,
    toastError,
    onSuccess: (saved) => {
      onSaved?.(saved);
      const href = open?.(saved);
      if (href) router.push(href);
    },
  });
  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onError: (error) => {
        for (const [key, [first]] of Object.entries(messages.fieldErrors(error))) {
          if (first) form.setError(fieldOf(key) as Path<V>, { type: 'server', message: first });
        }
        onRefused?.(error);
      },
    }),
  );
  const { errors } = form.formState;
  return {
    form,
    save: mutation,
    submit,
    /** The translated message of a field, or of a list as a whole (`entries`). */
    error: (name: string): string | undefined => {
      const found = get(errors, name) as (FieldError & { root?: FieldError }) | undefined;
      return messages.text(found?.message ?? found?.root?.message);
    },
  };
}

/** An editor screen: back link, title, the cards, and cancel / save at the bottom. */
export function EditorPage({
  listHref,
  title,
  lead,
  head,
  onSubmit,
  saving,
  cancel = true,
  actions,
  after,
  children,
}: {
  listHref: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Links beside the title. */
  head?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  saving: boolean;
  cancel?: boolean;
  /** Shown before the save button. */
  actions?: ReactNode;
  /** Inside the form, after the buttons. */
  after?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('ui.admin.common');
  return (
    <form className={styles.page} noValidate onSubmit={(e) => void onSubmit(e)}>
      <Link href={listHref} className={styles.link}>
        ← {t('back')}
      </Link>
      <PageHead title={title} lead={lead}>
        {head}
      </PageHead>
      {children}
      <div className={styles.formActions}>
        {cancel ? (
          <Link href={listHref} className={styles.link}>
            {t('cancel')}
          </Link>
        ) : null}
        {actions}
        <Button type="submit" loading={saving}>
          {t('save')}
        </Button>
      </div>
      {after}
    </form>
  );
}

// ── Fields bound to a form: value, change and the field's translated error ──

export type Bound<V extends FieldValues, O, N extends FieldPath<V>> = {
  control: Control<V, unknown, O>;
  name: N;
  /** Shown instead of the field's own error (e.g. one that belongs to a group of fields). */
  error?: string;
};
export type Unbound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref';

/** A field's value, change handler and translated error, for the Form* fields (and MarkdownField). */
export function useBoundField<V extends FieldValues, O, N extends FieldPath<V>>({ control, name, error }: Bound<V, O, N>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const messages = useAdminErrors();
  return { ref, name, value, onChange, onBlur, error: error ?? messages.text(fieldState.error?.message) };
}

/** The props of a text-valued control bound to the form: its string value, change (through `filter`), blur and error. */
function useTextBinding<V extends FieldValues, O, N extends FieldPath<V>>(bound: Bound<V, O, N>, filter?: (value: string) => string) {
  const { ref, name, value, onChange, onBlur, error } = useBoundField(bound);
  return {
    ref,
    name,
    value: value as string,
    onChange: (e: { target: { value: string } }) => onChange(filter ? filter(e.target.value) : e.target.value),
    onBlur,
    error,
  };
}

export function FormTextField<V extends FieldValues, O, N extends FieldPathByValue<V, string>>({
  control,
  name,
  error,
  filter,
  ...rest
}: Bound<V, O, N> & Omit<ComponentProps<typeof TextField>, Unbound> & { filter?: (value: string) => string }) {
  const bound = useTextBinding({ control, name, error }, filter);
  return <TextField {...rest} {...bound} />;
}

export function FormTextAreaField<V extends FieldValues, O, N extends FieldPathByValue<V, string>>({
  control,
  name,
  error,
  ...rest
}: Bound<V, O, N> & Omit<ComponentProps<typeof TextAreaField>, Unbound>) {
  const bound = useTextBinding({ control, name, error });
  return <TextAreaField {...rest} {...bound} />;
}

export function FormSelectField<V extends FieldValues, O, N extends FieldPathByValue<V, string>>({
  control,
  name,
  error,
  ...rest
}: Bound<V, O, N> & Omit<ComponentProps<typeof SelectField>, Unbound>) {
  const bound = useTextBinding({ control, name, error });
  return <SelectField {...rest} {...bound} />;
}

export function FormCheckField<V extends FieldValues, O, N extends FieldPathByValue<V, boolean>>({
  control,
  name,
  ...rest
}: Omit<Bound<V, O, N>, 'error'> & Omit<ComponentProps<typeof CheckField>, Unbound | 'checked'>) {
  const { ref, value, onChange, onBlur } = useBoundField({ control, name });
  return (
    <CheckField {...rest} ref={ref} name={name} checked={value as boolean} onChange={(e) => onChange(e.target.checked)} onBlur={onBlur} />
  );
}

export function FormImageField<V extends FieldValues, O, N extends FieldPathByValue<V, string>>({
  control,
  name,
  error,
  ...rest
}: Bound<V, O, N> & Omit<ComponentProps<typeof ImageField>, Unbound>) {
  const { value, onChange, error: shown } = useBoundField({ control, name, error });
  return <ImageField {...rest} value={value as string} onChange={onChange} error={shown} />;
}
