import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { IntlWrapper } from '@/test/render-with-intl';
import { testQueryClient } from '@/test/render-with-providers';
import { LIST_VISIT_STORAGE_KEY, WriteButton, type WriteButtonProps } from './write-button';

jest.mock('@/lib/api/request', () => ({ ...jest.requireActual('@/lib/api/request'), get: jest.fn() }));
const { get } = jest.requireMock('@/lib/api/request') as { get: jest.Mock };

const renderButton = (props: WriteButtonProps) =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <IntlWrapper>
        <WriteButton {...props} />
      </IntlWrapper>
    </QueryClientProvider>,
  );

beforeEach(() => {
  window.localStorage.clear();
  get.mockReset();
  useUserStore.getState().clearAll();
  useUiStore.setState({ isLoginModalOpen: false });
});

it('shows the new-dot when a post is newer than the last visit of the list', () => {
  window.localStorage.setItem(LIST_VISIT_STORAGE_KEY, '2026-11-20T00:00:00.000Z');
  renderButton({ latestPostAt: '2026-11-20T09:00:00.000Z' });
  expect(screen.getByRole('link', { name: '글쓰기, 새 소식 있음' })).toHaveAttribute('href', '/community/write');
});

it('shows no dot when nothing is new, or on a first visit', () => {
  window.localStorage.setItem(LIST_VISIT_STORAGE_KEY, '2026-11-21T00:00:00.000Z');
  const { unmount } = renderButton({ latestPostAt: '2026-11-20T09:00:00.000Z' });
  expect(screen.getByRole('link', { name: '글쓰기' })).toBeInTheDocument();
  unmount();
  window.localStorage.clear();
  renderButton({ latestPostAt: '2026-11-20T09:00:00.000Z' });
  expect(screen.getByRole('link', { name: '글쓰기' })).toBeInTheDocument();
});

it('on the list, compares with the previous visit and then records this one', () => {
  window.localStorage.setItem(LIST_VISIT_STORAGE_KEY, '2026-11-20T00:00:00.000Z');
  renderButton({ latestPostAt: '2026-11-20T09:00:00.000Z', recordVisit: true, categoryId: 25 });
  expect(screen.getByRole('link', { name: '글쓰기, 새 소식 있음' })).toHaveAttribute('href', '/community/write?category=25');
  expect(Date.parse(window.localStorage.getItem(LIST_VISIT_STORAGE_KEY)!)).toBeGreaterThan(Date.parse('2026-11-20T00:00:00.000Z'));
});

it('asks the list API for the newest post when the page does not say', async () => {
  window.localStorage.setItem(LIST_VISIT_STORAGE_KEY, '2026-11-20T00:00:00.000Z');
  get.mockResolvedValue({ count: 1, next: null, previous: null, results: [{ created_at: '2026-11-20T09:00:00.000Z' }] });
  renderButton({});
  expect(await screen.findByRole('link', { name: '글쓰기, 새 소식 있음' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/v1/community/', { page_size: 1 }, expect.anything());
});

it('gives a guest the login prompt instead of the form', async () => {
  const user = userEvent.setup();
  renderButton({ latestPostAt: null });
  await user.click(screen.getByRole('link', { name: '글쓰기' }));
  expect(useUiStore.getState().isLoginModalOpen).toBe(true);
});
