'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { EditorPage, FormCheckField, FormSelectField, FormTextField, useEditorForm } from '@/components/admin/editor-form';
import { FormMarkdownEditor } from '@/components/admin/markdown-editor';
import { QueryView } from '@/components/admin/query-view';
import styles from '@/components/admin/admin.module.scss';
import { createGuide, guideOptions, updateGuide, type AdminGuideDto } from '@/lib/api/admin';
import { GUIDE_CONTENT_MAX, GUIDE_TITLE_MAX, guideInputSchema } from '@/lib/validation/admin/content/guides';
import { GUIDE_CATEGORIES, type GuideCategory } from '@/lib/validation/guides';
import { z } from '@/lib/zod';

export function GuideEditorLoader({ id }: { id: number }) {
  const guide = useQuery(guideOptions(id));
  return <QueryView query={guide}>{(g) => <GuideEditor guide={g} />}</QueryView>;
}

type GuideValues = {
  slug: string;
  category: GuideCategory;
  title_ko: string;
  title_zh_tw: string;
  content_ko: string;
  content_zh_tw: string;
  sort_order: string;
  published: boolean;
};

const guideForm = z
  .custom<GuideValues>()
  .transform((v): z.input<typeof guideInputSchema> => ({ ...v, sort_order: Number(v.sort_order) || 0 }))
  .pipe(guideInputSchema);

/** A guide in both languages with a live Markdown preview of each. */
export function GuideEditor({ guide }: { guide?: AdminGuideDto }) {
  const t = useTranslations('ui.admin');
  const ts = useTranslations('support.guide.category');
  const { form, save, submit } = useEditorForm({
    schema: guideForm,
    defaultValues: {
      slug: guide?.slug ?? '',
      category: guide?.category ?? 'beginner',
      title_ko: guide?.title_ko ?? '',
      title_zh_tw: guide?.title_zh_tw ?? '',
      content_ko: guide?.content_ko ?? '',
      content_zh_tw: guide?.content_zh_tw ?? '',
      sort_order: String(guide?.sort_order ?? 0),
      published: guide?.published ?? true,
    },
    save: (body) => (guide ? updateGuide(guide.id, body) : createGuide(body)),
    done: guide ? t('guides.saved') : t('guides.created'),
    open: (saved) => (guide ? undefined : `/admin/guides/${saved.id}`),
  });
  const { control } = form;
  const slug = useWatch({ control, name: 'slug' });
  return (
    <EditorPage
      listHref="/admin/guides"
      title={guide ? t('guides.editTitle') : t('guides.createTitle')}
      head={
        guide?.published && (
          <Link href={`/guide/${guide.slug}`} className={styles.link} target="_blank">
            {t('common.viewPublic')}
          </Link>
        )
      }
      onSubmit={submit}
      saving={save.isPending}
    >
      <div className={styles.card}>
        <div className={styles.grid2}>
          <FormTextField
            control={control}
            name="slug"
            label={t('guides.slug')}
            mono
            maxLength={80}
            hint={t('guides.slugHint', { slug: slug || '…' })}
            filter={(v) => v.toLowerCase()}
          />
          <FormSelectField
            control={control}
            name="category"
            label={t('guides.category')}
            options={GUIDE_CATEGORIES.map((c) => ({ value: c, label: ts(c) }))}
          />
          <FormTextField control={control} name="title_ko" label={t('guides.titleKo')} lang="ko" maxLength={GUIDE_TITLE_MAX} />
          <FormTextField control={control} name="title_zh_tw" label={t('guides.titleZh')} lang="zh-TW" maxLength={GUIDE_TITLE_MAX} />
          <FormTextField control={control} name="sort_order" label={t('guides.sortOrder')} type="number" inputMode="numeric" min={0} />
          <FormCheckField control={control} name="published" label={t('guides.published')} />
        </div>
      </div>
      <div className={styles.card}>
        <FormMarkdownEditor
          control={control}
          name="content_ko"
          label={t('guides.contentKo')}
          lang="ko"
          rows={18}
          maxLength={GUIDE_CONTENT_MAX}
        />
        <FormMarkdownEditor
          control={control}
          name="content_zh_tw"
          label={t('guides.contentZh')}
          lang="zh-TW"
          rows={18}
          maxLength={GUIDE_CONTENT_MAX}
        />
      </div>
    </EditorPage>
  );
}
