import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PostPage } from '@/lib/api/posts';
import { get } from '@/lib/api/request';
import type { LanguageFilter } from '@/lib/validation/post-language';
import type { PostSummaryDto } from '@/lib/validation/posts';
import koCommunity from '@/messages/ko/community.json';
import koShared from '@/messages/ko/shared.json';
import koUser from '@/messages/ko/user.json';
import { useFeedStore } from '@/stores/feed-store';
import { IntlWrapper } from '@/test/render-with-intl';
import { testQueryClient } from '@/test/render-with-providers';
import { PostList } from './post-list';

jest.mock('@/lib/api/request', () => ({ ...jest.requireActual('@/lib/api/request'), get: jest.fn() }));

const author = { id: 2, uuid: 'u2', profile_image: null, profile: { name: '젤리' }, represent_badge: null, is_withdrawn: false };
const summary = (id: number, title: string, over: Partial<PostSummaryDto> = {}): PostSummaryDto => ({
  id,
  category: { id: 25, name: '잡담' },
  post_type: 8,
  title,
  language: 'ko',
  excerpt: '',
  thumbnail: null,
  image_count: 0,
  has_video: false,
  reply_count: 1,
  like_count: 4,
  recommend_count: 0,
  view_count: 3,
  ranking_score: 0,
  rank: null,
  is_pinned: false,
  author,
  items: [],
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

const page = (results: PostSummaryDto[]): PostPage => ({ count: results.length, next: null, previous: null, results });

const crown = {
  id: 9,
  uuid: 'i9',
  name: '왕관',
  image: '/art/items/royal-crown.png',
  item_rating: 'SS',
  grade_color: '#e5484d',
  trade_role: 'sell' as const,
  count: 1,
  price: null,
};

function renderList(initialPage: PostPage, showTypeTags = false, extra: { language?: LanguageFilter; allLanguagesHref?: string } = {}) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <IntlWrapper messages={{ community: koCommunity, shared: koShared, user: koUser }}>
        <PostList category={3} initialPage={initialPage} showTypeTags={showTypeTags} {...extra} />
      </IntlWrapper>
    </QueryClientProvider>,
  );
}

// The cards' list comes first; trade cards hold item lists of their own.
const rows = () => Array.from(screen.getAllByRole('list')[0]!.children) as HTMLElement[];

beforeEach(() => {
  useFeedStore.setState({ postReadHistory: [] });
  jest.mocked(get).mockReset();
});

describe('PostList', () => {
  it('shows each post as a card: a pinned post with the pin icon, no "[고정]" prefix', () => {
    renderList(page([summary(1, '공지 먼저 읽기', { is_pinned: true }), summary(2, '오늘 잡담')]));
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/community/detail/1', '/community/detail/2']);
    expect(within(links[0]!).getByRole('img', { name: '고정' })).toBeInTheDocument();
    expect(links[0]).toHaveAccessibleName('고정 공지 먼저 읽기');
    expect(within(links[1]!).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/\[고정/)).not.toBeInTheDocument();
    expect(rows()[0]).toHaveAttribute('data-pinned', 'true');
  });

  it('tags trade posts in a mixed list and shows their items, a thumbnail and the counts', () => {
    renderList(
      page([
        summary(3, '왕관 팝니다', { post_type: 16, category: { id: 17, name: '판매' }, items: [crown], thumbnail: '/uploads/post/c.png' }),
        summary(4, '잡담 한 줄'),
      ]),
      true,
    );
    const [trade, chat] = rows();
    expect(within(trade!).getByRole('link').textContent).toMatch(/^\[판매\] 왕관 팝니다/);
    expect(within(trade!).getByRole('img', { name: '왕관' })).toBeInTheDocument();
    expect(within(trade!).getByText('SS등급')).toBeInTheDocument();
    expect(within(trade!).getByTestId('post-card-thumb')).toHaveAttribute('src', '/uploads/post/c.png');
    expect(within(chat!).getByText('잡담')).toBeInTheDocument();
    expect(within(chat!).queryByTestId('post-card-thumb')).not.toBeInTheDocument();
    expect(within(chat!).getByText('좋아요 4개')).toBeInTheDocument();
    expect(within(chat!).getByText('댓글 1개')).toBeInTheDocument();
  });

  it('marks posts the reader opened before', () => {
    useFeedStore.getState().addReadHistory(6);
    renderList(page([summary(5, '안 읽은 글'), summary(6, '어제 본 글')]));
    const [unread, read] = rows();
    expect(unread).not.toHaveAttribute('data-read');
    expect(read).toHaveAttribute('data-read', 'true');
    expect(within(read!).getByText('읽은 글')).toHaveClass('sr-only');
  });

  it('asks for the following pages in the language of the first', async () => {
    const first: PostPage = { ...page([summary(7, '첫 쪽 글')]), next: '/api/v1/community/?category=3&language=ko&cursor=abc' };
    jest
      .mocked(get)
      .mockImplementation(async (_path, query) => ((query as { cursor?: string }).cursor ? page([summary(8, '둘째 쪽 글')]) : first));
    renderList(first, false, { language: 'ko' });
    await userEvent.click(screen.getByRole('button', { name: '더 불러오기' }));
    expect(await screen.findByText('둘째 쪽 글')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/v1/community/',
      expect.objectContaining({ category: 3, language: 'ko', cursor: 'abc' }),
      expect.anything(),
    );
  });

  it('offers all languages when the reader’s language has no posts but others do', () => {
    renderList(page([]), false, { language: 'ko', allLanguagesHref: '/community/posts?category=3&lang=all' });
    expect(screen.getByText('아직 한국어 글이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '모든 언어의 글 보기' })).toHaveAttribute('href', '/community/posts?category=3&lang=all');
  });

  it('invites the first post when the board has none in any language', () => {
    renderList(page([]), false, { language: 'ko' });
    expect(screen.getByText(koCommunity.list.empty)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
