'use client';

import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { ItemDetailModal } from '@/components/items/item-detail-modal';
import { ProposeButton } from '@/components/trades/propose-button';
import { useItemTypeLabel } from '@/components/items/item-labels';
import { TabList, TabPanel } from '@/components/items/tab-list';
import { PixelSelect } from '@/components/ui/pixel-select';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LocalToast, useItemToast } from '@/components/ui/toast';
import { useApiErrorMessage, type ApiErrorOverrides } from '@/lib/api/error-message';
import { wishlistKeys } from '@/lib/api/keys';
import {
  useAddWishItemMutation,
  useRemoveWishItemMutation,
  useToggleBuyItemMutation,
  useUpdateWishItemMutation,
  wishListOptions,
  type WishItemDto,
  type WishListFilters,
  type WishType,
} from '@/lib/api/wishlist';
import type { ItemDto } from '@/lib/api/items';
import { TRADE_LINE_COUNT_MAX } from '@/lib/api/trades';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import type { Paginated } from '@/lib/errors';
import { WISH_TYPES } from '@/lib/enums';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { ITEM_GRADES, ITEM_TYPES } from '@/lib/items/catalog';
import { useUserStore } from '@/stores/user-store';
import { WishAddDialog, type WishAddRequest } from './wish-add-dialog';
import { WishItemCard } from './wish-item-card';
import { WishPriceDialog } from './wish-price-dialog';
import styles from './wishlist-screen.module.scss';

export type WishlistScreenProps = {
  userUuid: string;
  initialTab?: WishType;
  /** The reader's uuid when the server page knows it. */
  viewerUuid?: string;
  /** The owner's nickname, for the trade proposals other readers make from an entry. */
  ownerName?: string | null;
};

let tempId = 0;
// Adding an item already on the list says so; any other failure (rate limits and suspensions too) is "could not add".
const ADD_ERRORS: ApiErrorOverrides = { conflict: 'shared.wishlist.alreadyListed', rateLimited: false, suspended: false };

type WishPages = InfiniteData<Paginated<WishItemDto>>;

/** The entries of a cached list, page after page. */
const entriesOf = (data: WishPages | undefined) => data?.pages.flatMap((p) => p.results) ?? [];

/**
 * Edits the cached list under `key`: each page's entries through `fn` (`first` tells the first
 * page), and the count by `delta`. Nothing is cached yet: nothing to edit.
 */
function editList(qc: QueryClient, key: QueryKey, fn: (results: WishItemDto[], first: boolean) => WishItemDto[], delta = 0) {
  qc.setQueryData<WishPages>(key, (old) =>
    old
      ? { ...old, pages: old.pages.map((p, i) => ({ ...p, count: Math.max(0, p.count + delta), results: fn(p.results, i === 0) })) }
      : old,
  );
}

const listed = (qc: QueryClient, key: QueryKey, id: number) => entriesOf(qc.getQueryData<WishPages>(key)).some((e) => e.id === id);

/** `entry` at the front of the list, without a duplicate of its id. */
function putFirst(qc: QueryClient, key: QueryKey, entry: WishItemDto) {
  const delta = listed(qc, key, entry.id) ? 0 : 1;
  editList(qc, key, (results, first) => [...(first ? [entry] : []), ...results.filter((e) => e.id !== entry.id)], delta);
}

function takeOut(qc: QueryClient, key: QueryKey, id: number) {
  if (listed(qc, key, id)) editList(qc, key, (results) => results.filter((e) => e.id !== id), -1);
}

function change(qc: QueryClient, key: QueryKey, id: number, partial: Partial<WishItemDto>) {
  editList(qc, key, (results) => results.map((e) => (e.id === id ? { ...e, ...partial } : e)));
}

/**
 * The spec's wish list: buy and sell tabs over `GET /v1/item/wish-items/{user_uuid}/`. The list
 * on screen is the query's cache entry: the owner's changes land there first (add at the front
 * without duplicates, remove, partial update) and roll back when the server refuses.
 */
