import { createWishlistStore, useWishlistStore } from './wishlist-store';

type Item = { id: number; name: string; status?: number };

let store = createWishlistStore<Item>();
beforeEach(() => {
  store = createWishlistStore<Item>();
});

test('starts with empty lists and every flag off', () => {
  expect(store.getState()).toMatchObject({
    buyList: [],
    sellList: [],
    needsRefresh: { buy: false, sell: false },
  });
});

test('setList fills one list and leaves the other alone', () => {
  store.getState().setList('buy', [{ id: 1, name: 'hat' }]);
  expect(store.getState().buyList).toEqual([{ id: 1, name: 'hat' }]);
  expect(store.getState().sellList).toEqual([]);
});

test('addItem puts the item first', () => {
  store.getState().setList('sell', [{ id: 1, name: 'hat' }]);
  store.getState().addItem('sell', { id: 2, name: 'cape' });
  expect(store.getState().sellList.map((i) => i.id)).toEqual([2, 1]);
});

test('adding an id already listed replaces that entry and moves it first', () => {
  store.getState().setList('buy', [
    { id: 1, name: 'hat' },
    { id: 2, name: 'cape' },
    { id: 3, name: 'egg' },
  ]);
  store.getState().addItem('buy', { id: 3, name: 'golden egg' });
  expect(store.getState().buyList).toEqual([
    { id: 3, name: 'golden egg' },
    { id: 1, name: 'hat' },
    { id: 2, name: 'cape' },
  ]);
});

test('removeItem drops by id from the given list only', () => {
  store.getState().setList('buy', [{ id: 1, name: 'hat' }]);
  store.getState().setList('sell', [{ id: 1, name: 'hat' }]);
  store.getState().removeItem('buy', 1);
  expect(store.getState().buyList).toEqual([]);
  expect(store.getState().sellList).toEqual([{ id: 1, name: 'hat' }]);
});

test('updateItem merges a partial into the entry with that id', () => {
  store.getState().setList('buy', [
    { id: 1, name: 'hat', status: 0 },
    { id: 2, name: 'cape', status: 0 },
  ]);
  store.getState().updateItem('buy', 2, { status: 1 });
  expect(store.getState().buyList).toEqual([
    { id: 1, name: 'hat', status: 0 },
    { id: 2, name: 'cape', status: 1 },
  ]);
  store.getState().updateItem('buy', 99, { status: 1 });
  expect(store.getState().buyList).toHaveLength(2);
});

test('refresh flags are kept per list', () => {
  const s = store.getState();
  s.markRefresh('buy');
  expect(store.getState()).toMatchObject({ needsRefresh: { buy: true, sell: false } });
  s.clearRefresh('buy');
  expect(store.getState()).toMatchObject({ needsRefresh: { buy: false, sell: false } });
});

test('the shared store is not written to localStorage', () => {
  localStorage.clear();
  useWishlistStore.getState().addItem('buy', { id: 1 });
  expect(localStorage.length).toBe(0);
});

test('an answer to the same query older than a change made here does not replace the list', () => {
  const s = store.getState();
  s.setList('buy', [{ id: 1, name: 'hat', status: 1 }], { at: 1, from: 'buy' });
  s.updateItem('buy', 1, { status: 0 });
  // A page refresh brings the list as read before the change.
  s.setList('buy', [{ id: 1, name: 'hat', status: 1 }], { at: 2, from: 'buy' });
  expect(store.getState().buyList).toEqual([{ id: 1, name: 'hat', status: 0 }]);
  expect(store.getState().syncedAt.buy).toBe(2);
  // A newer answer, or an answer to another query (a filter), replaces it.
  s.setList(
    'buy',
    [
      { id: 1, name: 'hat', status: 0 },
      { id: 2, name: 'cape' },
    ],
    { at: Date.now() + 1, from: 'buy' },
  );
  expect(store.getState().buyList.map((i) => i.id)).toEqual([1, 2]);
  s.updateItem('buy', 2, { status: 0 });
  s.setList('buy', [{ id: 3, name: 'egg' }], { at: 3, from: 'buy?grade=S' });
  expect(store.getState().buyList).toEqual([{ id: 3, name: 'egg' }]);
});
