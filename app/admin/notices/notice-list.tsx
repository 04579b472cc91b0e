'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { CatalogList, CatalogRow } from '@/components/admin/catalog-list';
import { formatDateTime } from '@/components/admin/format';
import { listQuery, type ListState } from '@/components/admin/list-params';
import { useAdminAction } from '@/components/admin/use-admin-action';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { deleteNotice, noticeListOptions, updateNotice, type AdminNoticeDto } from '@/lib/api/admin';
import { pick } from '@/lib/bilingual';

export function NoticeList({ params }: { params: ListState<'notices'> }) {
  const notices = useQuery(noticeListOptions(listQuery(params.filters, params.page)));
  return (
    <CatalogList section="notices" path="/admin/notices" params={params} query={notices}>
      {(n) => <NoticeRow notice={n} />}
    </CatalogList>
  );
}

function NoticeRow({ notice: n }: { notice: AdminNoticeDto }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const pin = useAdminAction(() => updateNotice(n.id, { is_pinned: !n.is_pinned }), { done: t('notices.saved') });
  const title = pick(locale, n.title_ko, n.title_zh_tw);
  return (
    <CatalogRow
      href={`/admin/notices/${n.id}`}
      title={title}
      meta={
        <>
          <span className={styles.pill}>{t(`notices.kind.${n.kind}`)}</span>
          {n.is_pinned && (
            <span className={styles.pill} data-tone="info">
              {t('notices.pinned')}
            </span>
          )}
          <time dateTime={n.published_at}>{formatDateTime(n.published_at, locale)}</time>
        </>
      }
      hint={locale === 'zh-TW' ? n.title_ko : n.title_zh_tw}
      actions={
        <Button size="xs" variant="secondary" loading={pin.isPending} onClick={() => pin.mutate(undefined)}>
          {n.is_pinned ? t('notices.unpin') : t('notices.pin')}
        </Button>
      }
      remove={{ run: () => deleteNotice(n.id), confirm: t('notices.confirmDelete', { title }), done: t('notices.deleted') }}
    />
  );
}
