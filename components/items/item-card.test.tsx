import { fireEvent, screen, within } from '@testing-library/react';
import { renderMarket, testItem } from '@/test/render-market';
import { ItemCard } from './item-card';

const egg = testItem({ name: '황금 알', item_type: 'EGG', item_rating: 'S', price: 1200, seller_count: 2, buyer_count: 1 });

describe('ItemCard', () => {
  it('links only the name, named "{name} 자세히 보기", so the name holds all of its visible text', () => {
    renderMarket(<ItemCard item={egg} href="/market?item=x" onOpen={jest.fn()} />);
    const link = screen.getByRole('link', { name: '황금 알 자세히 보기' });
    expect(link).toHaveAttribute('href', '/market?item=x');
    expect(link).toHaveTextContent(/^황금 알$/);
    expect(link.getAttribute('aria-label')).toContain(link.textContent);
  });

  it('shows the grade, type, price and counts as plain text outside the link', () => {
    renderMarket(<ItemCard item={egg} href="/market?item=x" onOpen={jest.fn()} />);
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link');
    for (const text of ['S등급', '1,200', '판매자 2명', '구매자 1명']) {
      const node = within(card).getByText(new RegExp(text));
      expect(link).not.toContainElement(node);
    }
    expect(card).toHaveAttribute('data-grade', 'S');
  });

  it('opens the item on a plain click and leaves modifier clicks to the browser (new tab)', () => {
    const onOpen = jest.fn();
    renderMarket(<ItemCard item={egg} href="/market?item=x" onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: '황금 알 자세히 보기' });
    expect(fireEvent.click(link)).toBe(false);
    expect(onOpen).toHaveBeenCalledWith(egg);

    for (const modifier of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }]) {
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('opens from a tap on the name text too (the card area is the link’s ::after in a browser)', () => {
    const onOpen = jest.fn();
    renderMarket(<ItemCard item={egg} href="/market?item=x" onOpen={onOpen} />);
    fireEvent.click(screen.getByText('황금 알'));
    expect(onOpen).toHaveBeenCalledWith(egg);
  });

  it('is a button with the same name when there is no address', () => {
    const onOpen = jest.fn();
    renderMarket(<ItemCard item={egg} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: '황금 알 자세히 보기' });
    expect(button).toHaveTextContent(/^황금 알$/);
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(egg);
  });

  it('uses the Chinese label in zh-TW', () => {
    const wings = testItem({ name: '天使翅膀' });
    renderMarket(<ItemCard item={wings} href="/market?item=y" />, { locale: 'zh-TW' });
    expect(screen.getByRole('link', { name: '查看「天使翅膀」詳情' })).toHaveTextContent(/^天使翅膀$/);
  });

  it('keeps extra content outside the link', () => {
    renderMarket(
      <ItemCard item={egg} href="/market?item=x">
        <button type="button">담기</button>
      </ItemCard>,
    );
    expect(screen.getByRole('link')).not.toContainElement(screen.getByRole('button', { name: '담기' }));
  });
});
