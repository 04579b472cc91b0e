'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCatalogEditor } from '@/components/admin/catalog-editor';
import { EditorPage, FormCheckField, FormSelectField, FormTextField } from '@/components/admin/editor-form';
import { QueryView } from '@/components/admin/query-view';
import styles from '@/components/admin/admin.module.scss';
import { createWordFilter, updateWordFilter, wordFilterOptions, type WordFilterDto } from '@/lib/api/word-filters';
import {
  WORD_FILTER_ACTIONS,
  WORD_FILTER_KINDS,
  WORD_FILTER_NOTE_MAX,
  WORD_FILTER_PATTERN_MAX,
  wordFilterInputSchema,
} from '@/lib/validation/word-filters';
import { z } from '@/lib/zod';
import { TryBox } from './try-box';

// The form always holds every field (the API's defaults are for other callers).
const formSchema = wordFilterInputSchema.extend({ note: z.string().trim().max(WORD_FILTER_NOTE_MAX, 'tooLong'), is_active: z.boolean() });

export function WordFilterEditorLoader({ id }: { id: number }) {
  const entry = useQuery(wordFilterOptions(id));
  return <QueryView query={entry}>{(e) => <WordFilterEditor entry={e} />}</QueryView>;
}

/** One entry: a word or a pattern, what it does, a note, on or off. */
export function WordFilterEditor({ entry }: { entry?: WordFilterDto }) {
  const t = useTranslations('ui.admin.wordFilters');
  const { form, page } = useCatalogEditor({
    section: 'wordFilters',
    path: '/admin/word-filters',
    record: entry,
    schema: formSchema,
    defaultValues: {
      pattern: entry?.pattern ?? '',
      kind: entry?.kind ?? 'word',
      action: entry?.action ?? 'refuse',
      note: entry?.note ?? '',
      is_active: entry?.is_active ?? true,
    },
    create: createWordFilter,
    update: updateWordFilter,
  });
  const { control } = form;
  // The try box is a form of its own, so it sits beside the editor's form: a form inside a form
  // is not HTML (the browser drops the inner one, and hydration found another page than the server sent).
  return (
    <div className={styles.page}>
      <EditorPage {...page} lead={t('rules')}>
        <div className={styles.card}>
          <div className={styles.grid2}>
            <FormSelectField
              control={control}
              name="kind"
              label={t('kind')}
              options={WORD_FILTER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            />
            <FormSelectField
              control={control}
              name="action"
              label={t('action')}
              options={WORD_FILTER_ACTIONS.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
            />
          </div>
          <FormTextField
            control={control}
            name="pattern"
            label={t('pattern')}
            hint={t('patternHint')}
            maxLength={WORD_FILTER_PATTERN_MAX}
            mono
          />
          {entry?.kind === 'word' ? (
            <p className={styles.hint}>{t('matchedAs', { normalised: entry.normalised, choseong: entry.choseong ?? '—' })}</p>
          ) : null}
          <FormTextField control={control} name="note" label={t('note')} maxLength={WORD_FILTER_NOTE_MAX} />
          <FormCheckField control={control} name="is_active" label={t('active')} />
        </div>
      </EditorPage>
      {entry ? <TryBox /> : null}
    </div>
  );
}
