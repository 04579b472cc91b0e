'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { SelectField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { PageHead } from '@/components/admin/page-head';
import { AdminSearchForm } from '@/components/admin/search-form';
import { Pager } from '@/components/admin/pager';
import { QueryView } from '@/components/admin/query-view';
import { compact, useUrlState } from '@/components/admin/use-url-state';
import styles from '@/components/admin/admin.module.scss';
import { buttonClassName } from '@/components/ui/button-styles';
import { guideListOptions } from '@/lib/api/admin';
import { GUIDE_CATEGORIES } from '@/lib/validation/guides';

const KEYS = ['q', 'category'] as const;

export function GuideList() {
  const t = useTranslations('ui.admin');
  const ts = useTranslations('support.guide.category');
  const locale = useLocale();
  const { state, page, set } = useUrlState(KEYS);
  const guides = useQuery(guideListOptions(compact({ ...state, page })));
  return (
    <div className={styles.page}>
      <PageHead title={t('guides.title')} lead={t('guides.lead')}>
        <Link href="/admin/guides/new" className={buttonClassName({ size: 's' })}>
          {t('guides.create')}
        </Link>
      </PageHead>
      <AdminSearchForm q={state.q} label={t('common.search')} onSearch={(q) => set({ q })}>
        <SelectField
          label={t('guides.category')}
          value={state.category}
          onChange={(e) => set({ category: e.target.value })}
          options={[{ value: '', label: t('common.all') }, ...GUIDE_CATEGORIES.map((c) => ({ value: c, label: ts(c) }))]}
        />
      </AdminSearchForm>
      <QueryView query={guides} isEmpty={(d) => d.results.length === 0} empty={t('guides.empty')}>
        {(data) => (
          <>
            <ul className={styles.rows}>
              {data.results.map((g) => (
                <li key={g.id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <span className={styles.meta}>
                      <span className={styles.pill}>{ts(g.category)}</span>
                      {!g.published && (
                        <span className={styles.pill} data-tone="muted">
                          {t('guides.draft')}
                        </span>
                      )}
                      {!(locale === 'zh-TW' ? g.content_zh_tw : g.content_ko) && (
                        <span className={styles.pill} data-tone="warn">
                          {t('guides.noContent')}
                        </span>
                      )}
                      <code>/guide/{g.slug}</code>
                    </span>
                    <Link href={`/admin/guides/${g.id}`} className={styles.rowTitle}>
                      {locale === 'zh-TW' ? g.title_zh_tw : g.title_ko}
                    </Link>
                    <span className={styles.hint}>{t('common.updatedAt', { date: formatDateTime(g.updated_at, locale) })}</span>
                  </div>
                  <Link href={`/admin/guides/${g.id}`} className={buttonClassName({ size: 'xs', variant: 'secondary' })}>
                    {t('common.edit')}
                  </Link>
                </li>
              ))}
            </ul>
            <Pager page={page} count={data.count} onPage={(p) => set({ page: p })} />
          </>
        )}
      </QueryView>
    </div>
  );
}
