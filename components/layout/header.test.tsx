import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlWrapper, renderWithIntl } from '@/test/render-with-intl';
import { storePrevPath } from '@/lib/navigation/back-target';
import { useUserStore } from '@/stores/user-store';
import { Header } from './header';
import { SignedInHint } from './signed-in-hint';

const router = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() };
let pathname = '/community/detail/1';
jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => pathname,
}));

function setHistoryLength(length: number) {
  Object.defineProperty(window.history, 'length', { configurable: true, value: length });
}

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
  setHistoryLength(2);
  pathname = '/community/detail/1';
  useUserStore.getState().clearAll();
});

// The game's webview hands over its device id (the web has none).
const inWebview = () => act(() => useUserStore.getState().setDeviceId('ios-device-7'));

describe('Header', () => {
  it('shows the translated default title and a labelled back button', () => {
    renderWithIntl(<Header />);
    expect(screen.getByRole('heading', { level: 1, name: '슬라임 커뮤니티' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
  });

  it('shows the default title in Traditional Chinese', () => {
    renderWithIntl(<Header />, { locale: 'zh-TW' });
    expect(screen.getByRole('heading', { name: '史萊姆社群' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('shows a given title, keeping the full text available when it is cut off', () => {
    const long = '아주 긴 제목이 들어가서 헤더의 가운데 영역을 넘어가는 경우에도 말줄임 처리됩니다';
    renderWithIntl(<Header title={long} />);
    expect(screen.getByRole('heading', { name: long })).toHaveAttribute('title', long);
  });

  it('offers an exit (X) button instead of back inside the game’s webview', () => {
    inWebview();
    renderWithIntl(<Header variant="exit" />);
    expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
  });

  it('shows no exit (X) on the web, where it would leave the site', () => {
    renderWithIntl(<Header variant="exit" />);
    expect(screen.queryByRole('button', { name: '닫기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
    act(() => useUserStore.getState().setDeviceId('web'));
    expect(screen.queryByRole('button', { name: '닫기' })).not.toBeInTheDocument();
  });

  it('can show no left button and a right-side slot', () => {
    renderWithIntl(<Header variant="none" right={<button type="button">검색</button>} />);
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '검색' })).toBeInTheDocument();
  });

  it('runs the custom handler first and nothing else', async () => {
    const onBack = jest.fn();
    const backHandler = jest.fn();
    renderWithIntl(<Header onBack={onBack} backHandler={backHandler} />);
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(backHandler).not.toHaveBeenCalled();
    expect(router.back).not.toHaveBeenCalled();
  });

  it('then the supplied handler', async () => {
    const backHandler = jest.fn();
    renderWithIntl(<Header backHandler={backHandler} />);
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(backHandler).toHaveBeenCalledTimes(1);
    expect(router.back).not.toHaveBeenCalled();
  });

  it('then goes to the previous page', async () => {
    renderWithIntl(<Header />);
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(router.back).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Header />);
    await user.tab();
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.back).toHaveBeenCalledTimes(1);
  });

  it('with no history goes to the section of the stored previous path', async () => {
    inWebview();
    setHistoryLength(1);
    storePrevPath('/mission/weekly');
    renderWithIntl(<Header variant="exit" />);
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(router.back).not.toHaveBeenCalled();
    expect(router.push).toHaveBeenCalledWith('/mission');
  });

  describe('guest entry', () => {
    it('offers a guest the way to sign in, back to this page afterwards', () => {
      renderWithIntl(<Header />);
      expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login?next=%2Fcommunity%2Fdetail%2F1');
    });

    it('in Traditional Chinese too', () => {
      renderWithIntl(<Header />, { locale: 'zh-TW' });
      expect(screen.getByRole('link', { name: '登入' })).toHaveAttribute('href', '/login?next=%2Fcommunity%2Fdetail%2F1');
    });

    it('takes the left when the page holds the right and has no left button (home on the web)', () => {
      pathname = '/community';
      const { container } = renderWithIntl(<Header variant="exit" right={<button type="button">언어</button>} />);
      const [left, , right] = container.querySelector('header')!.children;
      expect(left).toContainElement(screen.getByRole('link', { name: '로그인' }));
      expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login?next=%2Fcommunity');
      expect(right).toContainElement(screen.getByRole('button', { name: '언어' }));
    });

    it('keeps out of the title’s way when both sides are taken (home inside the webview)', () => {
      inWebview();
      renderWithIntl(<Header variant="exit" right={<button type="button">언어</button>} />);
      expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    });

    it('is not there for a member, and goes as soon as the browser signs in', () => {
      renderWithIntl(<Header />);
      expect(screen.getByRole('link', { name: '로그인' })).toBeInTheDocument();
      act(() => useUserStore.getState().setToken('tok-1'));
      expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    });

    it.each(['/login', '/login/kakao/callback', '/register', '/register/nickname', '/password-reset'])('is not offered on %s', (path) => {
      pathname = path;
      renderWithIntl(<Header />);
      expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    });

    const page = (signedInByCookie?: boolean) => {
      const header = <Header title="커뮤니티" />;
      return (
        <IntlWrapper>
          {signedInByCookie === undefined ? header : <SignedInHint signedIn={signedInByCookie}>{header}</SignedInHint>}
        </IntlWrapper>
      );
    };

    it('is in the server HTML for a guest, and not for a member the render cookie names', () => {
      expect(renderToString(page())).toContain('href="/login?next=%2Fcommunity%2Fdetail%2F1"');
      expect(renderToString(page(false))).toContain('/login?next=');
      expect(renderToString(page(true))).not.toContain('/login?next=');
    });

    it('hydrates from a guest’s server HTML, then goes once the browser knows the member, in place', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(page(false));
      document.body.appendChild(container);
      const right = container.querySelector('header > div:last-child')!;
      expect(right.querySelector('a')).not.toBeNull();
      // The browser's own session says member (the page came from the cache for guests).
      useUserStore.getState().setToken('tok-1');
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const root = await act(async () => hydrateRoot(container, page(false)));
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      expect(right.querySelector('a')).toBeNull();
      expect(container.querySelector('h1')).toHaveTextContent('커뮤니티');
      act(() => root.unmount());
      container.remove();
    });
  });
});
