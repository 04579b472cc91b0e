import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { openAppLink } from '@/lib/navigation/in-app';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { renderWithIntl, type IntlRenderOptions } from '@/test/render-with-intl';
import { BottomNav, findActiveKey, NAV_ENTRIES } from './bottom-nav';

let pathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));
// The unread count the notification bell also asks for: GET /v1/user/notification/unread-count/.
const mockGet = jest.fn();
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  // It arrives in the personal layer: GET /v1/user/layer/?unread=1 answers { unread_count }.
  get: (path: string) =>
    path === '/v1/user/layer/'
      ? mockGet('/v1/user/notification/unread-count/').then((r: { count: number }) => ({ unread_count: r.count }))
      : mockGet(path),
}));
// Handing a deep link to the app leaves the page; here it is only recorded.
jest.mock('@/lib/navigation/in-app', () => ({ ...jest.requireActual('@/lib/navigation/in-app'), openAppLink: jest.fn() }));

function renderNav(ui: ReactElement, options?: IntlRenderOptions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithIntl(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, options);
}

beforeEach(() => {
  jest.clearAllMocks();
  mockGet.mockResolvedValue({ count: 0 });
  useUserStore.getState().clearAll();
  act(() => useUiStore.getState().hideToast());
});

describe('BottomNav', () => {
  it('shows the default five entries with translated labels and links', () => {
    pathname = '/';
    renderNav(<BottomNav />);
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['홈', '공지사항', '확률 정보', '문의하기', '마이페이지']);
    expect(within(nav).getByRole('link', { name: '홈' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/community/notice');
  });

  it('marks the current section with aria-current="page"', () => {
    pathname = '/probability/box/3';
    renderNav(<BottomNav />);
    expect(screen.getByRole('link', { name: '확률 정보' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
  });

  it('prefers the most specific entry (notice over community)', () => {
    pathname = '/community/notice/5';
    renderNav(<BottomNav entries={['community', 'notice']} />);
    expect(screen.getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '커뮤니티' })).not.toHaveAttribute('aria-current');
  });

  it('renders exactly the entries passed, in order, in Traditional Chinese too', () => {
    pathname = '/market';
    renderNav(<BottomNav entries={['world', 'market', 'shop', 'myRoom', 'profile']} />, { locale: 'zh-TW' });
    const entries = within(screen.getByRole('navigation')).getAllByRole('listitem');
    expect(entries.map((l) => l.textContent)).toEqual(['世界', '市集', '商店', '我的房間', '個人檔案']);
    expect(screen.getByRole('link', { name: '市集' })).toHaveAttribute('aria-current', 'page');
  });

  it('lets a caller change an href', () => {
    pathname = '/';
    renderNav(<BottomNav entries={['inquiry']} hrefs={{ inquiry: '/support/inquiry' }} />);
    expect(screen.getByRole('link', { name: '문의하기' })).toHaveAttribute('href', '/support/inquiry');
  });

  it('has icons that stay decorative', () => {
    pathname = '/';
    const { container } = renderNav(<BottomNav />);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(5);
    icons.forEach((icon) => {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('shape-rendering', 'crispEdges');
    });
  });

  describe('the game’s screens (world, shop)', () => {
    it('are buttons, never the current page of this site', () => {
      pathname = '/world';
      renderNav(<BottomNav entries={['home', 'world', 'shop']} />);
      expect(screen.getByRole('button', { name: '월드' })).not.toHaveAttribute('aria-current');
      expect(screen.getByRole('button', { name: '상점' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '월드' })).not.toBeInTheDocument();
    });

    it('on the web say they open only in the app', async () => {
      renderNav(<BottomNav entries={['world', 'shop']} />);
      await userEvent.click(screen.getByRole('button', { name: '월드' }));
      expect(useUiStore.getState().toastMessage).toBe('월드는 게임 앱에서만 열 수 있어요');
      await userEvent.click(screen.getByRole('button', { name: '상점' }));
      expect(useUiStore.getState().toastMessage).toBe('상점은 게임 앱에서만 열 수 있어요');
      expect(openAppLink).not.toHaveBeenCalled();
    });

    it('say so in Traditional Chinese too, also for a browser that says it is the web', async () => {
      useUserStore.getState().setDeviceId('web');
      renderNav(<BottomNav entries={['shop']} />, { locale: 'zh-TW' });
      await userEvent.click(screen.getByRole('button', { name: '商店' }));
      expect(useUiStore.getState().toastMessage).toBe('商店只能在遊戲 App 中開啟');
      expect(openAppLink).not.toHaveBeenCalled();
    });

    it('in the webview open the game’s screen by its deep link', async () => {
      useUserStore.getState().setDeviceId('ios-device-7');
      renderNav(<BottomNav entries={['world', 'shop']} />);
      await userEvent.click(screen.getByRole('button', { name: '월드' }));
      expect(openAppLink).toHaveBeenLastCalledWith('slimegame://world');
      await userEvent.click(screen.getByRole('button', { name: '상점' }));
      expect(openAppLink).toHaveBeenLastCalledWith('slimegame://shop');
      expect(useUiStore.getState().toastMessage).toBeNull();
    });
  });

  describe('unread notifications', () => {
    it('put a red dot on my page, with its count in words, while a member has some', async () => {
      useUserStore.getState().setToken('tok-1');
      mockGet.mockResolvedValue({ count: 3 });
      renderNav(<BottomNav />);
      const myPage = await screen.findByRole('link', { name: '마이페이지 새 알림 3개' });
      expect(mockGet).toHaveBeenCalledWith('/v1/user/notification/unread-count/');
      expect(within(myPage).getByTestId('nav-unread-dot')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getAllByTestId('nav-unread-dot')).toHaveLength(1);
    });

    it('in Traditional Chinese too', async () => {
      useUserStore.getState().setToken('tok-1');
      mockGet.mockResolvedValue({ count: 12 });
      renderNav(<BottomNav entries={['home', 'profile']} />, { locale: 'zh-TW' });
      expect(await screen.findByRole('link', { name: '個人檔案 12 則新通知' })).toBeInTheDocument();
    });

    it('show no dot once all are read', async () => {
      useUserStore.getState().setToken('tok-1');
      renderNav(<BottomNav />);
      await waitFor(() => expect(mockGet).toHaveBeenCalled());
      expect(screen.getByRole('link', { name: '마이페이지' })).toBeInTheDocument();
      expect(screen.queryByTestId('nav-unread-dot')).not.toBeInTheDocument();
    });

    it('are not asked for a guest', async () => {
      mockGet.mockResolvedValue({ count: 3 });
      renderNav(<BottomNav />);
      await act(async () => undefined);
      expect(mockGet).not.toHaveBeenCalled();
      expect(screen.queryByTestId('nav-unread-dot')).not.toBeInTheDocument();
    });

    it('go with the session', async () => {
      useUserStore.getState().setToken('tok-1');
      mockGet.mockResolvedValue({ count: 2 });
      renderNav(<BottomNav />);
      await screen.findByTestId('nav-unread-dot');
      act(() => useUserStore.getState().logout());
      expect(screen.queryByTestId('nav-unread-dot')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: '마이페이지' })).toBeInTheDocument();
    });
  });

  it('defines every entry the spec names, and the missions', () => {
    expect(NAV_ENTRIES.map((e) => e.key).sort()).toEqual(
      ['home', 'community', 'probability', 'myPage', 'inquiry', 'notice', 'myRoom', 'market', 'world', 'shop', 'profile', 'mission'].sort(),
    );
  });
});

describe('findActiveKey', () => {
  it('matches home only exactly', () => {
    expect(findActiveKey('/', NAV_ENTRIES)).toBe('home');
    expect(findActiveKey('/unknown', NAV_ENTRIES)).toBeUndefined();
    expect(findActiveKey('/my', NAV_ENTRIES)).toBe('myPage');
    expect(findActiveKey('/my/room', NAV_ENTRIES)).toBe('myRoom');
    expect(findActiveKey('/my/edit', NAV_ENTRIES)).toBe('myPage');
    expect(findActiveKey('/mission', NAV_ENTRIES)).toBe('mission');
    expect(findActiveKey('/community/my', NAV_ENTRIES)).toBe('profile');
  });

  it('never picks the game’s screens', () => {
    const web = NAV_ENTRIES.map((e) => (e.game ? { ...e, href: `/${e.key}` } : e));
    expect(findActiveKey('/world', web)).toBeUndefined();
    expect(findActiveKey('/shop', web)).toBeUndefined();
  });
});
