'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues } from 'react-hook-form';
import type { CatalogSection } from './catalog-list';
import { useEditorForm, type EditorOptions } from './editor-form';

/**
 * The editor of a record in a catalog list (see catalog-list.tsx): saves by creating or updating it,
 * toasts `ui.admin.<section>.created|saved`, opens a created record's page, and gives EditorPage its
 * list link, title (`createTitle|editTitle`) and form props as `page`.
 */
export function useCatalogEditor<V extends FieldValues, B, D extends { id: number }>({
  section,
  path,
  record,
  create,
  update,
  ...options
}: {
  section: CatalogSection;
  /** The list's address, e.g. `/admin/notices`. */
  path: string;
  /** The record being edited; none on the create page. */
  record: { id: number } | undefined;
  create: (body: B) => Promise<D>;
  update: (id: number, body: B) => Promise<D>;
} & Omit<EditorOptions<V, B, D>, 'save' | 'done' | 'open'>) {
  const t = useTranslations('ui.admin');
  const editor = useEditorForm<V, B, D>({
    ...options,
    save: (body) => (record ? update(record.id, body) : create(body)),
    done: record ? t(`${section}.saved`) : t(`${section}.created`),
    open: (saved) => (record ? undefined : `${path}/${saved.id}`),
  });
  return {
    ...editor,
    page: {
      listHref: path,
      title: record ? t(`${section}.editTitle`) : t(`${section}.createTitle`),
      onSubmit: editor.submit,
      saving: editor.save.isPending,
    },
  };
}
