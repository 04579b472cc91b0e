/**
 * @jest-environment ./test/msw-environment.ts
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '@/lib/api/user';
import type { LadderDto, PriceHistoryDto } from '@/lib/validation/prices';
import { stubApiServer } from '@/test/msw-api';
import { renderMarket } from '@/test/render-market';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { FairPriceHint } from './fair-price-hint';
import { PriceAlertForm } from './price-alert-form';
import { PriceHistory } from './price-history';
import { PriceLadder } from './price-ladder';

const { server, stubApi } = stubApiServer();

jest.mock(
  'next/dynamic',
  () => () =>
    function ChartStub() {
      return <div data-testid="chart" />;
    },
);

const window = (count: number, median: number | null, p25: number | null, p75: number | null) => ({
  count,
  enough: count >= 5,
  median,
  p25,
  p75,
});

function history(overrides: Partial<PriceHistoryDto> = {}): PriceHistoryDto {
  return {
    item_id: 1,
    windows: { d7: window(3, null, null, null), d30: window(12, 1000, 800, 1200), d90: window(40, 950, 700, 1300) },
    series: Array.from({ length: 90 }, (_, k) => ({
      day: `2026-01-${String((k % 28) + 1).padStart(2, '0')}`,
      count: 0,
      median: null,
      p25: null,
      p75: null,
    })),
    fair: { low: 400, high: 2400, p25: 800, p75: 1200, median: 1000 },
    ...overrides,
  };
}

const member = { id: 7, uuid: 'me-uuid', nickname: 'me' } as unknown as User;

beforeEach(() => {
  useUiStore.setState({ isPlaySoundEffect: false, isLoginModalOpen: false });
  useUserStore.getState().logout();
});

describe('FairPriceHint', () => {
  it('shows the fair range and no warning for a price inside it', async () => {
    stubApi([{ match: /\/v1\/items\/5\/prices\/$/, body: history() }]);
    renderMarket(<FairPriceHint itemId={5} price={1100} />);
    expect(await screen.findByRole('status')).toHaveTextContent('적정가 800~1,200 젬 · 중앙값 1,000 젬');
    expect(screen.queryByText(/훨씬/)).not.toBeInTheDocument();
  });

  it('warns below p25 × 0.5 and above p75 × 2, in either language', async () => {
    stubApi([{ match: /\/v1\/items\/5\/prices\/$/, body: history() }]);
    const { rerender } = renderMarket(<FairPriceHint itemId={5} price={399} />);
    expect(await screen.findByText(/적정가보다 훨씬 낮아요/)).toHaveTextContent('400 젬');
    rerender(<FairPriceHint itemId={5} price={400} />);
    expect(screen.queryByText(/훨씬/)).not.toBeInTheDocument();
    rerender(<FairPriceHint itemId={5} price={2401} />);
    expect(screen.getByText(/적정가보다 훨씬 높아요/)).toHaveTextContent('2,400 젬');

    stubApi([{ match: /\/v1\/items\/6\/prices\/$/, body: history({ item_id: 6 }) }]);
    renderMarket(<FairPriceHint itemId={6} price={5000} />, { locale: 'zh-TW' });
    expect(await screen.findByText(/遠高於合理價/)).toBeInTheDocument();
  });

  it('says "not enough data" with fewer than 5 trades, and shows nothing before an item is chosen', async () => {
    stubApi([
      {
        match: /\/v1\/items\/8\/prices\/$/,
        body: history({
          item_id: 8,
          fair: null,
          windows: { d7: window(1, null, null, null), d30: window(4, null, null, null), d90: window(4, null, null, null) },
        }),
      },
    ]);
    const { container } = renderMarket(<FairPriceHint itemId={null} price={100} />);
    expect(container).toBeEmptyDOMElement();
    renderMarket(<FairPriceHint itemId={8} price={100} />);
    expect(await screen.findByRole('status')).toHaveTextContent('시세 데이터 부족: 최근 30일 거래 4건');
    expect(screen.queryByText(/훨씬/)).not.toBeInTheDocument();
  });
});

describe('PriceHistory', () => {
  it('lists the figures of every window, "데이터 부족" under 5 trades, and switches the chart window', async () => {
    stubApi([{ match: /\/v1\/items\/3\/prices\/$/, body: history({ item_id: 3 }) }]);
    renderMarket(<PriceHistory itemId={3} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('7일데이터 부족3');
    expect(rows[2]).toHaveTextContent('30일1,0008001,20012');
    expect(rows[3]).toHaveTextContent('90일9507001,30040');
    expect(screen.getByTestId('chart')).toBeInTheDocument();
    const d90 = screen.getByRole('button', { name: '90일' });
    expect(screen.getByRole('button', { name: '30일' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(d90);
    expect(d90).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: /최근 90일/ })).toBeInTheDocument();
    // The 7-day window has trades but too few for figures: the chart still draws them.
    fireEvent.click(screen.getByRole('button', { name: '7일' }));
    expect(screen.getByRole('img', { name: /최근 7일/ })).toBeInTheDocument();
  });

  it('shows 資料不足 in Chinese', async () => {
    stubApi([{ match: /\/v1\/items\/4\/prices\/$/, body: history({ item_id: 4 }) }]);
    renderMarket(<PriceHistory itemId={4} />, { locale: 'zh-TW' });
    expect(await screen.findByText('資料不足')).toBeInTheDocument();
  });
});

describe('PriceLadder', () => {
  const ladder: LadderDto = {
    item_id: 2,
    sell: [
      { price: 900, offers: 1, count: 3 },
      { price: 1000, offers: 2, count: 5 },
    ],
    buy: [
      { price: 800, offers: 4, count: 4 },
      { price: 700, offers: 1, count: 1 },
    ],
    unpriced: { sell: 2, buy: 1 },
  };

  it('shows sell levels cheapest first beside buy levels highest first, with offers and counts', async () => {
    stubApi([{ match: /\/v1\/items\/2\/ladder\/$/, body: ladder }]);
    renderMarket(<PriceLadder itemId={2} />);
    const sell = await screen.findByRole('table', { name: /판매 호가/ });
    const buy = screen.getByRole('table', { name: /구매 호가/ });
    expect(
      within(sell)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['가격건수량', '90013', '1,00025']);
    expect(
      within(buy)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['가격건수량', '80044', '70011']);
    expect(screen.getByText('가격 미정: 판매 2건 · 구매 1건')).toBeInTheDocument();
  });

  it('reads the ladder again on its own, without a reload', async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      stubApi([
        {
          match: /\/v1\/items\/9\/ladder\/$/,
          body: () => {
            calls += 1;
            return calls === 1
              ? { ...ladder, item_id: 9 }
              : { ...ladder, item_id: 9, sell: [{ price: 850, offers: 1, count: 1 }, ...ladder.sell] };
          },
        },
      ]);
      renderMarket(<PriceLadder itemId={9} />);
      const sell = await screen.findByRole('table', { name: /판매 호가/ });
      expect(within(sell).getAllByRole('row')).toHaveLength(3);
      await act(async () => {
        jest.advanceTimersByTime(5_100);
      });
      await waitFor(() => expect(within(screen.getByRole('table', { name: /판매 호가/ })).getAllByRole('row')).toHaveLength(4));
      expect(calls).toBeGreaterThanOrEqual(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when nobody has named a price yet', async () => {
    stubApi([{ match: /\/v1\/items\/11\/ladder\/$/, body: { item_id: 11, sell: [], buy: [], unpriced: { sell: 0, buy: 0 } } }]);
    renderMarket(<PriceLadder itemId={11} />);
    expect(await screen.findByText('가격을 적은 제안이 아직 없어요')).toBeInTheDocument();
  });
});

describe('PriceAlertForm', () => {
  it('asks a guest to log in', async () => {
    stubApi([]);
    renderMarket(<PriceAlertForm itemId={1} />);
    expect(screen.getByText('로그인하면 가격 알림을 받을 수 있어요')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '알림 저장' }));
    expect(useUiStore.getState().isLoginModalOpen).toBe(true);
  });

  it('checks the price before sending, then saves the side and price and shows the alert', async () => {
    useUserStore.getState().login('token', member);
    const saved = {
      id: 31,
      item: { id: 1, uuid: 'u', name: '왕관', image: '/x.png', item_type: 'EQUIPMENT_HAT', item_rating: 'A' },
      side: 'buy',
      price: 1500,
      is_active: true,
      last_fired_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    let list: unknown[] = [];
    const { calls } = stubApi([
      { match: /\/v1\/price-alerts\/$/, body: () => ({ results: list }) },
      {
        method: 'POST',
        match: /\/v1\/price-alerts\/$/,
        status: 201,
        body: () => {
          list = [saved];
          return saved;
        },
      },
    ]);
    renderMarket(<PriceAlertForm itemId={1} />);
    const priceField = await screen.findByLabelText('가격 (젬)');
    fireEvent.click(screen.getByRole('button', { name: '알림 저장' }));
    expect(await screen.findByText('가격은 1 젬 이상의 정수로 적어 주세요')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '이 가격 이상으로 사면' }));
    fireEvent.change(priceField, { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: '알림 저장' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ item_id: 1, side: 'buy', price: 1500 });
    expect(await screen.findByText('지금 알림: 1,500 젬 이상 구매')).toBeInTheDocument();
  });

  it('shows the limit when the server refuses a 21st alert', async () => {
    useUserStore.getState().login('token', member);
    stubApi([
      { match: /\/v1\/price-alerts\/$/, body: { results: [] } },
      { method: 'POST', match: /\/v1\/price-alerts\/$/, status: 409, body: { code: 1500 } },
    ]);
    // stubApi answers failures without `errors`: this 409 names the limit.
    server.use(
      http.post('/api/v1/price-alerts/', () =>
        HttpResponse.json({ code: 1500, message: 'limit', errors: { _: ['alertLimit'] } }, { status: 409 }),
      ),
    );
    renderMarket(<PriceAlertForm itemId={1} />);
    fireEvent.change(await screen.findByLabelText('가격 (젬)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '알림 저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('가격 알림은 20개까지 만들 수 있어요');
  });
});
