'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useState, useTransition } from 'react';
import { useItemTypeLabel } from '@/components/items/item-labels';
import { PixelSelect } from '@/components/ui/pixel-select';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { ITEM_GRADES, ITEM_TYPES, itemTypeGroup, type ItemTypeGroup } from '@/lib/items/catalog';
import styles from './market.module.scss';

type Props = { keyword: string; itemType: string; grade: string };

const GROUPS: readonly ItemTypeGroup[] = ['slimeEquipment', 'other', 'avatarEquipment', 'avatarLooks'];

/** Search box (1 character is enough, 300 ms debounce) and type and grade filters; the server renders the result. */
export function MarketFilters({ keyword, itemType, grade }: Props) {
  const t = useTranslations('shared.market');
  const tGroup = useTranslations('shared.itemTypeGroup');
  const typeLabel = useItemTypeLabel();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [text, setText] = useState(keyword);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const lastPushed = useRef(keyword);

  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    next.delete('item');
    const qs = next.toString();
    startTransition(() => router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false }));
  };

  // `go` reads the current URL; only the debounced text should trigger a search.
  const search = useEffectEvent((keyword: string) => go({ keyword }));
  useEffect(() => {
    if (debounced === lastPushed.current) return;
    lastPushed.current = debounced;
    search(debounced);
  }, [debounced]);

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('filtersLabel')}
      aria-busy={pending || undefined}
      action="/market"
      onSubmit={(e) => {
        e.preventDefault();
        lastPushed.current = text.trim();
        go({ keyword: text.trim() });
      }}
    >
      <label className={styles.searchField}>
        <span className="sr-only">{t('searchLabel')}</span>
        <input
          type="search"
          name="keyword"
          value={text}
          maxLength={50}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          className={styles.input}
        />
      </label>
      <div className={styles.selects}>
        <PixelSelect
          label={t('typeLabel')}
          hideLabel
          size="s"
          className={styles.selectField}
          name="type"
          nativeFallback
          options={[
            { value: '', label: t('allTypes') },
            ...GROUPS.flatMap((group) =>
              ITEM_TYPES.filter((type) => itemTypeGroup(type) === group).map((type) => ({
                value: type,
                label: typeLabel(type),
                group: tGroup(group),
              })),
            ),
          ]}
          value={itemType}
          onChange={(value) => go({ type: value })}
        />
        <PixelSelect
          label={t('gradeLabel')}
          hideLabel
          size="s"
          className={styles.selectField}
          name="grade"
          nativeFallback
          options={[{ value: '', label: t('allGrades') }, ...ITEM_GRADES.map((g) => ({ value: g, label: g }))]}
          value={grade}
          onChange={(value) => go({ grade: value })}
        />
        {(keyword || itemType || grade) && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              setText('');
              lastPushed.current = '';
              go({ keyword: '', type: '', grade: '' });
            }}
          >
            {t('clearFilters')}
          </button>
        )}
      </div>
    </form>
  );
}
