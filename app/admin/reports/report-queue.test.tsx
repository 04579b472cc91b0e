import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queueQuery, readListParams } from '@/components/admin/list-params';
import { reportQueueOptions } from '@/lib/api/admin';
import { renderScreen, testQueryClient } from '@/test/render-with-providers';
import { ReportQueue } from './report-queue';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/admin/reports',
}));
jest.mock('@/lib/api/request', () => ({ ...jest.requireActual('@/lib/api/request'), get: jest.fn() }));
const { get } = jest.requireMock('@/lib/api/request') as { get: jest.Mock };

const empty = { count: 0, next: null, previous: null, results: [] };

function renderAt(searchParams: Record<string, string>) {
  const params = readListParams('reports', searchParams);
  const queryClient = testQueryClient();
  queryClient.setQueryData(reportQueueOptions(queueQuery(params)).queryKey, empty);
  return renderScreen(<ReportQueue params={params} />, { queryClient });
}

beforeEach(() => {
  push.mockClear();
  get.mockReset().mockReturnValue(new Promise(() => {}));
});

it('without a status in the address shows the open reports, the page the server seeded for it', () => {
  renderAt({});
  const status = screen.getByRole('group', { name: '상태' });
  expect(within(status).getByRole('button', { name: '처리 대기' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('처리할 신고가 없어요')).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

it('the status and target chips go to their addresses; open is the bare address', async () => {
  renderAt({ status: 'actioned', target_type: 'post', page: '2' });
  expect(screen.getByText('조건에 맞는 결과가 없어요')).toBeInTheDocument();
  const types = screen.getByRole('group', { name: '대상' });
  expect(within(types).getByRole('button', { name: '게시글' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(types).getByRole('button', { name: '댓글' }));
  expect(push).toHaveBeenLastCalledWith('/admin/reports?status=actioned&target_type=comment', { scroll: false });
  await userEvent.click(within(screen.getByRole('group', { name: '상태' })).getByRole('button', { name: '처리 대기' }));
  expect(push).toHaveBeenLastCalledWith('/admin/reports?target_type=post', { scroll: false });
});
