'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { SelectField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { listQuery, type ListState } from '@/components/admin/list-params';
import styles from '@/components/admin/admin.module.scss';
import { buttonClassName } from '@/components/ui/button-styles';
import { guideListOptions } from '@/lib/api/admin';
import { GUIDE_CATEGORIES } from '@/lib/validation/guides';
import { pick } from '@/lib/bilingual';

export function GuideList({ params }: { params: ListState<'guides'> }) {
  const t = useTranslations('ui.admin');
  const ts = useTranslations('support.guide.category');
  const locale = useLocale();
  const { filters, page } = params;
  const set = useListNavigation(params);
  const guides = useQuery(guideListOptions(listQuery(filters, page)));
  return (
    <AdminListPage
      title={t('guides.title')}
      lead={t('guides.lead')}
      actions={
        <Link href="/admin/guides/new" className={buttonClassName({ size: 's' })}>
          {t('guides.create')}
        </Link>
      }
      search={{ value: filters.q, label: t('common.search'), onSearch: (q) => set({ q }) }}
      filters={
        <SelectField
          label={t('guides.category')}
          value={filters.category}
          onChange={(e) => set({ category: e.target.value })}
          options={[{ value: '', label: t('common.all') }, ...GUIDE_CATEGORIES.map((c) => ({ value: c, label: ts(c) }))]}
        />
      }
      query={guides}
      empty={t('guides.empty')}
      page={page}
      onPage={(p) => set({ page: p })}
      itemKey={(g) => g.id}
      itemClassName={styles.row}
    >
      {(g) => (
        <>
          <div className={styles.rowMain}>
            <span className={styles.meta}>
              <span className={styles.pill}>{ts(g.category)}</span>
              {!g.published && (
                <span className={styles.pill} data-tone="muted">
                  {t('guides.draft')}
                </span>
              )}
              {!pick(locale, g.content_ko, g.content_zh_tw) && (
                <span className={styles.pill} data-tone="warn">
                  {t('guides.noContent')}
                </span>
              )}
              <code>/guide/{g.slug}</code>
            </span>
            <Link href={`/admin/guides/${g.id}`} className={styles.rowTitle}>
              {pick(locale, g.title_ko, g.title_zh_tw)}
            </Link>
            <span className={styles.hint}>{t('common.updatedAt', { date: formatDateTime(g.updated_at, locale) })}</span>
          </div>
          <Link href={`/admin/guides/${g.id}`} className={buttonClassName({ size: 'xs', variant: 'secondary' })}>
            {t('common.edit')}
          </Link>
        </>
      )}
    </AdminListPage>
  );
}
