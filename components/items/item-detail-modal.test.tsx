/**
 * @jest-environment ./test/msw-environment.ts
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ITEM_TOAST_MS } from '@/lib/constants';
import type { User } from '@/lib/api/user';
import { stubApiServer } from '@/test/msw-api';
import { page, renderMarket, testItem } from '@/test/render-market';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { ItemDetailModal } from './item-detail-modal';

const { stubApi } = stubApiServer();

const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh, prefetch: jest.fn() }),
}));

const item = testItem({ name: '왕관', item_rating: 'SSS', grade_color: '#e5484d', seller_count: 2, buyer_count: 0 });
const detail = {
  ...item,
  equipment_objects: [{ id: 1, display_order: 4, image: '/art/sprites/royal-crown.png' }],
  wished: { buy: null, sell: null },
};
const seller = (id: number, name: string, count: number) => ({
  id,
  count,
  trade_type: 'sell',
  created_at: '2026-01-01T00:00:00.000Z',
  user: {
    id: id + 100,
    uuid: `00000000-0000-4000-8000-0000000000${id}0`,
    profile_image: null,
    profile: { name },
    represent_badge: { badge: { title: '거래왕', hex_code: '#ffaa00' } },
    is_withdrawn: false,
  },
});

const member = { id: 7, uuid: 'me-uuid', nickname: 'me' } as unknown as User;

beforeEach(() => {
  refresh.mockReset();
  useUiStore.setState({ isPlaySoundEffect: false, isLoginModalOpen: false });
  useUserStore.getState().logout();
});

// The reader's buy entry as the server keeps it: counted among the item's buyers, matched with its 2 sellers.
const buyEntry = (id: number) => ({
  id,
  item_id: item.id,
  item: { ...item, buyer_count: item.buyer_count + 1 },
  user_uuid: 'me-uuid',
  wish_type: 'buy',
  status: 1,
  count: 1,
  trade_type: 'buy',
  match_count: 2,
  created_at: '2026-01-02T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
});

function setup(overrides: { buyersStatus?: number } = {}) {
  let wishedBuy: number | null = null;
  return stubApi([
    {
      match: new RegExp(`/v1/item/${item.id}/$`),
      body: () => ({
        ...detail,
        buyer_count: item.buyer_count + (wishedBuy === null ? 0 : 1),
        wished: { buy: wishedBuy, sell: null },
        matches: { sellers: wishedBuy === null ? 0 : 2, buyers: 0 },
      }),
    },
    { match: /\/v1\/item\/wish-items\/users\/\d+\/\?wish_type=sell&page=1$/, body: page([seller(1, '젤리곰', 3), seller(2, '버터', 1)]) },
    { match: /\/v1\/item\/wish-items\/users\/\d+\/\?wish_type=buy&page=1$/, status: overrides.buyersStatus ?? 200, body: page([]) },
    {
      method: 'POST',
      match: /\/v1\/item\/wish-items\/manage-by-uuid\//,
      body: (_url: string, init: RequestInit) => {
        const { action } = JSON.parse(String(init.body)) as { action: 'add' | 'remove' };
        wishedBuy = action === 'add' ? 55 : null;
        const wish_item = wishedBuy === null ? null : buyEntry(wishedBuy);
        return { item_id: item.id, item_uuid: item.uuid, wish_type: 'buy', wished: wishedBuy !== null, changed: true, wish_item };
      },
    },
  ]);
}

const usersCalls = (calls: Array<{ url: string }>) => calls.filter((c) => c.url.includes('/wish-items/users/'));

describe('ItemDetailModal', () => {
  it('opens on the info tab and loads sellers only once their tab is selected', async () => {
    const { calls } = setup();
    renderMarket(<ItemDetailModal open onClose={() => undefined} initialItem={item} />);
    expect(screen.getByRole('dialog', { name: '왕관' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '정보' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('SSS등급')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(`/v1/item/${item.id}/`))).toBe(true));
    expect(usersCalls(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: /판매자/ }));
    expect(screen.getByText('판매자 목록을 불러오는 중...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '젤리곰님의 프로필 보기' })).toHaveAttribute(
      'href',
      '/users/00000000-0000-4000-8000-000000000010',
    );
    expect(usersCalls(calls).map((c) => c.url)).toEqual([expect.stringContaining('wish_type=sell&page=1')]);
    // The count badge only for a count above 1.
    expect(screen.getByLabelText('3개')).toBeInTheDocument();
    expect(screen.queryByLabelText('1개')).not.toBeInTheDocument();
    expect(screen.getAllByText('거래왕')).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: /구매자/ }));
    expect(await screen.findByText('아직 구매자가 없어요')).toBeInTheDocument();
    expect(usersCalls(calls).map((c) => c.url)).toEqual([
      expect.stringContaining('wish_type=sell'),
      expect.stringContaining('wish_type=buy'),
    ]);

    // Back to sellers: cached (120 s), no new request.
    fireEvent.click(screen.getByRole('tab', { name: /판매자/ }));
    expect(screen.getByRole('link', { name: '버터님의 프로필 보기' })).toBeInTheDocument();
    expect(usersCalls(calls)).toHaveLength(2);
  });

  it('keeps its headings in order: the dialog title an h2, the item name under it an h3', () => {
    setup();
    renderMarket(<ItemDetailModal open onClose={() => undefined} initialItem={item} />);
    const dialog = screen.getByRole('dialog', { name: '왕관' });
    const levels = Array.from(dialog.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) => Number(h.tagName[1]));
    expect(levels).toEqual([2, 3]);
  });

  it('moves between tabs with the arrow keys', () => {
    setup();
    renderMarket(<ItemDetailModal open onClose={() => undefined} initialItem={item} />);
    const info = screen.getByRole('tab', { name: '정보' });
    fireEvent.keyDown(info, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '시세' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(info, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /판매자/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(info, { key: 'End' });
    expect(screen.getByRole('tab', { name: /구매자/ })).toHaveFocus();
  });

  it('shows the load-failed message when a list fails', async () => {
    setup({ buyersStatus: 500 });
    renderMarket(<ItemDetailModal open onClose={() => undefined} initialItem={item} initialTab="buyers" />);
    expect(await screen.findByText('목록을 불러오지 못했어요')).toBeInTheDocument();
  });

  it('shows item id required when neither an id nor a uuid is given', () => {
    const { calls } = setup();
    renderMarket(<ItemDetailModal open onClose={() => undefined} />);
    expect(screen.getByText('아이템 ID가 필요해요')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks a guest to log in instead of adding', async () => {
    const { calls } = setup();
    renderMarket(<ItemDetailModal open onClose={() => undefined} initialItem={item} />);
    fireEvent.click(screen.getByRole('button', { name: '구매 희망에 담기' }));
    expect(useUiStore.getState().isLoginModalOpen).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('adds a member’s item by uuid and shows the success toast for 3000 ms', async () => {
    useUserStore.getState().login('token-1', member);
    const { calls } = setup();
    renderMarket(<ItemDetailModal open onClose={() => undefined} initialItem={item} />, { locale: 'zh-TW' });
    const add = await screen.findByRole('button', { name: '加入想買清單' });
    await waitFor(() => expect(add).toBeEnabled());
    jest.useFakeTimers();
    try {
      fireEvent.click(add);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByText('已加入想買清單')).toBeInTheDocument();
      const post = calls.find((c) => c.method === 'POST');
      expect(post?.url).toContain(`/v1/item/wish-items/manage-by-uuid/${item.uuid}/`);
      expect(post?.body).toEqual({ wish_type: 'buy', action: 'add' });
      expect(screen.getByRole('button', { name: '從想買清單移除' })).toHaveAttribute('aria-pressed', 'true');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ITEM_TOAST_MS);
      });
      expect(screen.queryByText('已加入想買清單')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts the reader among the buyers once added, and no more once removed; the page behind is read again', async () => {
    useUserStore.getState().login('token-1', member);
    setup();
    renderMarket(<ItemDetailModal open onClose={() => undefined} initialItem={item} />);
    const add = await screen.findByRole('button', { name: '구매 희망에 담기' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.getByText('구매자 0명')).toBeInTheDocument();

    fireEvent.click(add);
    expect(await screen.findByText('구매자 1명')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '구매자 1' })).toBeInTheDocument();
    expect(screen.getByTestId('item-match')).toHaveTextContent('이 아이템을 팔려는 회원이 2명 있어요');
    // The market's cards behind the modal show the counts as the server rendered them.
    expect(refresh).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: '구매 희망에서 빼기' }));
    expect(await screen.findByText('구매자 0명')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '구매자 0' })).toBeInTheDocument();
    expect(screen.queryByTestId('item-match')).not.toBeInTheDocument();
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
  });
});
