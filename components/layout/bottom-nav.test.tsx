import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/test/render-with-intl';
import { BottomNav, findActiveKey, NAV_ENTRIES } from './bottom-nav';

let pathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

describe('BottomNav', () => {
  it('shows the default five entries with translated labels and links', () => {
    pathname = '/';
    renderWithIntl(<BottomNav />);
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['홈', '공지사항', '확률 정보', '문의하기', '마이페이지']);
    expect(within(nav).getByRole('link', { name: '홈' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/community/notice');
  });

  it('marks the current section with aria-current="page"', () => {
    pathname = '/probability/box/3';
    renderWithIntl(<BottomNav />);
    expect(screen.getByRole('link', { name: '확률 정보' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
  });

  it('prefers the most specific entry (notice over community)', () => {
    pathname = '/community/notice/5';
    renderWithIntl(<BottomNav entries={['community', 'notice']} />);
    expect(screen.getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '커뮤니티' })).not.toHaveAttribute('aria-current');
  });

  it('renders exactly the entries passed, in order, in Traditional Chinese too', () => {
    pathname = '/shop';
    renderWithIntl(<BottomNav entries={['world', 'market', 'shop', 'myRoom', 'profile']} />, { locale: 'zh-TW' });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['世界', '市集', '商店', '我的房間', '個人檔案']);
    expect(screen.getByRole('link', { name: '商店' })).toHaveAttribute('aria-current', 'page');
  });

  it('lets a caller change an href', () => {
    pathname = '/';
    renderWithIntl(<BottomNav entries={['inquiry']} hrefs={{ inquiry: '/support/inquiry' }} />);
    expect(screen.getByRole('link', { name: '문의하기' })).toHaveAttribute('href', '/support/inquiry');
  });

  it('has icons that stay decorative', () => {
    pathname = '/';
    const { container } = renderWithIntl(<BottomNav />);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(5);
    icons.forEach((icon) => {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('shape-rendering', 'crispEdges');
    });
  });

  it('defines every entry the spec names', () => {
    expect(NAV_ENTRIES.map((e) => e.key).sort()).toEqual(
      ['home', 'community', 'probability', 'myPage', 'inquiry', 'notice', 'myRoom', 'market', 'world', 'shop', 'profile'].sort(),
    );
  });
});

describe('findActiveKey', () => {
  it('matches home only exactly', () => {
    expect(findActiveKey('/', NAV_ENTRIES)).toBe('home');
    expect(findActiveKey('/unknown', NAV_ENTRIES)).toBeUndefined();
    expect(findActiveKey('/my', NAV_ENTRIES)).toBe('myPage');
    expect(findActiveKey('/my-room', NAV_ENTRIES)).toBe('myRoom');
    expect(findActiveKey('/community/my', NAV_ENTRIES)).toBe('profile');
  });
});
