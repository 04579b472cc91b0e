import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_KINDS } from '@/lib/enums';
import type { Locale } from '@/lib/constants';
import { ApiError } from '@/lib/api/request';
import { useUiStore } from '@/stores/ui-store';
import koPush from '@/messages/ko/push.json';
import zhPush from '@/messages/zh-TW/push.json';
import koCommon from '@/messages/ko/common.json';
import zhCommon from '@/messages/zh-TW/common.json';
import koUi from '@/messages/ko/ui.json';
import zhUi from '@/messages/zh-TW/ui.json';
import { IntlWrapper } from '@/test/render-with-intl';
import { testQueryClient } from '@/test/render-with-providers';
import { PushSection } from './push-section';

// The API by path: the VAPID key, the preferences, and this browser's subscription.
const mockApi = { get: jest.fn(), post: jest.fn(), put: jest.fn(), del: jest.fn() };
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  get: (...args: unknown[]) => mockApi.get(...args),
  post: (...args: unknown[]) => mockApi.post(...args),
  put: (...args: unknown[]) => mockApi.put(...args),
  del: (...args: unknown[]) => mockApi.del(...args),
}));

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const defaults = { kinds: [...NOTIFICATION_KINDS], quiet_start: null, quiet_end: null, time_zone: 'Asia/Seoul' };

type FakeSubscription = { endpoint: string; options: { applicationServerKey: null }; toJSON(): unknown; unsubscribe: jest.Mock };
function fakeSubscription(): FakeSubscription {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
  return {
    endpoint,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: jest.fn(async () => true),
  };
}

let subscription: FakeSubscription | null;
const pushManager = { getSubscription: jest.fn(async () => subscription), subscribe: jest.fn() };
const registration = { pushManager };
const requestPermission = jest.fn();
const win = window as unknown as Record<string, unknown>;

function installBrowserPush({ worker = true, permission = 'default' }: { worker?: boolean; permission?: NotificationPermission } = {}) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: jest.fn(async () => (worker ? registration : undefined)), ready: Promise.resolve(registration) },
  });
  win.PushManager = function PushManager() {};
  win.Notification = { permission, requestPermission };
}

function renderSection(locale: Locale = 'ko') {
  const messages = locale === 'ko' ? { push: koPush, common: koCommon, ui: koUi } : { push: zhPush, common: zhCommon, ui: zhUi };
  const queryClient = testQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <IntlWrapper locale={locale} messages={messages}>
        {children}
      </IntlWrapper>
    </QueryClientProvider>
  );
  return render(<PushSection />, { wrapper: Wrapper });
}

