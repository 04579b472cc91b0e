'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { BilingualFields } from '@/components/admin/bilingual-fields';
import { useCatalogEditor } from '@/components/admin/catalog-editor';
import { EditorPage, FormCheckField, FormSelectField, FormTextField } from '@/components/admin/editor-form';
import { FormBilingualMarkdown } from '@/components/admin/markdown-editor';
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
  const { form, page } = useCatalogEditor({
    section: 'guides',
    path: '/admin/guides',
    record: guide,
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
    create: createGuide,
    update: updateGuide,
  });
  const { control } = form;
  const slug = useWatch({ control, name: 'slug' });
  return (
    <EditorPage
      {...page}
      head={
        guide?.published && (
          <Link href={`/guide/${guide.slug}`} className={styles.link} target="_blank">
            {t('common.viewPublic')}
          </Link>
        )
      }
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
          <BilingualFields
            control={control}
            names={['title_ko', 'title_zh_tw']}
            labels={[t('guides.titleKo'), t('guides.titleZh')]}
            maxLength={GUIDE_TITLE_MAX}
          />
          <FormTextField control={control} name="sort_order" label={t('guides.sortOrder')} type="number" inputMode="numeric" min={0} />
          <FormCheckField control={control} name="published" label={t('guides.published')} />
        </div>
      </div>
      <div className={styles.card}>
        <FormBilingualMarkdown
          control={control}
          names={['content_ko', 'content_zh_tw']}
          labels={[t('guides.contentKo'), t('guides.contentZh')]}
          rows={18}
          maxLength={GUIDE_CONTENT_MAX}
        />
      </div>
    </EditorPage>
  );
}
