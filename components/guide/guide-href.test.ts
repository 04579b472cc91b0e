import { guideListHref } from './guide-href';

it('builds the guide list URL from its filters, leaving out empty ones and page 1', () => {
  expect(guideListHref({})).toBe('/guide');
  expect(guideListHref({ category: 'slime' })).toBe('/guide?category=slime');
  expect(guideListHref({ keyword: '  날개 ', page: 1 })).toBe(`/guide?keyword=${encodeURIComponent('날개')}`);
  expect(guideListHref({ category: 'trade', keyword: '100%', page: 2 })).toBe('/guide?category=trade&keyword=100%25&page=2');
});
