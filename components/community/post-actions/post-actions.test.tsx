import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/request';
import koCommunity from '@/messages/ko/community.json';
import koUser from '@/messages/ko/user.json';
import type { PostDetailDto } from '@/lib/validation/posts';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { IntlWrapper } from '@/test/render-with-intl';
import { testQueryClient } from '@/test/render-with-providers';
import { PostActions } from './post-actions';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace, refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/community/detail/12',
}));
// The post's writes by path: POST /v1/community/{id}/like/ toggles, DELETE /v1/community/{id}/ deletes.
const mockApi = { toggleReaction: jest.fn(), deletePost: jest.fn() };
const mockReactions = jest.fn();
const postIdOf = (path: string) => Number(path.split('/')[3]);
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  // The reactions arrive in the personal layer (GET /v1/user/layer/?posts=…), as the post's own part of it.
  get: (path: string, query: { posts?: string }) =>
    path === '/v1/user/layer/'
      ? mockReactions().then((r: unknown) => ({ reactions: { [String(query.posts)]: r } }))
      : Promise.reject(new Error(path)),
  post: (path: string, body: { kind: string }) => mockApi.toggleReaction(postIdOf(path), body.kind),
  del: (path: string) => mockApi.deletePost(postIdOf(path)),
}));
const api = mockApi;
const get = mockReactions;

const author = { id: 7, uuid: 'u7', profile_image: null, profile: { name: '말랑이' }, represent_badge: null, is_withdrawn: false };
const post = {
  id: 12,
  title: '슬라임 자랑',
  like_count: 3,
  recommend_count: 1,
  liked: false,
  recommended: false,
  is_author: false,
  author,
} as unknown as PostDetailDto;

function renderActions(p: PostDetailDto = post) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <IntlWrapper messages={{ community: koCommunity, user: koUser }}>
        <PostActions post={p} />
      </IntlWrapper>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  replace.mockReset();
  api.toggleReaction.mockReset();
  api.deletePost.mockReset();
  get.mockReset();
  useUserStore.getState().clearAll();
  useUiStore.setState({ isLoginModalOpen: false, toastMessage: null, isToastVisible: false });
});

const signIn = (id = 8) => act(() => useUserStore.getState().login('tok', { id } as never));

it('shows the counts and asks a guest to log in instead of liking', async () => {
  const user = userEvent.setup();
  renderActions();
  expect(screen.getByRole('button', { name: '좋아요 3' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: '추천 1' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '좋아요 3' }));
  expect(useUiStore.getState().isLoginModalOpen).toBe(true);
  expect(api.toggleReaction).not.toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();
});

it('takes the signed-in viewer’s own reactions from the API, then likes at once (optimistic)', async () => {
  signIn();
  get.mockResolvedValue({ liked: false, like_count: 3, recommended: true, recommend_count: 1 });
  let answer: (v: unknown) => void = () => undefined;
  api.toggleReaction.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const user = userEvent.setup();
  renderActions();
  await waitFor(() => expect(screen.getByRole('button', { name: '추천 1' })).toHaveAttribute('aria-pressed', 'true'));
  await user.click(screen.getByRole('button', { name: '좋아요 3' }));
  expect(screen.getByRole('button', { name: '좋아요 4' })).toHaveAttribute('aria-pressed', 'true');
  expect(api.toggleReaction).toHaveBeenCalledWith(12, 'like');
  await act(async () => answer({ liked: true, like_count: 5, recommended: true, recommend_count: 1 }));
  expect(screen.getByRole('button', { name: '좋아요 5' })).toBeInTheDocument();
});

it('rolls back and says so when the like fails', async () => {
  signIn();
  get.mockResolvedValue({ liked: false, like_count: 3, recommended: false, recommend_count: 1 });
  api.toggleReaction.mockRejectedValue(new ApiError(500, 1900, 'boom', {}));
  const user = userEvent.setup();
  renderActions();
  await user.click(screen.getByRole('button', { name: '좋아요 3' }));
  await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('좋아요를 반영하지 못했어요'));
  expect(screen.getByRole('button', { name: '좋아요 3' })).toHaveAttribute('aria-pressed', 'false');
});

it('copies the link when the browser cannot share', async () => {
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  renderActions();
  await user.click(screen.getByRole('button', { name: '공유' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost/community/detail/12');
  expect(useUiStore.getState().toastMessage).toBe('링크를 복사했어요');
});

it('gives the author edit and a confirmed delete that returns to the list', async () => {
  signIn(7);
  get.mockResolvedValue({ liked: false, like_count: 3, recommended: false, recommend_count: 1 });
  api.deletePost.mockResolvedValue(null);
  const user = userEvent.setup();
  renderActions();
  expect(screen.getByRole('link', { name: '수정' })).toHaveAttribute('href', '/community/write?postId=12');
  await user.click(screen.getByRole('button', { name: '삭제' }));
  const dialog = screen.getByRole('alertdialog', { name: '이 글을 삭제할까요?' });
  expect(api.deletePost).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: '삭제' }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/community/posts'));
  expect(useUiStore.getState().toastMessage).toBe('글을 삭제했어요');
});
