/**
 * @jest-environment ./test/msw-environment.ts
 */
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ItemDetailDto } from '@/lib/validation/items';
import type { WishItemDto } from '@/lib/validation/wishlist';
import { stubApiServer } from '@/test/msw-api';
import { testItem } from '@/test/render-market';
import { testQueryClient } from '@/test/render-with-providers';
import { useUserStore } from '@/stores/user-store';
import type { User } from './user';
import { itemKeys, searchKeys, wishlistKeys } from './keys';
import { useAddWishItemMutation, useManageWishItemMutation, useRemoveWishItemMutation, useToggleBuyItemMutation } from './wishlist';

const { stubApi } = stubApiServer();

const READER = { id: 7, uuid: 'reader-uuid', nickname: '말랑데모' } as unknown as User;
// Nobody buys the item yet; two members sell it.
const item = testItem({ name: '딸기 비니', seller_count: 2, buyer_count: 0 });
const other = testItem({ name: '황금 왕관', seller_count: 1, buyer_count: 4 });

const detailOf = (base: typeof item, over: Partial<ItemDetailDto> = {}): ItemDetailDto => ({
  ...base,
  equipment_objects: [],
  wished: { buy: null, sell: null },
  matches: { sellers: 0, buyers: 0 },
  ...over,
});

// The reader's entry as the server answers it: the item's counts as the reader sees them.
const entry = (over: Partial<WishItemDto> = {}): WishItemDto => ({
  id: 55,
  item_id: item.id,
  item: { ...item, buyer_count: 1 },
  user_uuid: READER.uuid,
  wish_type: 'buy',
  status: 1,
  count: 1,
  trade_type: 'buy',
  price: null,
  match_count: 2,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
  ...over,
});

function setup<T>(useHook: () => T, cached: Partial<ItemDetailDto> = {}) {
  const client = testQueryClient();
  // The item's detail is cached by id and by uuid for this reader, and by id for a guest.
  client.setQueryData(itemKeys.detail(item.id, READER.id), detailOf(item, cached));
  client.setQueryData(itemKeys.detail(item.uuid, READER.id), detailOf(item, cached));
  client.setQueryData(itemKeys.detail(item.id, null), detailOf(item));
  client.setQueryData(itemKeys.detail(other.id, READER.id), detailOf(other));
  client.setQueryData(wishlistKeys.list(READER.uuid, 'buy', {}), { pages: [], pageParams: [1] });
  client.setQueryData(wishlistKeys.users(item.id, 'buy'), { pages: [], pageParams: [1] });
  client.setQueryData(searchKeys.items('딸기'), []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(useHook, { wrapper });
  const detail = (ref: number | string = item.id, reader: number | null = READER.id) =>
    client.getQueryData<ItemDetailDto>(itemKeys.detail(ref, reader));
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, result, detail, stale };
}

beforeEach(() => useUserStore.getState().login('token-7', READER));

describe('adding to one’s own buy list from the item detail', () => {
  it('counts the reader among the buyers at once, in every cached detail of the item the reader sees', async () => {
    stubApi([
      {
        method: 'POST',
        match: /manage-by-uuid/,
        body: { item_id: item.id, item_uuid: item.uuid, wish_type: 'buy', wished: true, changed: true, wish_item: entry() },
      },
    ]);
    const { result, detail, stale } = setup(() => useManageWishItemMutation());
    await act(() => result.current.mutateAsync({ uuid: item.uuid, wishType: 'buy', remove: false }));

    for (const ref of [item.id, item.uuid]) {
      expect(detail(ref)).toMatchObject({ buyer_count: 1, seller_count: 2, wished: { buy: 55, sell: null }, matches: { sellers: 2 } });
    }
    // A guest's copy and other items keep their data; all are read again when next shown.
    expect(detail(item.id, null)).toMatchObject({ buyer_count: 0, wished: { buy: null } });
    expect(detail(other.id)).toMatchObject({ buyer_count: 4 });
    expect(stale(itemKeys.detail(item.id, null))).toBe(true);
    expect(stale(wishlistKeys.list(READER.uuid, 'buy', {}))).toBe(true);
    expect(stale(wishlistKeys.users(item.id, 'buy'))).toBe(true);
    expect(stale(searchKeys.items('딸기'))).toBe(true);
  });

  it('takes the reader out of the buyers once removed', async () => {
    stubApi([
      {
        method: 'POST',
        match: /manage-by-uuid/,
        body: { item_id: item.id, item_uuid: item.uuid, wish_type: 'buy', wished: false, changed: true, wish_item: null },
      },
    ]);
    const { result, detail } = setup(() => useManageWishItemMutation(), {
      buyer_count: 1,
      wished: { buy: 55, sell: null },
      matches: { sellers: 2, buyers: 0 },
    });
    await act(() => result.current.mutateAsync({ uuid: item.uuid, wishType: 'buy', remove: true }));
    expect(detail()).toMatchObject({ buyer_count: 0, seller_count: 2, wished: { buy: null }, matches: { sellers: 0 } });
  });
});