beforeEach(() => {
  jest.clearAllMocks();
  subscription = null;
  useUiStore.setState({ toastMessage: null });
  mockApi.get.mockImplementation(async (path: string) => (path === '/v1/push/key/' ? { public_key: PUBLIC_KEY } : defaults));
  mockApi.post.mockResolvedValue({ id: 1 });
  mockApi.put.mockImplementation(async (_: string, body: unknown) => body);
  mockApi.del.mockResolvedValue({ deleted: 1 });
  installBrowserPush();
});
afterEach(() => {
  delete win.ReactNativeWebView;
  delete win.PushManager;
  delete win.Notification;
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

const toast = () => useUiStore.getState().toastMessage;

it('inside the game’s webview offers no push, only a note', async () => {
  win.ReactNativeWebView = { postMessage: jest.fn() };
  renderSection();
  expect(screen.getByRole('heading', { name: '푸시 알림' })).toBeInTheDocument();
  expect(await screen.findByText(koPush.section.inApp)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('says the browser does not support it without push APIs or without a service worker', async () => {
  installBrowserPush({ worker: false });
  renderSection('zh-TW');
  expect(screen.getByRole('heading', { name: '推播通知' })).toBeInTheDocument();
  expect(await screen.findByText(zhPush.section.unsupported)).toBeInTheDocument();
  expect(mockApi.get).not.toHaveBeenCalled();
});

it('turns push on for this device: asks permission, subscribes with the VAPID key and saves the subscription; then off', async () => {
  requestPermission.mockResolvedValue('granted');
  pushManager.subscribe.mockImplementation(async () => (subscription = fakeSubscription()));
  const user = userEvent.setup();
  renderSection();
  await screen.findByText('받지 않음');
  const status = screen.getByText('이 기기').closest('p')!;
  expect(status).toHaveAttribute('role', 'status');

  await user.click(screen.getByRole('button', { name: '푸시 알림 켜기' }));
  await waitFor(() => expect(status).toHaveTextContent('받는 중'));
  expect(requestPermission).toHaveBeenCalled();
  const options = pushManager.subscribe.mock.calls[0][0];
  expect(options.userVisibleOnly).toBe(true);
  expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
  expect(options.applicationServerKey).toHaveLength(65);
  expect(mockApi.post).toHaveBeenCalledWith('/v1/push/subscriptions/', subscription!.toJSON());
  expect(toast()).toBe(koPush.section.enabled);

  const current = subscription!;
  await user.click(screen.getByRole('button', { name: '이 기기에서 끄기' }));
  await waitFor(() => expect(status).toHaveTextContent('받지 않음'));
  expect(current.unsubscribe).toHaveBeenCalled();
  expect(mockApi.del).toHaveBeenCalledWith('/v1/push/subscriptions/', { endpoint: current.endpoint });
});

it('says how to allow notifications when the browser refused them', async () => {
  requestPermission.mockResolvedValue('denied');
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: '푸시 알림 켜기' }));
  expect(await screen.findByText(koPush.section.denied)).toBeInTheDocument();
  expect(pushManager.subscribe).not.toHaveBeenCalled();
  expect(mockApi.post).not.toHaveBeenCalled();
});

it('saves the kinds, quiet hours across midnight and the time zone through the API', async () => {
  const user = userEvent.setup();
  renderSection();
  const kinds = await screen.findByRole('group', { name: '받을 알림' });
  const switches = within(kinds).getAllByRole('switch');
  expect(switches).toHaveLength(NOTIFICATION_KINDS.length);
  expect(switches.every((s) => (s as HTMLInputElement).checked)).toBe(true);
  await user.click(within(kinds).getByRole('switch', { name: koPush.kinds.like }));

  const start = screen.getByLabelText('시작');
  expect(start).toBeDisabled();
  await user.click(screen.getByRole('switch', { name: '방해 금지 시간 쓰기' }));
  await user.clear(start);
  await user.type(start, '23:00');
  const end = screen.getByLabelText('끝');
  await user.clear(end);
  await user.type(end, '06:30');
  expect(screen.getByText('다음 날 06:30까지')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('시간대'), 'Asia/Taipei');
  await user.click(screen.getByRole('button', { name: '설정 저장' }));

  await waitFor(() => expect(mockApi.put).toHaveBeenCalled());
  expect(mockApi.put).toHaveBeenCalledWith('/v1/push/preferences/', {
    kinds: NOTIFICATION_KINDS.filter((k) => k !== 'like'),
    quiet_start: '23:00',
    quiet_end: '06:30',
    time_zone: 'Asia/Taipei',
  });
  await waitFor(() => expect(toast()).toBe(koPush.section.saved));
});

it('refuses equal start and end before asking the server, and shows the server’s field errors', async () => {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('switch', { name: '방해 금지 시간 쓰기' }));
  const end = screen.getByLabelText('끝');
  await user.clear(end);
  await user.type(end, '22:00');
  await user.click(screen.getByRole('button', { name: '설정 저장' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(koPush.errors.quietSame);
  expect(mockApi.put).not.toHaveBeenCalled();

  await user.clear(end);
  await user.type(end, '07:00');
  mockApi.put.mockRejectedValueOnce(new ApiError(400, 1000, 'Validation failed', null, { time_zone: ['timeZoneInvalid'] }));
  await user.click(screen.getByRole('button', { name: '설정 저장' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(koPush.errors.timeZoneInvalid));
});
