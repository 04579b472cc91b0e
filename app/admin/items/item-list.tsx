'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { SelectField } from '@/components/admin/fields';
import { listQuery, type ListState } from '@/components/admin/list-params';
import styles from '@/components/admin/admin.module.scss';
import { GradeBadge } from '@/components/items/item-labels';
import { buttonClassName } from '@/components/ui/button-styles';
import { itemListOptions } from '@/lib/api/admin';
import { ITEM_GRADES, ITEM_TYPES, ITEM_TYPE_LABEL, type ItemType } from '@/lib/items/catalog';
import { pick } from '@/lib/bilingual';

export function ItemList({ params }: { params: ListState<'items'> }) {
  const t = useTranslations('ui.admin');
  const tt = useTranslations('shared.itemType');
  const locale = useLocale();
  const { filters, page } = params;
  const set = useListNavigation(params);
  const items = useQuery(itemListOptions(listQuery(filters, page)));
  return (
    <AdminListPage
      title={t('items.title')}
      lead={t('items.lead')}
      actions={
        <Link href="/admin/items/new" className={buttonClassName({ size: 's' })}>
          {t('items.create')}
        </Link>
      }
      search={{ value: filters.q, label: t('common.search'), placeholder: t('items.searchPlaceholder'), onSearch: (q) => set({ q }) }}
      filters={
        <>
          <SelectField
            label={t('items.type')}
            value={filters.item_type}
            onChange={(e) => set({ item_type: e.target.value })}
            options={[
              { value: '', label: t('common.all') },
              ...ITEM_TYPES.map((type) => ({ value: type, label: tt(ITEM_TYPE_LABEL[type]) })),
            ]}
          />
          <SelectField
            label={t('items.grade')}
            value={filters.grade}
            onChange={(e) => set({ grade: e.target.value })}
            options={[{ value: '', label: t('common.all') }, ...ITEM_GRADES.map((g) => ({ value: g, label: g }))]}
          />
        </>
      }
      query={items}
      empty={t('items.empty')}
      page={page}
      onPage={(p) => set({ page: p })}
      itemKey={(item) => item.id}
      itemClassName={styles.row}
    >
      {(item) => (
        <>
          <img src={item.image} alt="" className={styles.thumb} />
          <div className={styles.rowMain}>
            <span className={styles.meta}>
              <GradeBadge grade={item.item_rating} />
              <span className={styles.pill}>{tt(ITEM_TYPE_LABEL[item.item_type as ItemType] ?? 'etc')}</span>
              <span>{t('items.price_value', { price: item.price })}</span>
              {item.sprite_img && (
                <span className={styles.pill} data-tone="info">
                  {t('items.sprite')}
                </span>
              )}
            </span>
            <Link href={`/admin/items/${item.id}`} className={styles.rowTitle}>
              {pick(locale, item.name_ko, item.name_zh_tw)}
            </Link>
            <span className={styles.hint}>{locale === 'zh-TW' ? item.name_ko : item.name_zh_tw}</span>
          </div>
          <Link href={`/admin/items/${item.id}`} className={buttonClassName({ size: 'xs', variant: 'secondary' })}>
            {t('common.edit')}
          </Link>
        </>
      )}
    </AdminListPage>
  );
}
