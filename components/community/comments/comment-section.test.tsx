/**
 * @jest-environment ./test/msw-environment.ts
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { DEFAULT_AVATAR } from '@/components/people/user-avatar';
import { LoginRequiredHost } from '@/components/ui/login-required-dialog';
import type { CommentPage } from '@/lib/api/comments';
import type { CommentDto } from '@/lib/validation/posts';
import koCommon from '@/messages/ko/common.json';
import koCommunity from '@/messages/ko/community.json';
import koUser from '@/messages/ko/user.json';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { renderWithIntl } from '@/test/render-with-intl';
import { CommentSection } from './comment-section';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/community/detail/7',
}));

const POST_ID = 7;
const ME = { id: 1, nickname: '슬라임' };
let nextId = 100;

function author(id: number, name: string | null) {
  return { id, uuid: `u-${id}`, profile_image: null, profile: { name }, represent_badge: null, is_withdrawn: name === null };
}

function comment(extra: Partial<CommentDto> & { id: number }): CommentDto {
  return {
    post_id: POST_ID,
    parent_id: null,
    reply_to: null,
    content: `댓글 ${extra.id}`,
    author: author(2, '말랑이'),
    like_count: 0,
    is_author: false,
    is_deleted: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    reply_count: 0,
    replies: [],
    ...extra,
  };
}

function page(results: CommentDto[], count = results.length): CommentPage {
  return { count, next: null, previous: null, results };
}

// ── The comment API as msw answers it, over a page of threads the test can change ──
// `more` is the page a request with a cursor gets.
let db: { page: CommentPage; more?: CommentPage; failWrites: boolean };
const calls: { method: string; url: string; body: unknown }[] = [];

// Notes the call and hands back its JSON body.
async function record(request: Request): Promise<unknown> {
  const text = await request.text();
  const body = text ? JSON.parse(text) : undefined;
  const url = new URL(request.url);
  calls.push({ method: request.method, url: url.pathname + url.search, body });
  return body;
}

const failure = () => HttpResponse.json({ code: 1900, message: 'Internal server error' }, { status: 500 });
const findComment = (id: number) => db.page.results.flatMap((t) => [t, ...t.replies]).find((c) => c.id === id)!;

const server = setupServer(
  http.get('/api/v1/community/replies/', async ({ request }) => {
    await record(request);
    const cursor = new URL(request.url).searchParams.get('cursor');
    return HttpResponse.json({ code: 0, data: cursor ? db.more : db.page });
  }),
  http.post('/api/v1/community/reply/', async ({ request }) => {
    const input = (await record(request)) as { content: string; parent_id?: number };
    if (db.failWrites) return failure();
    const created = comment({ id: nextId++, content: input.content, author: author(ME.id, ME.nickname), is_author: true });
    if (input.parent_id) {
      const thread = db.page.results.find((t) => t.id === input.parent_id || t.replies.some((r) => r.id === input.parent_id));
      created.parent_id = thread!.id;
      thread!.replies.push(created);
    } else {
      db.page.results.push(created);
    }
    db.page.count += 1;
    return HttpResponse.json({ code: 0, data: created }, { status: 201 });
  }),
  http.put('/api/v1/community/reply/:id/', async ({ request, params }) => {
    const input = (await record(request)) as { content: string };
    if (db.failWrites) return failure();
    const target = findComment(Number(params.id));
    target.content = input.content;
    target.updated_at = '2026-01-01T00:05:00.000Z';
    return HttpResponse.json({ code: 0, data: target });
  }),
  http.delete('/api/v1/community/reply/:id/', async ({ request, params }) => {
    await record(request);
    if (db.failWrites) return failure();
    db.page.results = db.page.results.filter((t) => t.id !== Number(params.id));
    db.page.count -= 1;
    return HttpResponse.json({ code: 0, data: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function signIn() {
  act(() =>
    useUserStore.setState({
      userToken: 'token-1',
      isAuthenticated: true,
      user: {
        id: ME.id,
        uuid: 'u-1',
        nickname: ME.nickname,
        email: 'me@example.com',
        phone: null,
        status_message: '',
        profile_image: null,
        role: 'member',
        referral_ball: 0,
        created_at: '2025-01-01T00:00:00.000Z',
        represent_badge: null,
        badges: [],
      },
    }),
  );
}

function setup(initial: CommentPage) {
  db = { page: JSON.parse(JSON.stringify(initial)) as CommentPage, failWrites: false };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
  const user = userEvent.setup();
  const view = renderWithIntl(
    wrap(
      <>
        <CommentSection postId={POST_ID} initialPage={initial} />
        <LoginRequiredHost />
      </>,
    ),
    { messages: { community: koCommunity, common: koCommon, user: koUser } },
  );
  return { user, container: view.container };
}

const writes = () => calls.filter((c) => c.method !== 'GET');
const composer = () => screen.getByRole('textbox', { name: '댓글 입력' });
const submit = () => screen.getByRole('button', { name: '등록' });

beforeEach(() => {
  calls.length = 0;
  act(() => {
    useUserStore.getState().clearAll();
    useUiStore.setState({ isPlaySoundEffect: false, isLoginModalOpen: false, toastMessage: null, isToastVisible: false });
  });
});

const thread = comment({
  id: 1,
  content: '첫 댓글',
  replies: [
    comment({ id: 2, parent_id: 1, content: '답글', author: author(3, '물방울') }),
    comment({ id: 3, parent_id: 1, reply_to: { id: 2, author_name: '물방울' }, content: '@물방울 답글의 답글', author: author(4, null) }),
  ],
  reply_count: 2,
});

describe('CommentSection', () => {
  it('shows the server-rendered threads as a list with nested replies, mentions and placeholders', () => {
    setup(
      page([thread, comment({ id: 4, is_deleted: true, content: '', replies: [comment({ id: 5, parent_id: 4 })], reply_count: 1 })], 5),
    );
    expect(screen.getByRole('heading', { level: 2, name: '댓글 5' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '댓글 목록' });
    const replies = within(list).getByRole('list', { name: '말랑이님의 댓글에 달린 답글' });
    expect(within(replies).getAllByRole('listitem')).toHaveLength(2);
    // The mention is shown once, and a withdrawn author is named as such.
    expect(within(replies).getByText('@물방울')).toBeInTheDocument();
    expect(within(replies).getByText('답글의 답글')).toBeInTheDocument();
    expect(within(replies).getByText('탈퇴한 사용자')).toBeInTheDocument();
    expect(screen.getByText('삭제된 댓글이에요')).toBeInTheDocument();
    expect(screen.queryByText(/첫 댓글을 남겨/)).not.toBeInTheDocument();
  });

  it("shows each author's picture, and the default slime for one without a picture", () => {
    const pictured = { ...author(5, '사진있음'), profile_image: '/uploads/profile/5.png' };
    const { container } = setup(page([comment({ id: 6, author: pictured }), comment({ id: 7, author: author(6, '사진없음') })]));
    const avatars = [...container.querySelectorAll('article img')];
    expect(avatars.map((img) => img.getAttribute('src'))).toEqual(['/uploads/profile/5.png', DEFAULT_AVATAR]);
    avatars.forEach((img) => expect(img).toHaveAttribute('alt', ''));
  });

  it('says so when there are no comments yet', () => {
    setup(page([]));
    expect(screen.getByText('아직 댓글이 없어요. 첫 댓글을 남겨 보세요!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '댓글 0' })).toBeInTheDocument();
  });

  it('refuses an empty comment: the submit button stays disabled for blank text', async () => {
    signIn();
    const { user } = setup(page([]));
    expect(submit()).toBeDisabled();
    await user.type(composer(), '   ');
    expect(submit()).toBeDisabled();
    await user.type(composer(), '{Control>}{Enter}{/Control}');
    expect(writes()).toHaveLength(0);
  });

  it('counts characters up to 3,500 in a 60 px box', async () => {
    signIn();
    const { user } = setup(page([]));
    expect(composer()).toHaveAttribute('maxlength', '3500');
    expect(composer()).toHaveStyle({ height: '60px' });
    await user.type(composer(), '안녕하세요');
    expect(screen.getByText('5/3500')).toBeInTheDocument();
  });

  it('writes a comment: it shows at once, the box empties and focus moves to it', async () => {
    signIn();
    const { user } = setup(page([thread], 3));
    await user.type(composer(), '  새 댓글이에요 ');
    await user.click(submit());
    expect(await screen.findByText('새 댓글이에요')).toBeInTheDocument();
    await waitFor(() => expect(composer()).toHaveValue(''));
    expect(writes()).toEqual([{ method: 'POST', url: '/api/v1/community/reply/', body: { post_id: POST_ID, content: '새 댓글이에요' } }]);
    await waitFor(() => expect(document.activeElement?.textContent).toContain('새 댓글이에요'));
    expect(screen.getByRole('heading', { name: '댓글 4' })).toBeInTheDocument();
  });

  it('keeps the text and shows the spec message when writing fails', async () => {
    signIn();
    const { user } = setup(page([thread], 3));
    db.failWrites = true;
    await user.type(composer(), '못 올라갈 댓글');
    await user.click(submit());
    await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('댓글을 작성하지 못했어요'));
    expect(composer()).toHaveValue('못 올라갈 댓글');
    // The optimistic comment is rolled back.
    expect(screen.queryByText('못 올라갈 댓글', { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '댓글 3' })).toBeInTheDocument();
  });

  it('opens an inline reply box on a reply and answers it in the same thread', async () => {
    signIn();
    const { user } = setup(page([thread], 3));
    const reply = screen.getByText('답글', { selector: 'p' }).closest('article')!;
    await user.click(within(reply).getByRole('button', { name: '답글' }));
    const box = screen.getByRole('textbox', { name: '물방울님에게 답글 입력' });
    expect(box).toHaveFocus();
    await user.type(box, '저도요');
    await user.click(screen.getByRole('button', { name: '답글 등록' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '물방울님에게 답글 입력' })).not.toBeInTheDocument());
    expect(writes()[0]).toMatchObject({ method: 'POST', body: { post_id: POST_ID, content: '저도요', parent_id: 2 } });
    const replies = screen.getByRole('list', { name: '말랑이님의 댓글에 달린 답글' });
    expect(await within(replies).findByText('저도요')).toBeInTheDocument();
  });

  it('gives a guest the login dialog from the composer and from a reply button', async () => {
    const { user } = setup(page([thread], 3));
    expect(screen.queryByRole('textbox', { name: '댓글 입력' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로그인하고 댓글을 남겨 보세요' }));
    expect(screen.getByRole('alertdialog', { name: '로그인이 필요해요' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '나중에' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '답글' })[0]!);
    expect(screen.getByRole('alertdialog', { name: '로그인이 필요해요' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('offers edit and delete only on my own comments; edits in place and deletes after confirming', async () => {
    signIn();
    const mine = comment({ id: 10, content: '내가 쓴 댓글', author: author(ME.id, ME.nickname), is_author: true });
    const { user } = setup(page([thread, mine], 4));
    const theirs = screen.getByText('첫 댓글').closest('article')!;
    expect(within(theirs).queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    const own = screen.getByText('내가 쓴 댓글').closest('article')!;

    await user.click(within(own).getByRole('button', { name: '수정' }));
    const editor = screen.getByRole('textbox', { name: '댓글 수정' });
    expect(editor).toHaveValue('내가 쓴 댓글');
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
    await user.clear(editor);
    await user.type(editor, '고친 댓글');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('고친 댓글')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: '/api/v1/community/reply/10/', body: { content: '고친 댓글' } });

    await user.click(within(screen.getByText('고친 댓글').closest('article')!).getByRole('button', { name: '삭제' }));
    const dialog = screen.getByRole('alertdialog', { name: '댓글을 삭제할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.queryByText('고친 댓글')).not.toBeInTheDocument());
    expect(writes()[1]).toMatchObject({ method: 'DELETE', url: '/api/v1/community/reply/10/' });
    expect(useUiStore.getState().toastMessage).toBe('댓글을 삭제했어요');
    expect(screen.getByRole('heading', { name: '댓글 3' })).toBeInTheDocument();
  });

  it('keeps an edit when saving fails', async () => {
    signIn();
    const mine = comment({ id: 10, parent_id: 1, content: '내 답글', author: author(ME.id, ME.nickname), is_author: true });
    const { user } = setup(page([{ ...thread, replies: [mine], reply_count: 1 }], 2));
    db.failWrites = true;
    await user.click(within(screen.getByText('내 답글').closest('article')!).getByRole('button', { name: '수정' }));
    const editor = screen.getByRole('textbox', { name: '댓글 수정' });
    await user.type(editor, ' 더하기');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('답글을 수정하지 못했어요'));
    expect(screen.getByRole('textbox', { name: '댓글 수정' })).toHaveValue('내 답글 더하기');
  });

  it('loads more threads from the next cursor', async () => {
    const first = { ...page([thread], 5), next: '/api/v1/community/replies/?post_id=7&cursor=YTE' };
    const { user } = setup(first);
    db.more = page([comment({ id: 20, content: '다음 쪽 댓글' })], 5);
    await user.click(screen.getByRole('button', { name: '댓글 더 불러오기' }));
    expect(await screen.findByText('다음 쪽 댓글')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/v1/community/replies/?post_id=7&cursor=YTE');
    expect(screen.queryByRole('button', { name: '댓글 더 불러오기' })).not.toBeInTheDocument();
  });
});
