import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { openAppLink } from '@/lib/navigation/in-app';
import { useUserStore } from '@/stores/user-store';
import koUi from '@/messages/ko/ui.json';
import zhUi from '@/messages/zh-TW/ui.json';
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
});

const UI = { ko: { ui: koUi }, 'zh-TW': { ui: zhUi } } as const;
const nav = () => screen.getByRole('navigation', { name: '주요 메뉴' });
const moreButton = () => within(nav()).getByRole('button', { name: '더보기' });

describe('BottomNav', () => {
  it('shows four tabs and "more", with translated labels and links', () => {
    pathname = '/';
    renderNav(<BottomNav />);
    const entries = within(nav()).getAllByRole('listitem');
    expect(entries).toHaveLength(5);
    expect(entries.map((l) => l.textContent)).toEqual(['홈', '커뮤니티', '마켓', '마이페이지', '더보기']);
    expect(within(nav()).getByRole('link', { name: '홈' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByRole('link', { name: '마켓' })).toHaveAttribute('href', '/market');
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
    expect(moreButton()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('never puts more than four tabs before "more"', () => {
    renderNav(<BottomNav tabs={['home', 'community', 'notice', 'probability', 'mission', 'market']} />);
    expect(within(nav()).getAllByRole('listitem')).toHaveLength(5);
    expect(within(nav()).queryByRole('link', { name: '마켓' })).not.toBeInTheDocument();
  });

  it('marks the current section with aria-current="page"', () => {
    pathname = '/market/items/3';
    renderNav(<BottomNav />);
    expect(screen.getByRole('link', { name: '마켓' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
    expect(moreButton()).not.toHaveAttribute('data-active');
  });

  it('prefers the most specific entry (notice over community), also inside the sheet', async () => {
    pathname = '/community/notice/5';
    renderNav(<BottomNav />, { messages: UI.ko });
    expect(screen.getByRole('link', { name: '커뮤니티' })).not.toHaveAttribute('aria-current');
    // The page is one of the sheet's: "more" shows it, and the sheet names it.
    expect(moreButton()).toHaveAttribute('data-active', 'true');
    await userEvent.click(moreButton());
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders the tabs passed, in order, in Traditional Chinese too', () => {
    pathname = '/market';
    renderNav(<BottomNav tabs={['market', 'myRoom', 'profile']} />, { locale: 'zh-TW' });
    const entries = within(screen.getByRole('navigation')).getAllByRole('listitem');
    expect(entries.map((l) => l.textContent)).toEqual(['市集', '我的房間', '個人檔案', '更多']);
    expect(screen.getByRole('link', { name: '市集' })).toHaveAttribute('aria-current', 'page');
  });

  it('lets a caller change an href', () => {
    pathname = '/';
    renderNav(<BottomNav tabs={['inquiry']} hrefs={{ inquiry: '/support/inquiry' }} />);
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

  describe('the "more" sheet', () => {
    it('opens as a dialog with every other destination, its icon, and the language switch', async () => {
      pathname = '/';
      renderNav(<BottomNav />, { messages: UI.ko });
      await userEvent.click(moreButton());
      const sheet = screen.getByRole('dialog', { name: '전체 메뉴' });
      expect(moreButton()).toHaveAttribute('aria-expanded', 'true');
      expect(moreButton()).toHaveAttribute('aria-controls', sheet.id);
      const links = within(sheet).getAllByRole('link');
      expect(links.map((l) => l.textContent)).toEqual(['공지사항', '확률 정보', '미션', '문의하기', '마이룸']);
      expect(within(sheet).getByRole('link', { name: '미션' })).toHaveAttribute('href', '/mission');
      links.forEach((link) => expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true'));
      const language = within(sheet).getByRole('group', { name: '언어' });
      expect(within(language).getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(language).getByRole('button', { name: '繁體中文' })).toHaveAttribute('aria-pressed', 'false');
    });

    it('works from the keyboard: focus moves in and stays, Escape closes, focus returns to "more"', async () => {
      pathname = '/';
      const user = userEvent.setup();
      renderNav(<BottomNav />, { messages: UI.ko });
      moreButton().focus();
      await user.keyboard('{Enter}');
      const sheet = screen.getByRole('dialog', { name: '전체 메뉴' });
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
      // Tab goes round inside the sheet, never back to the page behind it.
      for (let i = 0; i < 12; i += 1) {
        await user.tab();
        expect(sheet).toContainElement(document.activeElement as HTMLElement);
      }
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(moreButton()).toHaveFocus();
      expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes with its close button, and when a link in it is followed', async () => {
      pathname = '/';
      const user = userEvent.setup();
      renderNav(<BottomNav />, { messages: UI.ko });
      await user.click(moreButton());
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '닫기' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(moreButton()).toHaveFocus();

      // jsdom cannot follow the link; the sheet closes on the click.
      const stay = (event: Event) => event.preventDefault();
      window.addEventListener('click', stay);
      await user.click(moreButton());
      await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: '확률 정보' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      window.removeEventListener('click', stay);
    });

    it('is in Traditional Chinese too', async () => {
      pathname = '/';
      renderNav(<BottomNav />, { locale: 'zh-TW', messages: UI['zh-TW'] });
      await userEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: '更多' }));
      const sheet = screen.getByRole('dialog', { name: '所有選單' });
      expect(
        within(sheet)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['公告', '機率資訊', '任務', '客服諮詢', '我的房間']);
      expect(within(sheet).getByRole('group', { name: '語言' })).toBeInTheDocument();
    });
  });

  describe('the game’s screens (world, shop)', () => {
    it('are not listed in a browser, which cannot open them', async () => {
      pathname = '/';
      renderNav(<BottomNav />, { messages: UI.ko });
      await userEvent.click(moreButton());
      const sheet = screen.getByRole('dialog');
      expect(within(sheet).queryByRole('button', { name: '월드' })).not.toBeInTheDocument();
      expect(within(sheet).queryByRole('button', { name: '상점' })).not.toBeInTheDocument();
    });

    it('nor for a browser that says it is the web', async () => {
      useUserStore.getState().setDeviceId('web');
      renderNav(<BottomNav />, { locale: 'zh-TW', messages: UI['zh-TW'] });
      await userEvent.click(screen.getByRole('button', { name: '更多' }));
      expect(within(screen.getByRole('dialog')).queryByRole('button', { name: '商店' })).not.toBeInTheDocument();
    });

    it('in the webview are buttons that open the game’s screen by its deep link', async () => {
      pathname = '/world';
      useUserStore.getState().setDeviceId('ios-device-7');
      const user = userEvent.setup();
      renderNav(<BottomNav />, { messages: UI.ko });
      await user.click(moreButton());
      const world = within(screen.getByRole('dialog')).getByRole('button', { name: '월드' });
      expect(world).not.toHaveAttribute('aria-current');
      expect(within(screen.getByRole('dialog')).queryByRole('link', { name: '월드' })).not.toBeInTheDocument();
      await user.click(world);
      expect(openAppLink).toHaveBeenLastCalledWith('slimegame://world');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(moreButton());
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '상점' }));
      expect(openAppLink).toHaveBeenLastCalledWith('slimegame://shop');
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
      renderNav(<BottomNav tabs={['home', 'profile']} />, { locale: 'zh-TW' });
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
