'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CheckField, SelectField, TextField } from '@/components/admin/fields';
import { fromLocalInput, toLocalInput } from '@/components/admin/format';
import { MarkdownEditor } from '@/components/admin/markdown-editor';
import { PageHead } from '@/components/admin/page-head';
import { QueryView } from '@/components/admin/query-view';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useFormErrors } from '@/components/admin/use-form-errors';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { createNotice, noticeOptions, updateNotice, type AdminNoticeDto } from '@/lib/api/admin';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, noticeInputSchema, type NoticeInput } from '@/lib/validation/admin';
import { NOTICE_KINDS } from '@/lib/validation/notices';

export function NoticeEditorLoader({ id }: { id: number }) {
  const notice = useQuery(noticeOptions(id));
  return <QueryView query={notice}>{(n) => <NoticeEditor notice={n} />}</QueryView>;
}

type Draft = Omit<NoticeInput, 'published_at'> & { published_local: string };

/** A notice in both languages, Markdown with a live preview. */
export function NoticeEditor({ notice }: { notice?: AdminNoticeDto }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const router = useRouter();
  const form = useFormErrors();
  const [draft, setDraft] = useState<Draft>(() => ({
    kind: notice?.kind ?? 'notice',
    title_ko: notice?.title_ko ?? '',
    title_zh_tw: notice?.title_zh_tw ?? '',
    content_ko: notice?.content_ko ?? '',
    content_zh_tw: notice?.content_zh_tw ?? '',
    is_pinned: notice?.is_pinned ?? false,
    published_local: toLocalInput(notice?.published_at ?? null, locale),
  }));
  const edit = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useAdminAction((body: NoticeInput) => (notice ? updateNotice(notice.id, body) : createNotice(body)), {
    done: notice ? t('notices.saved') : t('notices.created'),
    onSuccess: (saved) => {
      if (!notice) router.push(`/admin/notices/${saved.id}`);
    },
  });

  const submit = () => {
    const { published_local, ...rest } = draft;
    const body = form.check(noticeInputSchema, {
      ...rest,
      ...(published_local ? { published_at: fromLocalInput(published_local, locale) } : {}),
    });
    if (body) save.mutate(body, { onError: form.fromApi });
  };

  return (
    <form
      className={styles.page}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <Link href="/admin/notices" className={styles.link}>
        ← {t('common.back')}
      </Link>
      <PageHead title={notice ? t('notices.editTitle') : t('notices.createTitle')} />
      <div className={styles.card}>
        <div className={styles.grid2}>
          <SelectField
            label={t('notices.kindLabel')}
            value={draft.kind}
            onChange={(e) => edit({ kind: e.target.value as Draft['kind'] })}
            options={NOTICE_KINDS.map((k) => ({ value: k, label: t(`notices.kind.${k}`) }))}
          />
          <TextField
            type="datetime-local"
            label={t('notices.publishedAt')}
            value={draft.published_local}
            onChange={(e) => edit({ published_local: e.target.value })}
            error={form.error('published_at')}
          />
          <TextField
            label={t('notices.titleKo')}
            lang="ko"
            value={draft.title_ko}
            maxLength={NOTICE_TITLE_MAX}
            onChange={(e) => edit({ title_ko: e.target.value })}
            error={form.error('title_ko')}
          />
          <TextField
            label={t('notices.titleZh')}
            lang="zh-TW"
            value={draft.title_zh_tw}
            maxLength={NOTICE_TITLE_MAX}
            onChange={(e) => edit({ title_zh_tw: e.target.value })}
            error={form.error('title_zh_tw')}
          />
        </div>
        <CheckField label={t('notices.pinned')} checked={draft.is_pinned} onChange={(e) => edit({ is_pinned: e.target.checked })} />
      </div>
      <div className={styles.card}>
        <MarkdownEditor
          label={t('notices.contentKo')}
          lang="ko"
          value={draft.content_ko}
          maxLength={NOTICE_CONTENT_MAX}
          onChange={(v) => edit({ content_ko: v })}
          error={form.error('content_ko')}
        />
        <MarkdownEditor
          label={t('notices.contentZh')}
          lang="zh-TW"
          value={draft.content_zh_tw}
          maxLength={NOTICE_CONTENT_MAX}
          onChange={(v) => edit({ content_zh_tw: v })}
          error={form.error('content_zh_tw')}
        />
      </div>
      <div className={styles.formActions}>
        <Link href="/admin/notices" className={styles.link}>
          {t('common.cancel')}
        </Link>
        <Button type="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
