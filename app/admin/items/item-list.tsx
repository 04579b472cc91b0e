'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { CatalogList, CatalogRow } from '@/components/admin/catalog-list';
import { SelectField } from '@/components/admin/fields';
import { listQuery, type ListState } from '@/components/admin/list-params';
import styles from '@/components/admin/admin.module.scss';
import { GradeBadge } from '@/components/items/item-labels';
import { itemListOptions } from '@/lib/api/admin';
import { ITEM_GRADES, ITEM_TYPES, ITEM_TYPE_LABEL, type ItemType } from '@/lib/items/catalog';
import { pick } from '@/lib/bilingual';

export function ItemList({ params }: { params: ListState<'items'> }) {
  const t = useTranslations('ui.admin');
  const tt = useTranslations('shared.itemType');
  const locale = useLocale();
  const { filters } = params;
  const items = useQuery(itemListOptions(listQuery(filters, params.page)));
  return (
    <CatalogList
      section="items"
      path="/admin/items"
      params={params}
      query={items}
      searchPlaceholder={t('items.searchPlaceholder')}
      filters={(set) => (
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
      )}
    >
      {(item) => (
        <CatalogRow
          href={`/admin/items/${item.id}`}
          thumb={item.image}
          title={pick(locale, item.name_ko, item.name_zh_tw)}
          meta={
            <>
              <GradeBadge grade={item.item_rating} />
              <span className={styles.pill}>{tt(ITEM_TYPE_LABEL[item.item_type as ItemType] ?? 'etc')}</span>
              <span>{t('items.price_value', { price: item.price })}</span>
              {item.sprite_img && (
                <span className={styles.pill} data-tone="info">
                  {t('items.sprite')}
                </span>
              )}
            </>
          }
          hint={locale === 'zh-TW' ? item.name_ko : item.name_zh_tw}
        />
      )}
    </CatalogList>
  );
}
