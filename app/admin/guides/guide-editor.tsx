'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CheckField, SelectField, TextField } from '@/components/admin/fields';
import { MarkdownEditor } from '@/components/admin/markdown-editor';
import { PageHead } from '@/components/admin/page-head';
import { QueryView } from '@/components/admin/query-view';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useFormErrors } from '@/components/admin/use-form-errors';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { createGuide, guideOptions, updateGuide, type AdminGuideDto } from '@/lib/api/admin';
import { GUIDE_CONTENT_MAX, GUIDE_TITLE_MAX, guideInputSchema, type GuideInput } from '@/lib/validation/admin';
import { GUIDE_CATEGORIES } from '@/lib/validation/guides';

export function GuideEditorLoader({ id }: { id: number }) {
  const guide = useQuery(guideOptions(id));
  return <QueryView query={guide}>{(g) => <GuideEditor guide={g} />}</QueryView>;
}

type Draft = Omit<GuideInput, 'content_ko' | 'content_zh_tw' | 'sort_order'> & {
  content_ko: string;
  content_zh_tw: string;
  sort_order: string;
};

/** A guide in both languages with a live Markdown preview of each. */
export function GuideEditor({ guide }: { guide?: AdminGuideDto }) {
  const t = useTranslations('ui.admin');
  const ts = useTranslations('support.guide.category');
  const router = useRouter();
  const form = useFormErrors();
  const [draft, setDraft] = useState<Draft>(() => ({
    slug: guide?.slug ?? '',
    category: guide?.category ?? 'beginner',
    title_ko: guide?.title_ko ?? '',
    title_zh_tw: guide?.title_zh_tw ?? '',
    content_ko: guide?.content_ko ?? '',
    content_zh_tw: guide?.content_zh_tw ?? '',
    sort_order: String(guide?.sort_order ?? 0),
    published: guide?.published ?? true,
  }));
  const edit = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useAdminAction((body: GuideInput) => (guide ? updateGuide(guide.id, body) : createGuide(body)), {
    done: guide ? t('guides.saved') : t('guides.created'),
    onSuccess: (saved) => {
      if (!guide) router.push(`/admin/guides/${saved.id}`);
    },
  });
  const submit = () => {
    const body = form.check(guideInputSchema, { ...draft, sort_order: Number(draft.sort_order) || 0 });
    if (body) save.mutate(body, { onError: form.fromApi });
  };
  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Link href="/admin/guides" className={styles.link}>
        ← {t('common.back')}
      </Link>
      <PageHead title={guide ? t('guides.editTitle') : t('guides.createTitle')}>
        {guide?.published && (
          <Link href={`/guide/${guide.slug}`} className={styles.link} target="_blank">
            {t('common.viewPublic')}
          </Link>
        )}
      </PageHead>
      <div className={styles.card}>
        <div className={styles.grid2}>
          <TextField
            label={t('guides.slug')}
            mono
            value={draft.slug}
            maxLength={80}
            hint={t('guides.slugHint', { slug: draft.slug || '…' })}
            onChange={(e) => edit({ slug: e.target.value.toLowerCase() })}
            error={form.error('slug')}
          />
          <SelectField
            label={t('guides.category')}
            value={draft.category}
            onChange={(e) => edit({ category: e.target.value as Draft['category'] })}
            options={GUIDE_CATEGORIES.map((c) => ({ value: c, label: ts(c) }))}
            error={form.error('category')}
          />
          <TextField
            label={t('guides.titleKo')}
            lang="ko"
            value={draft.title_ko}
            maxLength={GUIDE_TITLE_MAX}
            onChange={(e) => edit({ title_ko: e.target.value })}
            error={form.error('title_ko')}
          />
          <TextField
            label={t('guides.titleZh')}
            lang="zh-TW"
            value={draft.title_zh_tw}
            maxLength={GUIDE_TITLE_MAX}
            onChange={(e) => edit({ title_zh_tw: e.target.value })}
            error={form.error('title_zh_tw')}
          />
          <TextField
            label={t('guides.sortOrder')}
            type="number"
            inputMode="numeric"
            min={0}
            value={draft.sort_order}
            onChange={(e) => edit({ sort_order: e.target.value })}
            error={form.error('sort_order')}
          />
          <CheckField label={t('guides.published')} checked={draft.published} onChange={(e) => edit({ published: e.target.checked })} />
        </div>
      </div>
      <div className={styles.card}>
        <MarkdownEditor
          label={t('guides.contentKo')}
          lang="ko"
          rows={18}
          value={draft.content_ko}
          maxLength={GUIDE_CONTENT_MAX}
          onChange={(v) => edit({ content_ko: v })}
          error={form.error('content_ko')}
        />
        <MarkdownEditor
          label={t('guides.contentZh')}
          lang="zh-TW"
          rows={18}
          value={draft.content_zh_tw}
          maxLength={GUIDE_CONTENT_MAX}
          onChange={(v) => edit({ content_zh_tw: v })}
          error={form.error('content_zh_tw')}
        />
      </div>
      <div className={styles.formActions}>
        <Link href="/admin/guides" className={styles.link}>
          {t('common.cancel')}
        </Link>
        <Button type="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
