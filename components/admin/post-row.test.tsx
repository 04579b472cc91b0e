import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPostDto } from '@/lib/api/admin';
import { renderScreen } from '@/test/render-with-providers';
import { PostRow } from './post-row';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  patch: jest.fn(),
  del: jest.fn(),
  get: jest.fn(async () => []),
}));
const { patch, del } = jest.requireMock('@/lib/api/request') as { patch: jest.Mock; del: jest.Mock };

const post: AdminPostDto = {
  id: 12,
  title: '보석 최저가',
  excerpt: '외부 사이트에서 싸게 팔아요',
  category: { id: 25, name: '자유' },
  author: null,
  is_pinned: false,
  is_hidden: false,
  is_deleted: false,
  language: 'ko',
  is_official: false,
  translations: [],
  comment_count: 0,
  like_count: 0,
  view_count: 0,
  open_reports: 0,
  created_at: '2026-11-01T00:00:00Z',
};

beforeEach(() => {
  patch.mockReset().mockResolvedValue({ ...post, is_hidden: true });
  del.mockReset().mockResolvedValue(null);
});

it('hides a post with the rule, the public note and the strike the administrator picks', async () => {
  const user = userEvent.setup();
  renderScreen(<PostRow post={post} />);
  await user.click(screen.getByRole('button', { name: '숨기기' }));
  const dialog = screen.getByRole('dialog', { name: '숨기기' });
  await user.selectOptions(within(dialog).getByLabelText('규칙'), 'advertisement');
  await user.type(within(dialog).getByLabelText('공개 메모'), ' 홍보는 홍보 게시판에 ');
  await user.click(within(dialog).getByLabelText('경고 1회로 세기'));
  await user.click(within(dialog).getByRole('button', { name: '숨기기' }));
  await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
  expect(patch.mock.calls[0]).toEqual([
    '/v1/admin/posts/12/',
    { is_hidden: true, rule: 'advertisement', public_note: '홍보는 홍보 게시판에', strike: false },
  ]);
});

it('deletes with the rule (a strike by default) in Chinese', async () => {
  const user = userEvent.setup();
  renderScreen(<PostRow post={post} />, { locale: 'zh-TW' });
  await user.click(screen.getByRole('button', { name: '刪除' }));
  const dialog = screen.getByRole('dialog', { name: '刪除' });
  await user.selectOptions(within(dialog).getByLabelText('規則'), 'copyright');
  await user.click(within(dialog).getByRole('button', { name: '刪除' }));
  await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
  expect(del.mock.calls[0]).toEqual(['/v1/admin/posts/12/', { rule: 'copyright', public_note: '', strike: true }]);
});
