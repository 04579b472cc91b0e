import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { ApiError } from '@/lib/api/request';
import koCommon from '@/messages/ko/common.json';
import koCommunity from '@/messages/ko/community.json';
import koUser from '@/messages/ko/user.json';
import { useUserStore } from '@/stores/user-store';
import { IntlWrapper } from '@/test/render-with-intl';
import { testQueryClient } from '@/test/render-with-providers';
import { OwnPostEdit } from './own-post-edit';
import type { WritableCategoryGroup } from './write-form';

const replace = jest.fn();
const notFound = jest.fn(() => {
  throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
});
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace, prefetch: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/community/write',
  notFound: () => notFound(),
}));
jest.mock('@/lib/api/request', () => ({ ...jest.requireActual('@/lib/api/request'), get: jest.fn() }));
const get = jest.requireMock('@/lib/api/request').get as jest.Mock;

const categories: WritableCategoryGroup[] = [{ id: 5, name: '자유', children: [{ id: 25, name: '잡담', admin_only: false }] }];
const me = { id: 7, uuid: 'u7', nickname: '말랑이', role: 'member' } as never;
const mine = {
  id: 12,
  author_id: 7,
  category_id: 25,
  title: '내가 쓴 글',
  content: '브라우저에서 로그인한 작성자의 글이에요.',
  images: [],
  video_urls: [],
  items: [],
};

// Stands in for Next's not-found boundary.
class NotFoundBoundary extends Component<{ children: ReactNode }, { caught: boolean }> {
  state = { caught: false };
  static getDerivedStateFromError() {
    return { caught: true };
  }
  render() {
    return this.state.caught ? <p>404 page</p> : this.props.children;
  }
}

function renderEdit() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <IntlWrapper messages={{ common: koCommon, community: koCommunity, user: koUser }}>
        <NotFoundBoundary>
          <OwnPostEdit postId={12} categories={categories} />
        </NotFoundBoundary>
      </IntlWrapper>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  replace.mockReset();
  notFound.mockClear();
  get.mockReset();
  window.localStorage.clear();
  useUserStore.getState().clearAll();
});

it("loads the author's post with their token and opens the filled form", async () => {
  useUserStore.getState().login('token-7', me);
  get.mockResolvedValue(mine);
  renderEdit();
  expect(await screen.findByDisplayValue('내가 쓴 글')).toBeInTheDocument();
  expect(screen.getByLabelText('내용')).toHaveValue('브라우저에서 로그인한 작성자의 글이에요.');
  expect(get).toHaveBeenCalledWith('/v1/community/12/edit/', undefined, expect.anything());
  expect(notFound).not.toHaveBeenCalled();
});

it('shows the 404 page when the API refuses the post to this member', async () => {
  useUserStore.getState().login('token-8', { ...(me as object), id: 8 } as never);
  get.mockRejectedValue(new ApiError(404, 1400, 'No such post of yours', null));
  // React reports the error the boundary caught.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderEdit();
  expect(await screen.findByText('404 page')).toBeInTheDocument();
  quiet.mockRestore();
  expect(notFound).toHaveBeenCalled();
  expect(screen.queryByLabelText('제목')).not.toBeInTheDocument();
});

it('sends a guest to log in, back to this edit, without asking for the post', async () => {
  renderEdit();
  await waitFor(() => expect(replace).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/community/write?postId=12')}`));
  expect(get).not.toHaveBeenCalled();
  expect(screen.queryByLabelText('제목')).not.toBeInTheDocument();
});

it('offers a retry when the post could not be loaded for another reason', async () => {
  useUserStore.getState().login('token-7', me);
  get.mockRejectedValueOnce(new ApiError(500, 1900, 'Internal server error', null)).mockResolvedValueOnce(mine);
  renderEdit();
  const retry = await screen.findByRole('button', { name: '다시 시도' });
  retry.click();
  expect(await screen.findByDisplayValue('내가 쓴 글')).toBeInTheDocument();
});
