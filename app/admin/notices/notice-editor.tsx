'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { BilingualFields } from '@/components/admin/bilingual-fields';
import { useCatalogEditor } from '@/components/admin/catalog-editor';
import { EditorPage, FormCheckField, FormSelectField, FormTextField } from '@/components/admin/editor-form';
import { fromLocalInput, toLocalInput } from '@/components/admin/format';
import { FormBilingualMarkdown } from '@/components/admin/markdown-editor';
import { QueryView } from '@/components/admin/query-view';
import styles from '@/components/admin/admin.module.scss';
import { createNotice, noticeOptions, updateNotice, type AdminNoticeDto } from '@/lib/api/admin';
import type { Locale } from '@/lib/constants';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, noticeInputSchema } from '@/lib/validation/admin/content/notices';
import { NOTICE_KINDS } from '@/lib/validation/notices';
import { z } from '@/lib/zod';

export function NoticeEditorLoader({ id }: { id: number }) {
  const notice = useQuery(noticeOptions(id));
  return <QueryView query={notice}>{(n) => <NoticeEditor notice={n} />}</QueryView>;
}

/** The form's values: `published_at` as typed in the datetime-local box (empty: now). */
type NoticeValues = {
  kind: AdminNoticeDto['kind'];
  title_ko: string;
  title_zh_tw: string;
  content_ko: string;
  content_zh_tw: string;
  is_pinned: boolean;
  published_at: string;
};

const noticeForm = (locale: Locale) =>
  z
    .custom<NoticeValues>()
    .transform(({ published_at, ...rest }): z.input<typeof noticeInputSchema> => ({
      ...rest,
      // A time the box cannot turn into an instant stays as typed, for the schema to refuse.
      ...(published_at ? { published_at: fromLocalInput(published_at, locale) ?? published_at } : {}),
    }))
    .pipe(noticeInputSchema);

/** A notice in both languages, Markdown with a live preview. */
export function NoticeEditor({ notice }: { notice?: AdminNoticeDto }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const schema = useMemo(() => noticeForm(locale), [locale]);
  const { form, page } = useCatalogEditor({
    section: 'notices',
    path: '/admin/notices',
    record: notice,
    schema,
    defaultValues: {
      kind: notice?.kind ?? 'notice',
      title_ko: notice?.title_ko ?? '',
      title_zh_tw: notice?.title_zh_tw ?? '',
      content_ko: notice?.content_ko ?? '',
      content_zh_tw: notice?.content_zh_tw ?? '',
      is_pinned: notice?.is_pinned ?? false,
      published_at: toLocalInput(notice?.published_at ?? null, locale),
    },
    create: createNotice,
    update: updateNotice,
  });
  const { control } = form;

  return (
    <EditorPage {...page}>
      <div className={styles.card}>
        <div className={styles.grid2}>
          <FormSelectField
            control={control}
            name="kind"
            label={t('notices.kindLabel')}
            options={NOTICE_KINDS.map((k) => ({ value: k, label: t(`notices.kind.${k}`) }))}
          />
          <FormTextField control={control} name="published_at" type="datetime-local" label={t('notices.publishedAt')} />
          <BilingualFields
            control={control}
            names={['title_ko', 'title_zh_tw']}
            labels={[t('notices.titleKo'), t('notices.titleZh')]}
            maxLength={NOTICE_TITLE_MAX}
          />
        </div>
        <FormCheckField control={control} name="is_pinned" label={t('notices.pinned')} />
      </div>
      <div className={styles.card}>
        <FormBilingualMarkdown
          control={control}
          names={['content_ko', 'content_zh_tw']}
          labels={[t('notices.contentKo'), t('notices.contentZh')]}
          maxLength={NOTICE_CONTENT_MAX}
        />
      </div>
    </EditorPage>
  );
}
