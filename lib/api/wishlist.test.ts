/**
 * @jest-environment ./test/msw-environment.ts
 */
import { stubApiServer } from '@/test/msw-api';
import { ItemRefError, requireItemId, requireItemRef, requireItemUuid } from './items';
import { addBuyItem, manageWishItem, manageWishItemByUuid, removeSellItem, toggleBuyItemStatus } from './wishlist';

const { stubApi } = stubApiServer();

describe('item references (spec §5: an item uuid or id is required)', () => {
  it('throws item id required / item uuid required', () => {
    expect(() => requireItemId({})).toThrow(ItemRefError);
    expect(() => requireItemId({ uuid: 'u' })).toThrow(expect.objectContaining({ key: 'itemIdRequired' }));
    expect(() => requireItemUuid({ id: 3 })).toThrow(expect.objectContaining({ key: 'itemUuidRequired' }));
    expect(() => requireItemRef({ id: null, uuid: null })).toThrow(expect.objectContaining({ key: 'itemIdRequired' }));
    expect(requireItemRef({ uuid: 'u' })).toBe('u');
    expect(requireItemRef({ id: 3, uuid: 'u' })).toBe(3);
  });

  it('throws before any request when the reference is missing', async () => {
    const { calls } = stubApi([]);
    await expect(manageWishItem({}, 'buy')).rejects.toMatchObject({ key: 'itemIdRequired' });
    await expect(manageWishItemByUuid({}, 'sell')).rejects.toMatchObject({ key: 'itemUuidRequired' });
    await expect(addBuyItem({})).rejects.toBeInstanceOf(ItemRefError);
    expect(calls).toHaveLength(0);
  });
});

describe('wish-list calls use the spec’s paths and bodies', () => {
  it('sends each call as written in spec §7', async () => {
    const { calls } = stubApi([
      { method: 'POST', match: /./, body: {} },
      { method: 'DELETE', match: /./, body: {} },
    ]);
    await manageWishItem({ id: 5 }, 'sell');
    await manageWishItemByUuid({ uuid: 'abc' }, 'buy', { action: 'add' });
    await toggleBuyItemStatus(9, 0);
    await removeSellItem(4);
    await addBuyItem({ uuid: 'abc', count: 2 });
    expect(calls.map((c) => [c.method, c.url.replace(/^\/api/, ''), c.body])).toEqual([
      ['POST', '/v1/item/wish-items/manage/5/?wish_type=sell', { wish_type: 'sell' }],
      ['POST', '/v1/item/wish-items/manage-by-uuid/abc/', { wish_type: 'buy', action: 'add' }],
      ['POST', '/v1/wishlist/buy/9/toggle/', { status: 0 }],
      ['DELETE', '/v1/item/wish-items/', { id: 4, wish_type: 'sell' }],
      ['POST', '/v1/wishlist/buy/', { item_uuid: 'abc', count: 2 }],
    ]);
  });
});
