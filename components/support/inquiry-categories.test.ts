import { INQUIRY_CATEGORIES } from '@/lib/validation/support';
import koSupport from '@/messages/ko/support.json';
import zhSupport from '@/messages/zh-TW/support.json';
import { INQUIRY_CATEGORY_GROUPS } from './inquiry-categories';

it('puts each of the spec’s 17 categories in exactly one group', () => {
  const grouped = INQUIRY_CATEGORY_GROUPS.flatMap((g) => g.categories);
  expect(grouped).toHaveLength(17);
  expect([...grouped].sort()).toEqual([...INQUIRY_CATEGORIES].sort());
});

it('names every group in both languages', () => {
  for (const { group } of INQUIRY_CATEGORY_GROUPS) {
    expect(koSupport.categoryGroup[group]).toBeTruthy();
    expect(zhSupport.categoryGroup[group]).toBeTruthy();
  }
});
