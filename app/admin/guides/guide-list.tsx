'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { CatalogList, CatalogRow } from '@/components/admin/catalog-list';
import { SelectField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { listQuery, type ListState } from '@/components/admin/list-params';
import styles from '@/components/admin/admin.module.scss';
import { guideListOptions } from '@/lib/api/admin';
import { GUIDE_CATEGORIES } from '@/lib/validation/guides';
import { pick } from '@/lib/bilingual';

export function GuideList({ params }: { params: ListState<'guides'> }) {
  const t = useTranslations('ui.admin');
  const ts = useTranslations('support.guide.category');
  const locale = useLocale();
  const guides = useQuery(guideListOptions(listQuery(params.filters, params.page)));
  return (
    <CatalogList
      section="guides"
      path="/admin/guides"
      params={params}
      query={guides}
      filters={(set) => (
        <SelectField
          label={t('guides.category')}
          value={params.filters.category}
          onChange={(e) => set({ category: e.target.value })}
          options={[{ value: '', label: t('common.all') }, ...GUIDE_CATEGORIES.map((c) => ({ value: c, label: ts(c) }))]}
        />
      )}
    >
      {(g) => (
        <CatalogRow
          href={`/admin/guides/${g.id}`}
          title={pick(locale, g.title_ko, g.title_zh_tw)}
          meta={
            <>
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
            </>
          }
          hint={t('common.updatedAt', { date: formatDateTime(g.updated_at, locale) })}
        />
      )}
    </CatalogList>
  );
}
