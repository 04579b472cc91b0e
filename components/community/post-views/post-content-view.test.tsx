import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/test/render-with-intl';
import koCommunity from '@/messages/ko/community.json';
import koUser from '@/messages/ko/user.json';
import type { PostDetailDto } from '@/lib/validation/posts';
import { POST_TYPES } from '@/lib/constants';
import { hasListView, listTagKey, postViewFamily } from './families';
import { PostContentView } from './post-content-view';

const post = (over: Partial<PostDetailDto> = {}): PostDetailDto => ({
  id: 1,
  category: { id: 25, name: '잡담' },
  post_type: POST_TYPES.default,
  title: '슬라임 자랑',
  language: 'ko',
  excerpt: '',
  thumbnail: null,
  image_count: 0,
  has_video: false,
  reply_count: 0,
  like_count: 0,
  recommend_count: 0,
  view_count: 0,
  ranking_score: 0,
  rank: null,
  is_pinned: false,
  author: { id: 1, uuid: 'u', profile_image: null, profile: { name: '말랑' }, represent_badge: null, is_withdrawn: false },
  created_at: '2026-01-01T00:00:00.000Z',
  content: '첫 문단\n둘째 줄\n\n<img src=x onerror=alert(1)>',
  images: [],
  video_urls: [],
  liked: false,
  recommended: false,
  is_author: false,
  updated_at: '2026-01-01T00:00:00.000Z',
  items: [],
  ...over,
});

const render = (p: PostDetailDto) => renderWithIntl(<PostContentView post={p} />, { messages: { community: koCommunity, user: koUser } });

describe('post types → content views (spec §2)', () => {
  it('maps every post type to a family; contest and ranking have no list view', () => {
    expect(Object.values(POST_TYPES).map((t) => postViewFamily(t))).toEqual([
      'default',
      'contest',
      'exhibited',
      'default',
      'trade',
      'ranking',
      'default',
      'notice',
      'trade',
      'trade',
      'trade',
      'ranking',
    ]);
    expect(hasListView(POST_TYPES.contest)).toBe(false);
    expect(hasListView(POST_TYPES.specialRanking)).toBe(false);
    expect(hasListView(POST_TYPES.tradeSell)).toBe(true);
    expect(listTagKey(POST_TYPES.tradeSell)).toBe('tradeSell');
    expect(listTagKey(POST_TYPES.general)).toBeNull();
    expect(postViewFamily(999)).toBe('default');
  });

  it('shows member text as text, in paragraphs, never as HTML', () => {
    const { container } = render(post());
    expect(container.querySelector('[data-view="default"]')).not.toBeNull();
    expect(screen.getByText(/첫 문단/)).toHaveTextContent('첫 문단 둘째 줄');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows pictures lazily with alt text, pixel art unsmoothed, and videos in the embed', () => {
    const { container } = render(
      post({ images: ['/art/posts/1.png', '/uploads/post/a.webp'], video_urls: ['https://youtu.be/9bZkp7q5f0w'] }),
    );
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('alt', '슬라임 자랑의 1번째 이미지');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]!.className).toMatch(/pixelated/);
    expect(images[1]!.className).not.toMatch(/pixelated/);
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/9bZkp7q5f0w');
  });

  it('gives trade, contest, ranking, show-off and notice posts their own view', () => {
    const trade = render(post({ post_type: POST_TYPES.tradeSell }));
    expect(trade.container.querySelector('[data-view="trade"]')).not.toBeNull();
    expect(screen.getByText('판매')).toBeInTheDocument();
    trade.unmount();

    const contest = render(post({ post_type: POST_TYPES.contest, rank: 1, ranking_score: 127, images: ['/art/posts/5.png'] }));
    expect(screen.getByText('1위')).toBeInTheDocument();
    expect(screen.getByText('랭킹 점수 127')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    contest.unmount();

    const special = render(post({ post_type: POST_TYPES.specialRanking, rank: null, ranking_score: 3 }));
    expect(special.container.querySelector('[data-view="special-ranking"]')).not.toBeNull();
    expect(screen.getByText('특별 랭킹')).toBeInTheDocument();
    expect(screen.getByText('집계 중')).toBeInTheDocument();
    special.unmount();

    const showoff = render(post({ post_type: POST_TYPES.exhibitedItem }));
    expect(showoff.container.querySelector('[data-view="exhibited"]')).not.toBeNull();
    showoff.unmount();

    render(post({ post_type: POST_TYPES.notice }));
    expect(screen.getByText('운영팀 공식 글')).toBeInTheDocument();
  });
});
