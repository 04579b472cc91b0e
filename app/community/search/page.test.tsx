import { render, screen } from '@testing-library/react';
import SearchPage from './page';

// The search page with a keyword is an old link (the main page's form sent it here): it goes to the
// results route with the keyword and filters; without one it is the search page.

const permanentRedirect = jest.fn((url: string) => {
  throw new Error(`NEXT_REDIRECT ${url}`);
});
jest.mock('next/navigation', () => ({ permanentRedirect: (url: string) => permanentRedirect(url) }));
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key, getLocale: async () => 'ko' }));
jest.mock('@/components/layout/header', () => ({ Header: ({ title }: { title: string }) => <header>{title}</header> }));
jest.mock('@/components/i18n/client-messages', () => ({ ClientMessages: ({ children }: { children: unknown }) => children }));
jest.mock('./search-view', () => ({ SearchView: ({ tab }: { tab: string }) => <div data-testid="search-view">{tab}</div> }));

const page = (params: Record<string, string | string[]>) => SearchPage({ searchParams: Promise.resolve(params) });

beforeEach(() => permanentRedirect.mockClear());

it('redirects ?keyword= to the post results, keeping the keyword and the filters', async () => {
  await expect(page({ keyword: '슬라임' })).rejects.toThrow('NEXT_REDIRECT');
  expect(permanentRedirect).toHaveBeenCalledWith(`/community/search/post?keyword=${encodeURIComponent('슬라임')}`);
  await expect(page({ keyword: ' 모자 ', sort: 'oldest', search_type: 'title', trade: 'bogus' })).rejects.toThrow('NEXT_REDIRECT');
  expect(permanentRedirect).toHaveBeenLastCalledWith(
    `/community/search/post?keyword=${encodeURIComponent('모자')}&search_type=title&sort=oldest`,
  );
  // A hostile keyword travels only as an encoded query value.
  await expect(page({ keyword: '</script ><b>' })).rejects.toThrow('NEXT_REDIRECT');
  expect(permanentRedirect).toHaveBeenLastCalledWith('/community/search/post?keyword=%3C%2Fscript+%3E%3Cb%3E');
});

it('stays the search page without a keyword, or with one no search can hold', async () => {
  for (const params of [{} as Record<string, string>, { keyword: '' }, { keyword: '   ' }, { keyword: '슬라\u0000임' }]) {
    const { unmount } = render(await page(params));
    expect(screen.getByTestId('search-view')).toHaveTextContent('posts');
    unmount();
  }
  expect(permanentRedirect).not.toHaveBeenCalled();
});
