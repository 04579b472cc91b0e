import type { ProbabilityListEntry } from '@/lib/validation/probability';
import { pageOf, searchEntries, truncateDescription } from './list-filter';

const entry = (id: number, name: string, description = ''): ProbabilityListEntry => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name,
  image: null,
  description,
});

describe('truncateDescription', () => {
  it('keeps 40 characters or fewer as they are', () => {
    const forty = '가'.repeat(40);
    expect(truncateDescription(forty)).toBe(forty);
    expect(truncateDescription('짧은 설명')).toBe('짧은 설명');
  });

  it('cuts after 40 characters and adds an ellipsis', () => {
    const text = '황금 열쇠로 여는 보물상자. S 등급 이상의 장비가 나올 수 있어요. 매주 갱신돼요.';
    const cut = truncateDescription(text);
    expect(cut).toBe(`${Array.from(text).slice(0, 40).join('')}…`);
    expect(Array.from(cut)).toHaveLength(41);
    expect(truncateDescription('a'.repeat(41))).toBe(`${'a'.repeat(40)}…`);
  });

  it('counts characters, not UTF-16 units, so emoji are never split', () => {
    const text = '🎁'.repeat(41);
    expect(truncateDescription(text)).toBe(`${'🎁'.repeat(40)}…`);
  });
});

describe('searchEntries', () => {
  const entries = [
    entry(1, '황금 보물상자', 'S 등급 이상의 장비'),
    entry(2, '은 보물상자', '일상 코디용 장비'),
    entry(3, 'Slime Ticket', 'Eggs and slimes'),
  ];

  it('matches the name or the description, ignoring case, width and extra spaces', () => {
    expect(searchEntries(entries, '보물').map((e) => e.id)).toEqual([1, 2]);
    expect(searchEntries(entries, '코디').map((e) => e.id)).toEqual([2]);
    expect(searchEntries(entries, '  ＳＬＩＭＥ   eggs ').map((e) => e.id)).toEqual([3]);
    expect(searchEntries(entries, '황금 장비').map((e) => e.id)).toEqual([1]);
  });

  it('answers everything for an empty query and nothing when nothing matches', () => {
    expect(searchEntries(entries, '   ')).toHaveLength(3);
    expect(searchEntries(entries, '없는 이름')).toEqual([]);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('pages by 10', () => {
    expect(pageOf(items, 1)).toMatchObject({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1, totalPages: 3, total: 23 });
    expect(pageOf(items, 2).items).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageOf(items, 3).items).toEqual([21, 22, 23]);
  });

  it('clamps pages out of range and has one empty page for no items', () => {
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf(items, Number.NaN).page).toBe(1);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });
});