describe('the wish list screen’s changes', () => {
  it('adding from the list counts the reader in the item’s cached detail', async () => {
    const { calls } = stubApi([{ method: 'POST', match: /\/v1\/wishlist\/buy\/$/, body: entry() }]);
    const { result, detail } = setup(() => useAddWishItemMutation());
    const saved = await act(() => result.current.mutateAsync({ item, wishType: 'buy', count: 2, tradeType: 'exchange' }));
    expect(saved).toMatchObject({ id: 55 });
    expect(calls[0]?.body).toEqual({ item_id: item.id, count: 2, trade_type: 'exchange', price: null });
    expect(detail()).toMatchObject({ buyer_count: 1, wished: { buy: 55 } });
  });

  it('adding to the sell list counts the reader among the sellers', async () => {
    const sold = entry({ id: 56, wish_type: 'sell', item: { ...item, seller_count: 3 }, match_count: 0, trade_type: 'sell' });
    stubApi([
      {
        method: 'POST',
        match: /manage-by-uuid/,
        body: { item_id: item.id, item_uuid: item.uuid, wish_type: 'sell', wished: true, changed: true, wish_item: sold },
      },
    ]);
    const { result, detail } = setup(() => useAddWishItemMutation());
    await act(() => result.current.mutateAsync({ item, wishType: 'sell', count: 1 }));
    expect(detail()).toMatchObject({ seller_count: 3, buyer_count: 0, wished: { buy: null, sell: 56 }, matches: { buyers: 0 } });
  });

  it('pausing a buy entry takes the reader out of the buyers, resuming puts them back', async () => {
    const answers = [entry({ status: 0, item: { ...item, buyer_count: 0 } }), entry()];
    stubApi([{ method: 'POST', match: /\/toggle\/$/, body: () => answers.shift() }]);
    const { result, detail } = setup(() => useToggleBuyItemMutation(), { buyer_count: 1, wished: { buy: 55, sell: null } });
    await act(() => result.current.mutateAsync({ id: 55, status: 0 }));
    expect(detail()).toMatchObject({ buyer_count: 0, wished: { buy: 55 } });
    await act(() => result.current.mutateAsync({ id: 55, status: 1 }));
    expect(detail()).toMatchObject({ buyer_count: 1, wished: { buy: 55 } });
  });

  it('removing an active entry takes one buyer off; a paused one was not counted', async () => {
    stubApi([{ method: 'DELETE', match: /\/v1\/wishlist\/buy\/55\/$/, body: { id: 55, wish_type: 'buy' } }]);
    const active = setup(() => useRemoveWishItemMutation(), { buyer_count: 3, wished: { buy: 55, sell: null } });
    await act(() => active.result.current.mutateAsync(entry()));
    expect(active.detail()).toMatchObject({ buyer_count: 2, wished: { buy: null } });

    const paused = setup(() => useRemoveWishItemMutation(), { buyer_count: 3, wished: { buy: 55, sell: null } });
    await act(() => paused.result.current.mutateAsync(entry({ status: 0 })));
    expect(paused.detail()).toMatchObject({ buyer_count: 3, wished: { buy: null } });
  });
});
