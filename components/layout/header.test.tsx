import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test/render-with-intl';
import { storePrevPath } from '@/lib/navigation/back-target';
import { Header } from './header';

const router = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/community/detail/1',
}));

function setHistoryLength(length: number) {
  Object.defineProperty(window.history, 'length', { configurable: true, value: length });
}

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
  setHistoryLength(2);
});

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

  it('offers an exit (X) button instead of back', () => {
    renderWithIntl(<Header variant="exit" />);
    expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
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
    setHistoryLength(1);
    storePrevPath('/mission/weekly');
    renderWithIntl(<Header variant="exit" />);
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(router.back).not.toHaveBeenCalled();
    expect(router.push).toHaveBeenCalledWith('/mission');
  });
});
