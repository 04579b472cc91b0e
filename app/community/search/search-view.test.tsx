import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ApiError } from '@/lib/api/request';
import koCommon from '@/messages/ko/common.json';
import koCommunity from '@/messages/ko/community.json';
import koSearch from '@/messages/ko/search.json';
import koUser from '@/messages/ko/user.json';
import { useApiStore } from '@/stores/api-store';
import { useUserStore } from '@/stores/user-store';
import { IntlWrapper } from '@/test/render-with-intl';
import { testQueryClient } from '@/test/render-with-providers';
import { searchHref } from './search-params';
import { SearchView } from './search-view';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, back: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/community/search',
}));
jest.mock('@/lib/api/request', () => ({ ...jest.requireActual('@/lib/api/request'), get: jest.fn() }));
const { get } = jest.requireMock('@/lib/api/request') as { get: jest.Mock };

const author = { id: 2, uuid: 'u2', profile_image: null, profile: { name: '젤리' }, represent_badge: null, is_withdrawn: false };
const summary = (id: number, title: string) => ({
  id,
  category: { id: 25, name: '잡담' },
  post_type: 8,
  title,
  language: 'ko' as const,
  excerpt: `${title} 이야기`,
  thumbnail: null,
  image_count: 0,
  has_video: false,
  reply_count: 1,
  like_count: 2,
  recommend_count: 0,
  view_count: 3,
  ranking_score: 0,
  rank: null,
  is_pinned: false,
  author,
  items: [],
  created_at: '2026-11-20T10:00:00.000Z',
});
const page = (results: ReturnType<typeof summary>[], next: string | null = null) => ({
  count: results.length,
  next,
  previous: null,
  results,
});

function renderSearch(ui: ReactElement = <SearchView tab="posts" />) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <IntlWrapper messages={{ common: koCommon, community: koCommunity, search: koSearch, user: koUser }}>{ui}</IntlWrapper>
    </QueryClientProvider>,
  );
}

const box = () => screen.getByRole('searchbox');
const postCalls = () => get.mock.calls.filter(([path]) => path === '/v1/community/');

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
  get.mockReset();
  useApiStore.getState().clearRecentKeywords();
  useUserStore.getState().clearAll();
});
afterEach(() => jest.useRealTimers());

const typist = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

it('searches posts only once the typing pauses for 300 ms', async () => {
  get.mockResolvedValue(page([summary(1, '슬라임 키우기')]));
  const user = typist();
  renderSearch();
  await user.type(box(), '슬라임');
  act(() => jest.advanceTimersByTime(299));
  expect(postCalls()).toHaveLength(0);
  act(() => jest.advanceTimersByTime(1));
  await waitFor(() => expect(postCalls()).toHaveLength(1));
  expect(postCalls()[0]![1]).toMatchObject({ keyword: '슬라임', search_type: 'post', sort: 'newest', trade: 'all', page_size: 10 });
  expect(await screen.findByRole('link', { name: /슬라임 키우기/ })).toHaveAttribute('href', '/community/detail/1');
  expect(screen.getByText('검색 결과 1건')).toBeInTheDocument();
});

it('asks for 2 characters before searching posts, but searches items from 1', async () => {
  get.mockRejectedValue(new ApiError(404, 1400, 'Not found', {}));
  const user = typist();
  renderSearch();
  await user.type(box(), '슬');
  act(() => jest.advanceTimersByTime(300));
  expect(screen.getByText('검색어를 2자 이상 입력해 주세요')).toBeVisible();
  expect(get).not.toHaveBeenCalled();

  await user.click(screen.getByRole('tab', { name: '아이템' }));
  await waitFor(() => expect(get).toHaveBeenCalledWith('/v1/items/search/', { keyword: '슬' }, expect.anything()));
  // The marketplace has not opened its item search yet: the tab says so instead of failing.
  expect(await screen.findByText('아이템 검색은 곧 열려요')).toBeInTheDocument();
});

it('sends the search type, sort and trade filter, and shows the not-found state', async () => {
  get.mockResolvedValue(page([]));
  const user = typist();
  renderSearch();
  await user.click(screen.getByRole('combobox', { name: '검색 범위' }));
  await user.click(screen.getByRole('option', { name: '닉네임' }));
  await user.click(screen.getByRole('combobox', { name: '정렬' }));
  await user.click(screen.getByRole('option', { name: '오래된순' }));
  expect(screen.getByRole('combobox', { name: '검색 범위' })).toHaveTextContent('닉네임');
  expect(screen.getByRole('combobox', { name: '정렬' })).toHaveTextContent('오래된순');
  await user.click(screen.getByRole('radio', { name: '판매' }));
  await user.type(box(), '젤리');
  act(() => jest.advanceTimersByTime(300));
  expect(await screen.findByText('검색 결과가 없어요')).toBeInTheDocument();
  expect(postCalls().at(-1)![1]).toMatchObject({ keyword: '젤리', search_type: 'nickname', sort: 'oldest', trade: 'sell' });
});

