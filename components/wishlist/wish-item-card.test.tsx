import { fireEvent, screen, within } from '@testing-library/react';
import type { WishItemDto } from '@/lib/validation/wishlist';
import { renderMarket, testItem } from '@/test/render-market';
import { WishItemCard } from './wish-item-card';

const wings = testItem({ name: '천사 날개', item_type: 'EQUIPMENT_BACK', item_rating: 'A', price: 1200 });

const entry = (extra: Partial<WishItemDto> = {}): WishItemDto => ({
  id: 7,
  item_id: wings.id,
  item: wings,
  user_uuid: '11111111-1111-4111-8111-111111111111',
  wish_type: 'buy',
  status: 1,
  count: 3,
  trade_type: 'buy',
  price: null,
  match_count: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

function renderCard(props: Partial<Parameters<typeof WishItemCard>[0]> = {}) {
  const handlers = { onOpen: jest.fn(), onToggleStatus: jest.fn(), onRemove: jest.fn() };
  const value = entry();
  renderMarket(<WishItemCard entry={value} isOwner {...handlers} {...props} />);
  return { ...handlers, value };
}

describe('WishItemCard', () => {
  it('links only the name, named "{name} 자세히 보기", to the item on the market', () => {
    renderCard();
    const link = screen.getByRole('link', { name: '천사 날개 자세히 보기' });
    expect(link).toHaveAttribute('href', `/market?item=${wings.uuid}`);
    expect(link).toHaveTextContent(/^천사 날개$/);
    expect(link.getAttribute('aria-label')).toContain(link.textContent);
  });

  it('shows the count, grade, trade type, price and matches as plain text outside the link', () => {
    renderCard();
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link');
    for (const node of [
      within(card).getByLabelText('3개'),
      within(card).getByText('A등급'),
      within(card).getByText('삽니다'),
      within(card).getByText(/1,200/),
      within(card).getByText('판매자 2명'),
    ]) {
      expect(link).not.toContainElement(node);
    }
  });

  it('opens the entry on a plain click and leaves modifier clicks to the browser (new tab)', () => {
    const { onOpen, value } = renderCard();
    const link = screen.getByRole('link', { name: '천사 날개 자세히 보기' });
    expect(fireEvent.click(link)).toBe(false);
    expect(onOpen).toHaveBeenCalledWith(value);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('keeps the owner’s switch and remove button outside the link, each doing only its own job', () => {
    const { onOpen, onToggleStatus, onRemove, value } = renderCard();
    const link = screen.getByRole('link');
    const sw = screen.getByRole('switch', { name: '천사 날개 거래 중' });
    const remove = screen.getByRole('button', { name: '천사 날개 목록에서 빼기' });
    expect(link).not.toContainElement(sw);
    expect(link).not.toContainElement(remove);

    fireEvent.click(sw);
    expect(onToggleStatus).toHaveBeenCalledWith(value);
    fireEvent.click(remove);
    expect(onRemove).toHaveBeenCalledWith(value);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('shows no controls to anyone else, and the name still opens', () => {
    const { onOpen } = renderCard({ isOwner: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('천사 날개'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows the entry’s own price instead of the shop price, and the owner sets or changes it', () => {
    const onEditPrice = jest.fn();
    const { value } = renderCard({ onEditPrice });
    const set = screen.getByRole('button', { name: '가격 정하기: 천사 날개' });
    expect(set).toHaveTextContent('가격 정하기');
    fireEvent.click(set);
    expect(onEditPrice).toHaveBeenCalledWith(value);
  });

  it('a priced entry shows its price per piece and a change button whose name holds its text', () => {
    renderCard({ entry: entry({ price: 950 }), onEditPrice: jest.fn() });
    expect(screen.getByText('개당 950젬')).toBeInTheDocument();
    expect(screen.queryByText(/1,200/)).not.toBeInTheDocument();
    const change = screen.getByRole('button', { name: '가격 수정: 천사 날개' });
    expect(change.getAttribute('aria-label')).toContain(change.textContent);
  });
});
