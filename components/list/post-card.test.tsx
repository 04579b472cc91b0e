import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/test/render-with-intl';
import koShared from '@/messages/ko/shared.json';
import koUser from '@/messages/ko/user.json';
import zhShared from '@/messages/zh-TW/shared.json';
import zhUser from '@/messages/zh-TW/user.json';
import { DEFAULT_AVATAR } from '@/components/people/user-avatar';
import type { PostItemDto } from '@/lib/validation/posts';
import { PostCard, PostCardList, type PostCardPost } from './post-card';

const ko = { shared: koShared, user: koUser };
const zh = { shared: zhShared, user: zhUser };

const post = (over: Partial<PostCardPost> = {}): PostCardPost => ({
  id: 7,
  title: '오늘의 슬라임 자랑',
  category: { id: 27, name: '슬라임 자랑' },
  thumbnail: null,
  reply_count: 5,
  like_count: 3,
  is_pinned: false,
  author: {
    id: 2,
    uuid: 'u2',
    profile_image: null,
    profile: { name: '젤리' },
    represent_badge: { badge: { title: '수집왕', hex_code: '#3b7ddd' } },
    is_withdrawn: false,
  },
  created_at: '2026-11-21T11:57:00.000Z',
  items: [],
  ...over,
});

const item = (over: Partial<PostItemDto>): PostItemDto => ({
  id: 1,
  uuid: 'i1',
  name: '왕관',
  image: '/art/items/royal-crown.png',
  item_rating: 'S',
  grade_color: '#e5484d',
  trade_role: 'sell',
  count: 1,
  price: null,
  ...over,
});

const NOW = '2026-11-21T12:00:00.000Z';

describe('PostCard', () => {
  it('links the title to the post: one link, named by the title, its first span the title', () => {
    renderWithIntl(<PostCard post={post()} now={NOW} />, { messages: ko });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/community/detail/7');
    expect(links[0]).toHaveAccessibleName('오늘의 슬라임 자랑');
    expect(links[0]!.querySelector('span')).toHaveTextContent(/^오늘의 슬라임 자랑$/);
    expect(screen.getByRole('heading', { level: 2, name: '오늘의 슬라임 자랑' })).toBeInTheDocument();
  });

  it('shows the category chip, the author with the default slime, the badge, the counts and the elapsed time', () => {
    renderWithIntl(<PostCard post={post()} now={NOW} />, { messages: ko });
    expect(screen.getByText('슬라임 자랑')).toBeInTheDocument();
    expect(screen.getByText('젤리')).toBeInTheDocument();
    expect(screen.getByText('수집왕')).toBeInTheDocument();
    const avatar = document.querySelector(`img[src="${DEFAULT_AVATAR}"]`);
    expect(avatar).toHaveAttribute('alt', '');
    expect(screen.getByText('좋아요 3개')).toBeInTheDocument();
    expect(screen.getByText('댓글 5개')).toBeInTheDocument();
    const time = screen.getByText('3분 전');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-21T11:57:00.000Z');
    expect(time).toHaveAttribute('title', '2026.11.21');
  });

  it('shows a thumbnail only when the post has a picture', () => {
    const { rerender } = renderWithIntl(<PostCard post={post()} now={NOW} />, { messages: ko });
    expect(screen.queryByTestId('post-card-thumb')).not.toBeInTheDocument();
    rerender(<PostCard post={post({ thumbnail: '/uploads/post/a.png' })} now={NOW} />);
    const thumb = screen.getByTestId('post-card-thumb');
    expect(thumb).toHaveAttribute('src', '/uploads/post/a.png');
    expect(thumb).toHaveAttribute('alt', '');
  });

  it('marks a pinned post with a named pin icon, not a "[고정]" prefix', () => {
    renderWithIntl(<PostCard post={post({ is_pinned: true })} now={NOW} />, { messages: ko });
    const link = screen.getByRole('link');
    const pin = within(link).getByRole('img', { name: '고정' });
    expect(pin).toHaveAttribute('src', '/art/ui/pin.png');
    expect(pin).toHaveClass('pin');
    expect(link).toHaveAccessibleName('고정 오늘의 슬라임 자랑');
    expect(screen.queryByText(/\[고정/)).not.toBeInTheDocument();
    expect(link.textContent).toBe('오늘의 슬라임 자랑');
    expect(screen.getByRole('heading', { level: 2 }).closest('[data-pinned]')).toHaveAttribute('data-pinned', 'true');
  });

  it('puts the kind of a post before its title in mixed lists, in place of the category chip', () => {
    renderWithIntl(<PostCard post={post({ category: { id: 17, name: '판매' } })} tag="판매" now={NOW} />, { messages: ko });
    const link = screen.getByRole('link');
    expect(link.textContent).toMatch(/^\[판매\] 오늘의 슬라임 자랑$/);
    expect(screen.getAllByText('판매')).toHaveLength(1);
  });

  it('shows the items of a trade post with their grades', () => {
    const items = [
      item({ id: 1, name: '왕관', item_rating: 'SSS' }),
      item({ id: 2, name: '나비 날개', item_rating: 'B', grade_color: '#3e7bdd' }),
    ];
    renderWithIntl(<PostCard post={post({ items })} now={NOW} />, { messages: ko });
    const list = screen.getByRole('list', { name: '거래 아이템' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('img', { name: '왕관' })).toHaveAttribute('src', '/art/items/royal-crown.png');
    expect(within(rows[0]!).getByText('SSS등급')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: '나비 날개' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('B등급')).toBeInTheDocument();
  });

  it('shows no item list for other posts', () => {
    renderWithIntl(<PostCard post={post()} now={NOW} />, { messages: ko });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('names a withdrawn author without a badge, and leaves the author out on request', () => {
    const withdrawn = post({
      author: { ...post().author, profile: { name: null }, represent_badge: null, is_withdrawn: true },
    });
    const { rerender } = renderWithIntl(<PostCard post={withdrawn} now={NOW} />, { messages: ko });
    expect(screen.getByText('탈퇴한 사용자')).toBeInTheDocument();
    rerender(<PostCard post={post()} showAuthor={false} now={NOW} />);
    expect(screen.queryByText('젤리')).not.toBeInTheDocument();
    expect(screen.queryByText('수집왕')).not.toBeInTheDocument();
    expect(screen.getByText('댓글 5개')).toBeInTheDocument();
  });

  it('marks a post read for styling', () => {
    const { container } = renderWithIntl(<PostCard post={post()} read now={NOW} />, { messages: ko });
    expect(container.firstElementChild).toHaveAttribute('data-read', 'true');
  });

  it('speaks Traditional Chinese in zh-TW', () => {
    renderWithIntl(<PostCard post={post({ is_pinned: true, items: [item({})] })} now={NOW} />, { locale: 'zh-TW', messages: zh });
    expect(screen.getByRole('img', { name: '置頂' })).toBeInTheDocument();
    expect(screen.getByText('3 個讚')).toBeInTheDocument();
    expect(screen.getByText('5 則留言')).toBeInTheDocument();
    expect(screen.getByText('S 級')).toBeInTheDocument();
    expect(screen.getByText('3 分鐘前')).toBeInTheDocument();
  });
});

describe('PostCardList', () => {
  it('is a list of cards', () => {
    renderWithIntl(
      <PostCardList aria-label="글">
        <li>
          <PostCard post={post()} now={NOW} />
        </li>
      </PostCardList>,
      { messages: ko },
    );
    expect(within(screen.getByRole('list', { name: '글' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
