'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { formatDateTime } from '@/components/admin/format';
import { listQuery, type ListState } from '@/components/admin/list-params';
import { useAdminAction } from '@/components/admin/use-admin-action';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { deleteNotice, noticeListOptions, updateNotice, type AdminNoticeDto } from '@/lib/api/admin';
import { pick } from '@/lib/bilingual';

export function NoticeList({ params }: { params: ListState<'notices'> }) {
  const t = useTranslations('ui.admin');
  const { filters, page } = params;
  const set = useListNavigation(params);
  const notices = useQuery(noticeListOptions(listQuery(filters, page)));
  return (
    <AdminListPage
      title={t('notices.title')}
      lead={t('notices.lead')}
      actions={
        <Link href="/admin/notices/new" className={buttonClassName({ size: 's' })}>
          {t('notices.create')}
        </Link>
      }
      search={{ value: filters.q, label: t('common.search'), onSearch: (q) => set({ q }) }}
      query={notices}
      empty={t('notices.empty')}
      page={page}
      onPage={(p) => set({ page: p })}
      itemKey={(n) => n.id}
    >
      {(n) => <NoticeRow notice={n} />}
    </AdminListPage>
  );
}

function NoticeRow({ notice: n }: { notice: AdminNoticeDto }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const pin = useAdminAction(() => updateNotice(n.id, { is_pinned: !n.is_pinned }), { done: t('notices.saved') });
  const remove = useAdminAction(() => deleteNotice(n.id), { done: t('notices.deleted') });
  const title = pick(locale, n.title_ko, n.title_zh_tw);
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.meta}>
          <span className={styles.pill}>{t(`notices.kind.${n.kind}`)}</span>
          {n.is_pinned && (
            <span className={styles.pill} data-tone="info">
              {t('notices.pinned')}
            </span>
          )}
          <time dateTime={n.published_at}>{formatDateTime(n.published_at, locale)}</time>
        </span>
        <Link href={`/admin/notices/${n.id}`} className={styles.rowTitle}>
          {title}
        </Link>
        <span className={styles.hint}>{locale === 'zh-TW' ? n.title_ko : n.title_zh_tw}</span>
      </div>
      <div className={styles.actions}>
        <Button size="xs" variant="secondary" loading={pin.isPending} onClick={() => pin.mutate(undefined)}>
          {n.is_pinned ? t('notices.unpin') : t('notices.pin')}
        </Button>
        <Link href={`/admin/notices/${n.id}`} className={buttonClassName({ size: 'xs', variant: 'secondary' })}>
          {t('common.edit')}
        </Link>
        <ConfirmButton
          size="xs"
          danger
          loading={remove.isPending}
          message={t('notices.confirmDelete', { title })}
          onConfirm={() => remove.mutateAsync(undefined).catch(() => undefined)}
        >
          {t('common.delete')}
        </ConfirmButton>
      </div>
    </div>
  );
}
