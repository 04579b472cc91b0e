import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readListParams, listQuery } from '@/components/admin/list-params';
import { memberSearchOptions, type AdminMemberDto } from '@/lib/api/admin';
import { renderScreen, testQueryClient } from '@/test/render-with-providers';
import { MemberSearch } from './member-search';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/admin/members',
}));
jest.mock('@/lib/api/request', () => ({ ...jest.requireActual('@/lib/api/request'), get: jest.fn() }));
const { get } = jest.requireMock('@/lib/api/request') as { get: jest.Mock };

const member = (id: number, nickname: string, email: string): AdminMemberDto => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  nickname,
  role: 'member',
  status: 'active',
  suspended_until: null,
  email,
  phone: null,
  suspension_reason: null,
  created_at: '2026-05-01T00:00:00Z',
});

const page = (results: AdminMemberDto[], count = results.length) => ({ count, next: null, previous: null, results });

/** The screen for an address, with the page the server put in the cache under the same key. */
function renderAt(searchParams: Record<string, string>, seeded: ReturnType<typeof page>) {
  const params = readListParams('members', searchParams);
  const queryClient = testQueryClient();
  queryClient.setQueryData(memberSearchOptions(listQuery(params.filters, params.page)).queryKey, seeded);
  const view = renderScreen(<MemberSearch params={params} />, { queryClient });
  return { ...view, params };
}

beforeEach(() => {
  push.mockClear();
  // A request the screen makes never gets its answer here.
  get.mockReset().mockReturnValue(new Promise(() => {}));
});

it('shows the page the server seeded for the address at once, with the filters from the address', () => {
  renderAt({ q: 'demo', status: 'active' }, page([member(1, '말랑데모', 'demo@example.com')]));
  const row = screen.getByRole('listitem');
  expect(within(row).getByRole('link', { name: /말랑데모/ })).toHaveAttribute('href', '/admin/members/1');
  expect(within(row).getByText('demo@example.com')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: '회원 검색' })).toHaveValue('demo');
  expect(screen.getByRole('combobox', { name: '상태' })).toHaveValue('active');
  expect(screen.getByRole('combobox', { name: '권한' })).toHaveValue('');
  // The page the server just seeded is fresh: the browser does not ask for it again.
  expect(get).not.toHaveBeenCalled();
});

it('a search goes to the address of the new words, keeping the filters and leaving the page', async () => {
  renderAt({ q: 'demo', status: 'suspended', page: '3' }, page([member(1, '말랑데모', 'demo@example.com')], 40));
  const box = screen.getByRole('searchbox', { name: '회원 검색' });
  await userEvent.clear(box);
  await userEvent.type(box, '  jelly  {Enter}');
  expect(push).toHaveBeenCalledWith('/admin/members?q=jelly&status=suspended', { scroll: false });
});

it('a filter or another page goes to its address', async () => {
  renderAt({ q: 'demo', page: '2' }, page([member(1, '말랑데모', 'demo@example.com')], 25));
  fireEvent.change(screen.getByRole('combobox', { name: '권한' }), { target: { value: 'admin' } });
  expect(push).toHaveBeenLastCalledWith('/admin/members?q=demo&role=admin', { scroll: false });
  await userEvent.click(screen.getByRole('button', { name: '다음' }));
  expect(push).toHaveBeenLastCalledWith('/admin/members?q=demo&page=3', { scroll: false });
  await userEvent.click(screen.getByRole('button', { name: '이전' }));
  expect(push).toHaveBeenLastCalledWith('/admin/members?q=demo', { scroll: false });
});

it('the search box shows the words of the address it is given, not what was typed before', async () => {
  const { rerender, queryClient } = renderAt({ q: 'demo' }, page([member(1, '말랑데모', 'demo@example.com')]));
  const box = screen.getByRole('searchbox', { name: '회원 검색' });
  await userEvent.type(box, ' unsent');
  expect(box).toHaveValue('demo unsent');
  // Back to the address without words (the server page renders it with its own first page).
  const params = readListParams('members', {});
  act(() => queryClient.setQueryData(memberSearchOptions(listQuery(params.filters, params.page)).queryKey, page([])));
  rerender(<MemberSearch params={params} />);
  expect(screen.getByRole('searchbox', { name: '회원 검색' })).toHaveValue('');
  expect(screen.getByText('조건에 맞는 회원이 없어요')).toBeInTheDocument();
});
