'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { SelectField } from '@/components/admin/fields';
import { PageHead } from '@/components/admin/page-head';
import { AdminSearchForm } from '@/components/admin/search-form';
import { Pager } from '@/components/admin/pager';
import { QueryView } from '@/components/admin/query-view';
import { compact, useUrlState } from '@/components/admin/use-url-state';
import styles from '@/components/admin/admin.module.scss';
import { buttonClassName } from '@/components/ui/button-styles';
import { itemListOptions } from '@/lib/api/admin';
import { ITEM_GRADES, ITEM_TYPES, ITEM_TYPE_LABEL, gradeColor, type ItemType } from '@/lib/items/catalog';

const KEYS = ['q', 'item_type', 'grade'] as const;

export function ItemList() {
  const t = useTranslations('ui.admin');
  const tt = useTranslations('shared.itemType');
  const locale = useLocale();
  const { state, page, set } = useUrlState(KEYS);
  const items = useQuery(itemListOptions(compact({ ...state, page })));
  return (
    <div className={styles.page}>
      <PageHead title={t('items.title')} lead={t('items.lead')}>
        <Link href="/admin/items/new" className={buttonClassName({ size: 's' })}>
          {t('items.create')}
        </Link>
      </PageHead>
      <AdminSearchForm q={state.q} label={t('common.search')} placeholder={t('items.searchPlaceholder')} onSearch={(q) => set({ q })}>
        <SelectField
          label={t('items.type')}
          value={state.item_type}
          onChange={(e) => set({ item_type: e.target.value })}
          options={[
            { value: '', label: t('common.all') },
            ...ITEM_TYPES.map((type) => ({ value: type, label: tt(ITEM_TYPE_LABEL[type]) })),
          ]}
        />
        <SelectField
          label={t('items.grade')}
          value={state.grade}
          onChange={(e) => set({ grade: e.target.value })}
          options={[{ value: '', label: t('common.all') }, ...ITEM_GRADES.map((g) => ({ value: g, label: g }))]}
        />
      </AdminSearchForm>
      <QueryView query={items} isEmpty={(d) => d.results.length === 0} empty={t('items.empty')}>
        {(data) => (
          <>
            <ul className={styles.rows}>
              {data.results.map((item) => (
                <li key={item.id} className={styles.row}>
                  <img src={item.image} alt="" className={styles.thumb} />
                  <div className={styles.rowMain}>
                    <span className={styles.meta}>
                      <span
                        className={styles.pill}
                        style={{ color: '#fff', background: gradeColor(item.item_rating), borderColor: gradeColor(item.item_rating) }}
                      >
                        {item.item_rating}
                      </span>
                      <span className={styles.pill}>{tt(ITEM_TYPE_LABEL[item.item_type as ItemType] ?? 'etc')}</span>
                      <span>{t('items.price_value', { price: item.price })}</span>
                      {item.sprite_img && (
                        <span className={styles.pill} data-tone="info">
                          {t('items.sprite')}
                        </span>
                      )}
                    </span>
                    <Link href={`/admin/items/${item.id}`} className={styles.rowTitle}>
                      {locale === 'zh-TW' ? item.name_zh_tw : item.name_ko}
                    </Link>
                    <span className={styles.hint}>{locale === 'zh-TW' ? item.name_ko : item.name_zh_tw}</span>
                  </div>
                  <Link href={`/admin/items/${item.id}`} className={buttonClassName({ size: 'xs', variant: 'secondary' })}>
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