export function WishlistScreen({ userUuid, initialTab = 'buy', viewerUuid, ownerName }: WishlistScreenProps) {
  const t = useTranslations('shared.wishlist');
  const tMarket = useTranslations('shared.market');
  const tStates = useTranslations('shared.states');
  const typeLabel = useItemTypeLabel();
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const toast = useItemToast();
  const errorMessage = useApiErrorMessage();
  const hydrated = useHydrated();
  const storedUuid = useUserStore((s) => s.user?.uuid ?? null);
  // A server page that knows the reader says so; otherwise the browser's store does, once read.
  const isOwner = (viewerUuid ?? (hydrated ? storedUuid : null)) === userUuid;

  const [tab, setTab] = useState<WishType>(initialTab);
  const [keyword, setKeyword] = useState('');
  const [grade, setGrade] = useState('');
  const [itemType, setItemType] = useState('');
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<WishItemDto | null>(null);
  const debouncedKeyword = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  // The tab is the side (buy or sell) already: no trade filter inside it.
  const filters: WishListFilters = { trade: 'all', keyword: debouncedKeyword, grade, item_type: itemType };
  const filtered = Boolean(debouncedKeyword || grade || itemType);

  // Owner-only requests must carry the token, and the owner's list includes paused entries:
  // wait for the persisted user store before the first fetch.
  const listOptions = wishListOptions(userUuid, tab, filters);
  // The list the changes below edit: the one on screen when the change was made.
  const listKey = listOptions.queryKey;
  const query = useInfiniteQuery({ ...listOptions, enabled: hydrated });
  const entries = useMemo(() => entriesOf(query.data), [query.data]);
  const total = query.data?.pages[0]?.count ?? 0;

  // Each hook brings the cache up to date (the item's details and traders, the lists) once the server
  // agrees. An item joining or leaving a list changes its counts on the market's cards, which the
  // router keeps for Back as the server rendered them: refreshing drops them. (Not on a status
  // toggle: the refreshed list would land over the next quick toggle.)
  const router = useRouter();
  const addEntry = useAddWishItemMutation({ onSuccess: () => router.refresh() });
  const toggleEntry = useToggleBuyItemMutation();
  const removeEntry = useRemoveWishItemMutation({ onSuccess: () => router.refresh() });
  const updateEntry = useUpdateWishItemMutation();
  const [pricing, setPricing] = useState<WishItemDto | null>(null);

  // A refetch started before a change would land after it with the old list: stop it first.
  const holdList = (wishType: WishType) => queryClient.cancelQueries({ queryKey: wishlistKeys.lists(userUuid, wishType) });
  // As on screen now, not when this card last rendered (two quick taps).
  const cached = (id: number) => entriesOf(queryClient.getQueryData<WishPages>(listKey)).find((e) => e.id === id);

  const isListed = useCallback((item: ItemDto) => entries.some((e) => e.item_id === item.id), [entries]);

  const add = async ({ item, count, tradeType, price }: WishAddRequest) => {
    const wishType = tab;
    if (isListed(item)) {
      toast.showToast(t('alreadyListed'));
      return;
    }
    const now = new Date().toISOString();
    tempId -= 1;
    const temp: WishItemDto = {
      id: tempId,
      item_id: item.id,
      item,
      user_uuid: userUuid,
      wish_type: wishType,
      status: 1,
      count,
      trade_type: tradeType,
      price,
      match_count: wishType === 'buy' ? item.seller_count : item.buyer_count,
      created_at: now,
      updated_at: now,
    };
    void holdList(wishType);
    putFirst(queryClient, listKey, temp);
    try {
      const saved = await addEntry.mutateAsync({ item, wishType, count, tradeType, price });
      takeOut(queryClient, listKey, temp.id);
      if (saved) putFirst(queryClient, listKey, saved);
      toast.showToast(wishType === 'buy' ? t('wishlistAdded') : t('salelistAdded'));
    } catch (error) {
      takeOut(queryClient, listKey, temp.id);
      toast.showToast(errorMessage(error, `shared.wishlist.${wishType === 'buy' ? 'wishlistAddFailed' : 'salelistAddFailed'}`, ADD_ERRORS));
    }
  };

  // Taps on a status run one after another (the mutation's scope); only the last one's answer, and
  // the list read after it, may land on screen, or an earlier answer would undo a later tap.
  const lastToggle = useRef(new Map<number, number>());
  const toggleStatus = async (entry: WishItemDto) => {
    void holdList('buy');
    const previous = cached(entry.id)?.status ?? entry.status;
    const next = previous === 1 ? 0 : 1;
    const turn = (lastToggle.current.get(entry.id) ?? 0) + 1;
    lastToggle.current.set(entry.id, turn);
    const isLast = () => lastToggle.current.get(entry.id) === turn;
    change(queryClient, listKey, entry.id, { status: next });
    try {
      const saved = await toggleEntry.mutateAsync({ id: entry.id, status: next });
      if (isLast()) change(queryClient, listKey, entry.id, saved);
      else void holdList('buy');
    } catch {
      if (isLast()) change(queryClient, listKey, entry.id, { status: previous });
      toast.showToast(t('statusChangeFailed'));
    }
  };

  const remove = async (entry: WishItemDto) => {
    void holdList(entry.wish_type);
    const before = queryClient.getQueryData<WishPages>(listKey);
    // As on screen now (a paused entry is not counted among the item's traders).
    const current = cached(entry.id) ?? entry;
    takeOut(queryClient, listKey, entry.id);
    try {
      await removeEntry.mutateAsync(current);
      toast.showToast(t('removed'));
    } catch {
      queryClient.setQueryData(listKey, before);
      toast.showToast(t('removeFailed'));
    }
  };

  const savePrice = async (entry: WishItemDto, price: number | null) => {
    if (price === entry.price) return;
    void holdList(entry.wish_type);
    change(queryClient, listKey, entry.id, { price });
    try {
      const saved = await updateEntry.mutateAsync({ entry, price });
      change(queryClient, listKey, entry.id, saved);
      toast.showToast(t('priceSaved'));
    } catch (error) {
      change(queryClient, listKey, entry.id, { price: entry.price });
      toast.showToast(errorMessage(error, 'shared.wishlist.priceSaveFailed'));
    }
  };

  const tabLabel = (type: WishType) => t(`tabs.${type}`);
  const emptyMessage = filtered ? t('noResults') : tab === 'buy' ? t('emptyBuy') : t('emptySell');

  return (
    <div className={styles.screen}>
      <TabList
        label={t('tabsLabel')}
        idPrefix={idPrefix}
        tabs={WISH_TYPES.map((key) => ({ key, label: tabLabel(key) }))}
        active={tab}
        onChange={setTab}
        className={styles.tabs}
      />
      {WISH_TYPES.map((type) => (
        <TabPanel key={type} idPrefix={idPrefix} tabKey={type} active={tab === type} className={styles.panel}>
          {tab === type && (
            <>
              <div className={styles.filters} role="group" aria-label={t('filterLabel')}>
                <input
                  type="search"
                  className={styles.keyword}
                  value={keyword}
                  maxLength={50}
                  placeholder={t('keywordPlaceholder')}
                  aria-label={t('keywordPlaceholder')}
                  onChange={(e) => setKeyword(e.target.value)}
                />
                <div className={styles.selects}>
                  <PixelSelect
                    label={tMarket('gradeLabel')}
                    hideLabel
                    size="s"
                    className={styles.select}
                    options={[{ value: '', label: tMarket('allGrades') }, ...ITEM_GRADES.map((g) => ({ value: g, label: g }))]}
                    value={grade}
                    onChange={setGrade}
                  />
                  <PixelSelect
                    label={tMarket('typeLabel')}
                    hideLabel
                    size="s"
                    className={styles.select}
                    options={[
                      { value: '', label: tMarket('allTypes') },
                      ...ITEM_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
                    ]}
                    value={itemType}
                    onChange={setItemType}
                  />
                </div>
              </div>
              <div className={styles.bar}>
                <p className={styles.total} aria-live="polite">
                  {query.isSuccess ? tMarket('resultCount', { count: Math.max(0, total) }) : ''}
                </p>
                {isOwner && (
                  <Button size="s" onClick={() => setAdding(true)}>
                    {t('addItem')}
                  </Button>
                )}
              </div>
              {query.isPending ? (
                <Skeleton rows={4} variant="list" />
              ) : query.isError && entries.length === 0 ? (
                <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />
              ) : entries.length === 0 ? (
                <EmptyState message={emptyMessage} />
              ) : (
                <ul className={styles.list}>
                  {entries.map((entry) => (
                    <li key={entry.id}>
                      <WishItemCard
                        entry={entry}
                        isOwner={isOwner}
                        pending={entry.id < 0}
                        onOpen={setOpened}
                        onToggleStatus={isOwner ? toggleStatus : undefined}
                        onRemove={isOwner ? remove : undefined}
                        onEditPrice={isOwner ? setPricing : undefined}
                        action={
                          ownerName !== undefined && entry.status === 1 ? (
                            <ProposeButton
                              size="xs"
                              counterpart={{ uuid: userUuid, name: ownerName }}
                              // The owner's sell entry is given by them; a buy entry by the proposer.
                              prefill={[
                                {
                                  item: {
                                    id: entry.item.id,
                                    name: entry.item.name,
                                    image: entry.item.image,
                                    item_rating: entry.item.item_rating,
                                  },
                                  side: entry.wish_type === 'sell' ? 'recipient' : 'proposer',
                                  count: Math.min(entry.count, TRADE_LINE_COUNT_MAX),
                                  price: entry.price,
                                },
                              ]}
                              source="match"
                            />
                          ) : undefined
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
              <LoadMore query={query} size="s" wrapperClassName={styles.more}>
                {tStates('more')}
              </LoadMore>
            </>
          )}
        </TabPanel>
      ))}
      {isOwner && (
        <WishAddDialog open={adding} wishType={tab} onClose={() => setAdding(false)} onAdd={(r) => void add(r)} isListed={isListed} />
      )}
      {isOwner && (
        <WishPriceDialog entry={pricing} onClose={() => setPricing(null)} onSave={(entry, price) => void savePrice(entry, price)} />
      )}
      <ItemDetailModal open={opened !== null} onClose={() => setOpened(null)} initialItem={opened?.item ?? null} />
      <div className={styles.toastHost}>
        <LocalToast toast={toast} />
      </div>
    </div>
  );
}
