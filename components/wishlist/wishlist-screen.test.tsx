/**
 * @jest-environment ./test/msw-environment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { http } from 'msw';
import { itemKeys, wishlistKeys } from '@/lib/api/keys';
import { makeQueryClient } from '@/lib/api/query-client';
import type { User } from '@/lib/api/user';
import type { WishItemDto } from '@/lib/validation/wishlist';
import { stubApiServer } from '@/test/msw-api';
import { page, renderMarket, testItem } from '@/test/render-market';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { WishlistScreen } from './wishlist-screen';

const { server: mswServer, stubApi } = stubApiServer();

// Adding and removing drop the pages the router keeps (the market's cards show the counts).
const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh, prefetch: jest.fn() }),
}));

const OWNER = '11111111-1111-4111-8111-111111111111';
const crown = testItem({ name: '왕관', item_rating: 'SSS' });
const wings = testItem({ name: '천사 날개', item_type: 'EQUIPMENT_BACK' });
const egg = testItem({ name: '황금 알', item_type: 'EGG', sprite_img: null });

const entry = (id: number, item: ReturnType<typeof testItem>, extra: Partial<WishItemDto> = {}): WishItemDto => ({
  id,
  item_id: item.id,
  item,
  user_uuid: OWNER,
  wish_type: 'buy',
  status: 1,
  count: 1,
  trade_type: 'buy',
  price: null,
  match_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

let server: WishItemDto[];
let fail: { add?: number; toggle?: number; remove?: number };

function api() {
  return stubApi([
    { match: /\/v1\/item\/wish-items\/[0-9a-f-]+\/\?wish_type=buy/, body: () => page(server) },
    { match: /\/v1\/item\/wish-items\/[0-9a-f-]+\/\?wish_type=sell/, body: () => page([]) },
    { match: /\/v1\/item\/search-name\/\?name=/, body: [egg, crown] },
    {
      method: 'POST',
      match: /\/v1\/wishlist\/buy\/$/,
      get status() {
        return fail.add ?? 200;
      },
      body: (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { item_id: number; count: number };
        const saved = entry(900, egg, { count: body.count });
        server = [saved, ...server];
        return saved;
      },
    },
    {
      method: 'POST',
      match: /\/v1\/wishlist\/buy\/\d+\/toggle\/$/,
      get status() {
        return fail.toggle ?? 200;
      },
      body: (url: string, init: RequestInit) => {
        const id = Number(/buy\/(\d+)\//.exec(url)?.[1]);
        const { status } = JSON.parse(String(init.body)) as { status: 0 | 1 };
        server = server.map((e) => (e.id === id ? { ...e, status } : e));
        return server.find((e) => e.id === id);
      },
    },
    {
      method: 'DELETE',
      match: /\/v1\/wishlist\/buy\/\d+\/$/,
      get status() {
        return fail.remove ?? 200;
      },
      body: (url: string) => {
        const id = Number(/buy\/(\d+)\//.exec(url)?.[1]);
        server = server.filter((e) => e.id !== id);
        return { id, wish_type: 'buy' };
      },
    },
  ]);
}

// The owner's buy list as the screen shows it: its query's cache entry.
let client: QueryClient;
const buyList = () =>
  client.getQueryData<InfiniteData<{ results: WishItemDto[] }>>(wishlistKeys.list(OWNER, 'buy', {}))?.pages.flatMap((p) => p.results) ?? [];

function renderScreen(options?: Parameters<typeof renderMarket>[1]) {
  const rendered = renderMarket(<WishlistScreen userUuid={OWNER} />, options);
  client = rendered.queryClient;
  return rendered;
}

beforeEach(() => {
  refresh.mockReset();
  server = [entry(2, wings, { count: 3, match_count: 2 }), entry(1, crown, { status: 0 })];
  fail = {};
  useUiStore.setState({ isPlaySoundEffect: false });
  useUserStore.getState().login('token', { id: 1, uuid: OWNER, nickname: 'owner' } as unknown as User);
});

it('shows the list call’s entries with the owner’s controls', async () => {
  const { calls } = api();
  renderScreen();
  expect(await screen.findByText('천사 날개')).toBeInTheDocument();
  expect(buyList().map((e) => e.id)).toEqual([2, 1]);
  expect(calls[0]?.url).toContain(`/v1/item/wish-items/${OWNER}/?wish_type=buy&page=1`);
  expect(screen.getByRole('switch', { name: '천사 날개 거래 중' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('switch', { name: '왕관 거래 중' })).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByLabelText('3개')).toBeInTheDocument();
  expect(screen.getByText('판매자 2명')).toBeInTheDocument();
});

it('shows no controls on another member’s list', async () => {
  useUserStore.getState().logout();
  api();
  renderScreen();
  expect(await screen.findByText('천사 날개')).toBeInTheDocument();
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '아이템 추가' })).not.toBeInTheDocument();
});

it('adds an item picked by name at the front of the list and says so', async () => {
  const { calls } = api();
  renderScreen();
  await screen.findByText('천사 날개');
  fireEvent.click(screen.getByRole('button', { name: '아이템 추가' }));
  const dialog = screen.getByRole('dialog', { name: '구매 희망 아이템 추가' });
  fireEvent.change(within(dialog).getByRole('combobox', { name: '아이템 이름' }), { target: { value: '황' } });
  fireEvent.click(await within(dialog).findByRole('option', { name: /황금 알/ }));
  // An item already on the list is marked in the suggestions.
  expect(calls.find((c) => c.url.includes('/v1/item/search-name/'))?.url).toContain(`name=${encodeURIComponent('황')}`);
  fireEvent.click(within(dialog).getByRole('button', { name: '구매 희망에 담기' }));
  expect(buyList()[0]).toMatchObject({ item_id: egg.id });
  expect(await screen.findByText('구매 희망 목록에 담았어요')).toBeInTheDocument();
  await waitFor(() => expect(buyList().map((e) => e.id)).toEqual([900, 2, 1]));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ item_id: egg.id, count: 1, trade_type: 'buy', price: null });
  expect(refresh).toHaveBeenCalledTimes(1);
});

it('refuses an item already listed without calling the server', async () => {
  const { calls } = api();
  renderScreen();
  await screen.findByText('천사 날개');
  fireEvent.click(screen.getByRole('button', { name: '아이템 추가' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByRole('combobox', { name: '아이템 이름' }), { target: { value: '왕' } });
  fireEvent.click(await within(dialog).findByRole('option', { name: /왕관/ }));
  expect(within(dialog).getByText('이미 목록에 있는 아이템이에요')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '구매 희망에 담기' })).toBeDisabled();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('takes a failed add back out and shows the failure toast', async () => {
  fail.add = 500;
  api();
  renderScreen();
  await screen.findByText('천사 날개');
  fireEvent.click(screen.getByRole('button', { name: '아이템 추가' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByRole('combobox', { name: '아이템 이름' }), { target: { value: '황' } });
  fireEvent.click(await within(dialog).findByRole('option', { name: /황금 알/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: '구매 희망에 담기' }));
  expect(await screen.findByText('구매 희망 목록에 담지 못했어요')).toBeInTheDocument();
  expect(buyList().map((e) => e.id)).toEqual([2, 1]);
});

it('toggles the status at once (partial update) and rolls back when the server refuses', async () => {
  const { calls } = api();
  const { queryClient } = renderScreen();
  const sw = await screen.findByRole('switch', { name: '천사 날개 거래 중' });
  fireEvent.click(sw);
  // The cache holds the change at once; the screen shows it with the cache's next notification.
  expect(buyList().find((e) => e.id === 2)).toMatchObject({ status: 0, count: 3 });
  await waitFor(() => expect(sw).toHaveAttribute('aria-checked', 'false'));
  await waitFor(() => expect(calls.find((c) => c.url.includes('/toggle/'))?.body).toEqual({ status: 0 }));
  // Answered and settled: a tap while it is in flight waits its turn (one mutation scope) and
  // would not flip the switch at once.
  await waitFor(() => expect(queryClient.isMutating()).toBe(0));

  // The refused toggle waits at a gate, so the screen is seen before the answer.
  fail.toggle = 500;
  let open = () => {};
  mswServer.use(http.post(/\/toggle\/$/, () => new Promise<undefined>((resolve) => (open = () => resolve(undefined))), { once: true }));
  fireEvent.click(sw);
  await waitFor(() => expect(sw).toHaveAttribute('aria-checked', 'true'));
  open();
  expect(await screen.findByText('상태를 바꾸지 못했어요')).toBeInTheDocument();
  expect(sw).toHaveAttribute('aria-checked', 'false');
  expect(refresh).not.toHaveBeenCalled();
  await waitFor(() => expect(queryClient.isMutating()).toBe(0));
});

it('sends quick taps one after another, and an earlier answer never undoes a later tap', async () => {
  const { calls } = api();
  // Each toggle request waits at its gate until the test opens it, then goes on to the stub
  // (a handler that returns nothing hands the request to the next one).
  const gates: Array<() => void> = [];
  mswServer.use(
    http.post(/\/toggle\/$/, async () => {
      await new Promise<void>((open) => gates.push(open));
    }),
  );
  const toggles = () => calls.filter((c) => c.url.includes('/toggle/')).map((c) => c.body);
  renderScreen();
  const sw = await screen.findByRole('switch', { name: '천사 날개 거래 중' });
  fireEvent.click(sw);
  fireEvent.click(sw);
  expect(sw).toHaveAttribute('aria-checked', 'true');
  await waitFor(() => expect(gates).toHaveLength(1));
  // The second tap is not sent while the first is unanswered.
  await new Promise((settle) => setTimeout(settle, 30));
  expect(gates).toHaveLength(1);

  gates[0]!();
  await waitFor(() => expect(gates).toHaveLength(2));
  expect(toggles()).toEqual([{ status: 0 }]);
  // The first answer (paused) has landed; the screen still shows the second tap.
  expect(sw).toHaveAttribute('aria-checked', 'true');

  gates[1]!();
  await waitFor(() => expect(toggles()).toEqual([{ status: 0 }, { status: 1 }]));
  await waitFor(() => expect(server.find((e) => e.id === 2)?.status).toBe(1));
  expect(sw).toHaveAttribute('aria-checked', 'true');
  expect(buyList().find((e) => e.id === 2)).toMatchObject({ status: 1 });
});

it('removes an entry at once and puts it back when the server refuses', async () => {
  fail.remove = 500;
  api();
  renderScreen();
  fireEvent.click(await screen.findByRole('button', { name: '왕관 목록에서 빼기' }));
  expect(buyList().map((e) => e.id)).toEqual([2]);
  expect(await screen.findByText('목록에서 빼지 못했어요')).toBeInTheDocument();
  expect(buyList().map((e) => e.id)).toEqual([2, 1]);
  expect(refresh).not.toHaveBeenCalled();

  fail.remove = undefined;
  fireEvent.click(screen.getByRole('button', { name: '왕관 목록에서 빼기' }));
  expect(await screen.findByText('목록에서 뺐어요')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('왕관')).not.toBeInTheDocument());
  expect(refresh).toHaveBeenCalledTimes(1);
});

it('opens the item detail from the card’s name link', async () => {
  api();
  renderScreen();
  fireEvent.click(await screen.findByRole('link', { name: '천사 날개 자세히 보기' }));
  expect(await screen.findByRole('dialog', { name: '천사 날개' })).toBeInTheDocument();
});

it('shows the reader among the buyers of an item just added, in a detail cached before', async () => {
  api();
  // The app's defaults: a cached detail stays fresh for minutes and is not read again on mount.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...makeQueryClient().getDefaultOptions().queries, retry: false, gcTime: Infinity } },
  });
  const detail = { ...egg, buyer_count: 0, equipment_objects: [], wished: { buy: null, sell: null }, matches: { sellers: 0, buyers: 0 } };
  queryClient.setQueryData(itemKeys.detail(egg.id, 1), detail);
  renderScreen({ queryClient });
  await screen.findByText('천사 날개');

  fireEvent.click(screen.getByRole('button', { name: '아이템 추가' }));
  const dialog = screen.getByRole('dialog', { name: '구매 희망 아이템 추가' });
  fireEvent.change(within(dialog).getByRole('combobox', { name: '아이템 이름' }), { target: { value: '황' } });
  fireEvent.click(await within(dialog).findByRole('option', { name: /황금 알/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: '구매 희망에 담기' }));
  expect(await screen.findByText('구매 희망 목록에 담았어요')).toBeInTheDocument();
  // The saved entry's item counts the reader: egg's buyer_count (1).
  await waitFor(() => expect(queryClient.getQueryData(itemKeys.detail(egg.id, 1))).toMatchObject({ buyer_count: 1, wished: { buy: 900 } }));

  fireEvent.click(await screen.findByRole('link', { name: '황금 알 자세히 보기' }));
  const modal = await screen.findByRole('dialog', { name: '황금 알' });
  expect(within(modal).getByText('구매자 1명')).toBeInTheDocument();
  expect(within(modal).getByRole('button', { name: '구매 희망에서 빼기' })).toHaveAttribute('aria-pressed', 'true');
});
