import { WEB_DEVICE_ID } from '@/lib/constants';
import { openAppLink } from '@/lib/navigation/in-app';
import { useUserStore } from '@/stores/user-store';
import { BRIDGE_MESSAGE_TYPE, handToNativeApp, inGameWebview, resetHandedNotifications } from './bridge';

jest.mock('@/lib/navigation/in-app', () => ({ ...jest.requireActual('@/lib/navigation/in-app'), openAppLink: jest.fn() }));

type Win = Window & { ReactNativeWebView?: { postMessage: jest.Mock } };
const win = window as Win;

beforeEach(() => {
  jest.clearAllMocks();
  resetHandedNotifications();
  delete win.ReactNativeWebView;
  useUserStore.setState({ userDeviceId: WEB_DEVICE_ID });
});

it('is not offered outside the game’s webview: answers false and sends nothing', () => {
  expect(inGameWebview()).toBe(false);
  expect(handToNativeApp({ kind: 'comment', id: 1, title: '새 댓글', url: '/community/detail/3' })).toBe(false);
});

it('posts the notification to the React Native bridge as JSON, once per id, with an absolute URL of this site', () => {
  const postMessage = jest.fn();
  win.ReactNativeWebView = { postMessage };
  expect(inGameWebview()).toBe(true);
  expect(handToNativeApp({ kind: 'comment', id: 7, title: '내 글의 댓글', url: '/community/detail/3#comment-9' })).toBe(true);
  expect(handToNativeApp({ kind: 'comment', id: 7, title: '내 글의 댓글', url: '/community/detail/3#comment-9' })).toBe(true);
  expect(postMessage).toHaveBeenCalledTimes(1);
  expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({
    type: BRIDGE_MESSAGE_TYPE,
    version: 1,
    kind: 'comment',
    id: 7,
    title: '내 글의 댓글',
    url: `${location.origin}/community/detail/3#comment-9`,
  });
  // A link to another site is left out.
  handToNativeApp({ kind: 'notice', id: 8, url: 'https://evil.example/' });
  expect(JSON.parse(postMessage.mock.calls[1][0])).toEqual({ type: BRIDGE_MESSAGE_TYPE, version: 1, kind: 'notice', id: 8 });
});

it('falls back to the deep link when the app handed over its device id but has no bridge', () => {
  useUserStore.setState({ userDeviceId: 'ios-abc' });
  expect(handToNativeApp({ kind: 'trade', id: 11, title: '거래', url: '/market/trades/4' })).toBe(true);
  expect(openAppLink).toHaveBeenCalledTimes(1);
  const link = new URL(jest.mocked(openAppLink).mock.calls[0]![0]);
  expect(`${link.protocol}//${link.host}`).toBe('slimegame://notification');
  expect(Object.fromEntries(link.searchParams)).toEqual({
    kind: 'trade',
    id: '11',
    title: '거래',
    url: 'http://localhost/market/trades/4',
  });
});
