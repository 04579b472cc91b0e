/**
 * @jest-environment ./test/msw-environment.ts
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import koCommon from '@/messages/ko/common.json';
import koShared from '@/messages/ko/shared.json';
import koSupport from '@/messages/ko/support.json';
import { IntlWrapper } from '@/test/render-with-intl';
import { QUERY_STALE_MS } from '@/lib/constants';
import type { ProbabilityListEntry } from '@/lib/validation/probability';
import { ProbabilityList } from './probability-list';

const LONG = '황금 열쇠로 여는 보물상자입니다. S 등급 이상의 장비가 나올 수 있고 매주 목요일에 갱신돼요.';

const entries: ProbabilityListEntry[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  uuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  name: i === 16 ? '무지개 상자' : `보물상자 ${i + 1}`,
  image: `/art/probability/treasure_box.png`,
  description: i === 0 ? LONG : `설명 ${i + 1}`,
}));

jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(window.location.search) }));

// No list endpoint answers unless a test says so; every request is kept to look at.
const requests: Request[] = [];
const server = setupServer();
server.events.on('request:start', ({ request }) => {
  requests.push(request);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
window.scrollTo = jest.fn();

function renderList(props: Partial<Parameters<typeof ProbabilityList>[0]> = {}) {
  // The app's freshness rules (lib/api/query-client), without the retries' waiting.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: QUERY_STALE_MS, refetchOnMount: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <IntlWrapper messages={{ support: koSupport, common: koCommon, shared: koShared }}>{children}</IntlWrapper>
    </QueryClientProvider>
  );
  return render(<ProbabilityList kind="treasure_box" {...props} />, { wrapper });
}

const rowTitles = () => screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);

it('starts from the search and page in the address', () => {
  window.history.replaceState(null, '', `/probability/treasure-box?q=${encodeURIComponent('보물상자 2')}&page=1`);
  renderList({ initialData: entries });
  expect(screen.getByRole('searchbox')).toHaveValue('보물상자 2');
  expect(rowTitles()).toEqual(['보물상자 2', '보물상자 12', '보물상자 20', '보물상자 21', '보물상자 22', '보물상자 23']);
  const address = new URLSearchParams(window.location.search);
  expect([address.get('q'), address.get('page')]).toEqual(['보물상자 2', null]);
});

beforeEach(() => {
  requests.length = 0;
  window.history.replaceState(null, '', '/probability/treasure-box');
});

it('shows the first 10 rows with descriptions cut at 40 characters and a move button to each detail', () => {
  renderList({ initialData: entries });
  expect(screen.getAllByRole('listitem')).toHaveLength(10);
  expect(screen.getByText(`${Array.from(LONG).slice(0, 40).join('')}…`)).toBeInTheDocument();
  const first = screen.getAllByRole('listitem')[0]!;
  expect(within(first).getByRole('link', { name: '보기' })).toHaveAttribute('href', '/probability/treasure-box/1');
  expect(screen.getByText('총 23개')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

it('pages by 10 on the client and keeps the page in the address', async () => {
  const user = userEvent.setup();
  renderList({ initialData: entries });
  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(rowTitles()).toEqual(entries.slice(10, 20).map((e) => e.name));
  expect(screen.getByText('2 / 3 페이지')).toBeInTheDocument();
  expect(window.location.search).toBe('?page=2');
  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
});

it('searches on the client from page 1 and says when nothing matches', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/probability/treasure-box?page=3');
  renderList({ initialData: entries });
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  const box = screen.getByRole('searchbox', { name: '확률 정보 검색' });
  await user.type(box, '무지개');
  expect(rowTitles()).toEqual(['무지개 상자']);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(new URLSearchParams(window.location.search).get('q')).toBe('무지개');
  await user.clear(box);
  await user.type(box, '없는 상자');
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  expect(screen.getByText('검색 결과가 없어요')).toBeInTheDocument();
});

it('loads the array from the configured endpoint with no parameters and no token', async () => {
  server.use(http.get('https://probability.example.com/lists/treasure-box', () => HttpResponse.json(entries.slice(0, 2))));
  renderList({ endpoint: 'https://probability.example.com/lists/{slug}' });
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
  const [request] = requests;
  expect(request!.url).toBe('https://probability.example.com/lists/treasure-box');
  expect(request!.headers.has('Authorization')).toBe(false);
});

it('swallows a failed fetch: no rows, no error message', async () => {
  server.use(http.get('/api/v1/probability/treasure_box/', () => HttpResponse.error()));
  renderList();
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  expect(requests).not.toHaveLength(0);
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText('확률 정보가 없어요')).not.toBeInTheDocument();
});
