import { screen } from '@testing-library/react';
import { ITEM_GRADES, ITEM_TYPES } from '@/lib/items/catalog';
import { renderMarket } from '@/test/render-market';
import { CountBadge, GradeBadge, ItemTypeTag, Price } from './item-labels';

const FAMILY_HEX = { red: '#e5484d', purple: '#8e4ec6', blue: '#3e7bdd', green: '#30a46c', gray: '#8b8d98' };

describe('GradeBadge', () => {
  it.each([
    ['SSS', 'red'],
    ['SS', 'red'],
    ['S+', 'red'],
    ['S', 'red'],
    ['A', 'purple'],
    ['B', 'blue'],
    ['C', 'green'],
    ['F', 'gray'],
  ] as const)('%s is shown with its suffix in the %s family colour', (grade, family) => {
    renderMarket(<GradeBadge grade={grade} />);
    const badge = screen.getByText(`${grade}등급`);
    expect(badge).toHaveAttribute('data-family', family);
    expect(badge.style.getPropertyValue('--grade-color')).toBe(FAMILY_HEX[family]);
  });

  it('uses the Chinese suffix in zh-TW', () => {
    renderMarket(<GradeBadge grade="S+" />, { locale: 'zh-TW' });
    expect(screen.getByText('S+ 級')).toBeInTheDocument();
  });

  it('covers every grade', () => {
    expect(ITEM_GRADES).toHaveLength(8);
  });
});

describe('CountBadge', () => {
  it('shows only when the count is above 1', () => {
    const { container, rerender } = renderMarket(<CountBadge count={1} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={2} />);
    expect(screen.getByLabelText('2개')).toHaveTextContent('×2');
  });
});

describe('ItemTypeTag and Price', () => {
  it('translates every item type in both languages', () => {
    for (const locale of ['ko', 'zh-TW'] as const) {
      for (const type of ITEM_TYPES) {
        const { container, unmount } = renderMarket(<ItemTypeTag itemType={type} />, { locale });
        expect(container.textContent).not.toMatch(/itemType|^$/);
        unmount();
      }
    }
    renderMarket(<ItemTypeTag itemType="EQUIPMENT_LOWER_FACE" />);
    expect(screen.getByText('입가')).toBeInTheDocument();
  });

  it('shows the price in gems', () => {
    renderMarket(<Price price={12500} />, { locale: 'zh-TW' });
    expect(screen.getByText('12,500 寶石')).toBeInTheDocument();
  });
});
