import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMarket } from '@/test/render-market';
import { MarketFilters } from './market-filters';

const replace = jest.fn();
let search = '';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace, prefetch: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/market',
  useSearchParams: () => new URLSearchParams(search),
}));

beforeEach(() => {
  replace.mockReset();
  search = '';
});

const typeBox = () => screen.getByRole('combobox', { name: '종류' });
const gradeBox = () => screen.getByRole('combobox', { name: '등급' });

it('lists the item types under their groups, after “all types”', async () => {
  const user = userEvent.setup();
  renderMarket(<MarketFilters keyword="" itemType="" grade="" />);
  expect(typeBox()).toHaveTextContent('모든 종류');
  await user.click(typeBox());
  const listbox = screen.getByRole('listbox', { name: '종류' });
  expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('모든 종류');
  expect(
    within(listbox)
      .getAllByRole('group')
      .map((g) => g.firstElementChild!.textContent),
  ).toEqual(['슬라임 장비', '기타', '아바타 장비', '아바타 외형']);
  expect(
    within(screen.getByRole('group', { name: '아바타 외형' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['얼굴', '몸', '앞머리', '뒷머리']);
});

it('filters by the picked type and grade, keeping the other filters and starting from the first page', async () => {
  search = 'keyword=젤리&grade=S&page=3&item=abc';
  const user = userEvent.setup();
  renderMarket(<MarketFilters keyword="젤리" itemType="" grade="S" />);
  expect(gradeBox()).toHaveTextContent('S');
  await user.click(typeBox());
  await user.click(within(screen.getByRole('group', { name: '슬라임 장비' })).getByRole('option', { name: '모자' }));
  expect(replace).toHaveBeenLastCalledWith('/market?keyword=%EC%A0%A4%EB%A6%AC&grade=S&type=EQUIPMENT_HAT', { scroll: false });

  await user.click(gradeBox());
  await user.click(screen.getByRole('option', { name: '모든 등급' }));
  expect(replace).toHaveBeenLastCalledWith('/market?keyword=%EC%A0%A4%EB%A6%AC', { scroll: false });
});

it('picks a grade from the keyboard', async () => {
  const user = userEvent.setup();
  renderMarket(<MarketFilters keyword="" itemType="" grade="" />);
  gradeBox().focus();
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(replace).toHaveBeenLastCalledWith('/market?grade=SSS', { scroll: false });
});

it('keeps type and grade in the GET form, for a search sent before or without scripts', () => {
  renderMarket(<MarketFilters keyword="젤리" itemType="EQUIPMENT_HAT" grade="A" />);
  const form = screen.getByRole('search', { name: '아이템 필터' }) as HTMLFormElement;
  expect(form).toHaveAttribute('action', '/market');
  const sent = new FormData(form);
  expect(sent.get('keyword')).toBe('젤리');
  expect(sent.getAll('type')).toEqual(['EQUIPMENT_HAT']);
  expect(sent.getAll('grade')).toEqual(['A']);
  // The native selects that stand in without scripts are named by the same labels.
  const type = form.querySelector('select[name="type"]')!;
  expect(type.querySelectorAll('optgroup')).toHaveLength(4);
  expect(type).toHaveAttribute('aria-labelledby', screen.getByText('종류').id);
});