it('shows loading, then an error with a retry that recovers', async () => {
  let fail: (e: unknown) => void = () => undefined;
  get.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
  get.mockResolvedValueOnce(page([summary(9, '다시 찾은 글')]));
  const user = typist();
  renderSearch();
  await user.type(box(), '다시');
  act(() => jest.advanceTimersByTime(300));
  expect(await screen.findByText('검색 결과를 가져오는 중..')).toBeInTheDocument();
  await act(async () => fail(new ApiError(500, 1900, 'boom', {})));
  expect(await screen.findByText('검색하지 못했어요. 다시 시도해 주세요')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('link', { name: /다시 찾은 글/ })).toBeInTheDocument();
});

it('loads more results with the cursor of the next page', async () => {
  get.mockResolvedValueOnce(page([summary(1, '첫 글')], '/api/v1/community/?keyword=%EA%B8%80&cursor=abc'));
  get.mockResolvedValueOnce(page([summary(2, '둘째 글')]));
  const user = typist();
  renderSearch();
  await user.type(box(), '이야기');
  act(() => jest.advanceTimersByTime(300));
  await screen.findByRole('link', { name: /첫 글/ });
  await user.click(screen.getByRole('button', { name: '더 불러오기' }));
  expect(await screen.findByRole('link', { name: /둘째 글/ })).toBeInTheDocument();
  expect(postCalls().at(-1)![1]).toMatchObject({ cursor: 'abc' });
});

describe('recent keywords', () => {
  it('records a submitted keyword (newest first, no duplicates, at most 10) and opens its result page', async () => {
    get.mockResolvedValue(page([]));
    const user = typist();
    renderSearch();
    for (const k of ['하나', '둘둘', '하나']) {
      await user.clear(box());
      await user.type(box(), `${k}{Enter}`);
    }
    expect(useApiStore.getState().recentSearchKeywords).toEqual(['하나', '둘둘']);
    expect(push).toHaveBeenLastCalledWith('/community/search/post?keyword=%ED%95%98%EB%82%98');
    act(() => {
      for (let i = 0; i < 12; i += 1) useApiStore.getState().addRecentKeyword(`키워드${i}`);
    });
    expect(useApiStore.getState().recentSearchKeywords).toHaveLength(10);
  });

  it('lists them while the box is empty; one can be picked, removed, or all cleared', async () => {
    get.mockResolvedValue(page([summary(3, '고양이 슬라임')]));
    act(() => {
      useApiStore.getState().addRecentKeyword('고양이');
      useApiStore.getState().addRecentKeyword('강아지');
    });
    const user = typist();
    renderSearch();
    const chips = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(chips).toEqual(['강아지×', '고양이×']);

    await user.click(screen.getByRole('button', { name: '‘강아지’ 검색어 삭제' }));
    expect(useApiStore.getState().recentSearchKeywords).toEqual(['고양이']);

    await user.click(screen.getByRole('button', { name: '고양이' }));
    expect(box()).toHaveValue('고양이');
    expect(await screen.findByRole('link', { name: /고양이 슬라임/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '검색어 지우기' }));
    await user.click(screen.getByRole('button', { name: '전체 삭제' }));
    expect(useApiStore.getState().recentSearchKeywords).toEqual([]);
    expect(screen.getByText('최근 검색어가 없어요')).toBeInTheDocument();
  });
});

it('renders the server’s first page at once on a result route, without asking again', async () => {
  renderSearch(<SearchView tab="posts" initialKeyword="공유" initialPage={page([summary(5, '공유 링크로 온 글')])} resultsRoute />);
  expect(screen.getByRole('link', { name: /공유 링크로 온 글/ })).toBeInTheDocument();
  expect(box()).toHaveValue('공유');
  act(() => jest.advanceTimersByTime(500));
  expect(get).not.toHaveBeenCalled();
});

it('builds shareable result URLs with only the filters that differ from the defaults', () => {
  expect(searchHref('posts', '슬라임')).toBe('/community/search/post?keyword=%EC%8A%AC%EB%9D%BC%EC%9E%84');
  expect(searchHref('posts', 'ab', { search_type: 'title', sort: 'newest', trade: 'buy' })).toBe(
    '/community/search/post?keyword=ab&search_type=title&trade=buy',
  );
  expect(searchHref('items', '모자', { search_type: 'title', sort: 'oldest', trade: 'buy' })).toBe(
    '/community/search/item?keyword=%EB%AA%A8%EC%9E%90',
  );
});
