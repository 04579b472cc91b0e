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

function installBrowserPush({
  worker = true,
  permission = 'default',
  secure = true,
}: { worker?: boolean; permission?: NotificationPermission; secure?: boolean } = {}) {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
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
const enableButton = () => screen.findByRole('button', { name: '푸시 알림 켜기' });

describe('pressing 켜기 where this page cannot push says why and what to do, and keeps saying it', () => {
  async function pressAndRead(locale: Locale = 'ko') {
    const user = userEvent.setup();
    renderSection(locale);
    const button = await screen.findByRole('button', { name: locale === 'ko' ? '푸시 알림 켜기' : '開啟推播通知' });
    await user.click(button);
    const alert = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((el) => el.textContent);
      if (!found) throw new Error('no message yet');
      return found;
    });
    expect(button).toHaveAccessibleDescription(alert.textContent!);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(mockApi.post).not.toHaveBeenCalled();
    return alert;
  }

  it('in the game’s webview: push comes through the game', async () => {
    win.ReactNativeWebView = { postMessage: jest.fn() };
    expect(await pressAndRead()).toHaveTextContent(koPush.cannot.webview);
  });

  it('without a secure context', async () => {
    installBrowserPush({ secure: false });
    expect(await pressAndRead('zh-TW')).toHaveTextContent(zhPush.cannot.insecure);
  });

  it('without PushManager (or a service worker API)', async () => {
    delete win.PushManager;
    expect(await pressAndRead()).toHaveTextContent(koPush.cannot.unsupported);
  });

  it('without a registered service worker', async () => {
    installBrowserPush({ worker: false });
    expect(await pressAndRead()).toHaveTextContent(koPush.cannot.noWorker);
  });

  it('when the member refuses notifications', async () => {
    requestPermission.mockResolvedValue('denied');
    expect(await pressAndRead()).toHaveTextContent(koPush.cannot.denied);
    expect(toast()).toBeNull();
  });

  it('when the member closes the permission prompt', async () => {
    requestPermission.mockResolvedValue('default');
    expect(await pressAndRead('zh-TW')).toHaveTextContent(zhPush.cannot.dismissed);
  });

  it('when the server has no key', async () => {
    mockApi.get.mockImplementation(async (path: string) => (path === '/v1/push/key/' ? { public_key: null } : defaults));
    expect(await pressAndRead()).toHaveTextContent(koPush.cannot.noKey);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('when the browser cannot subscribe', async () => {
    requestPermission.mockResolvedValue('granted');
    pushManager.subscribe.mockRejectedValue(new DOMException('push service error', 'AbortError'));
    const user = userEvent.setup();
    renderSection();
    await user.click(await enableButton());
    expect(await screen.findByText(koPush.cannot.subscribeFailed)).toBeInTheDocument();
    expect(screen.getByText('이 기기').closest('p')).toHaveTextContent('받지 않음');
  });

  it('when the server does not take the subscription', async () => {
    requestPermission.mockResolvedValue('granted');
    pushManager.subscribe.mockImplementation(async () => (subscription = fakeSubscription()));
    mockApi.post.mockRejectedValue(new ApiError(500, 9999, 'boom', null));
    const user = userEvent.setup();
    renderSection();
    await user.click(await enableButton());
    expect(await screen.findByText(koPush.cannot.saveFailed)).toBeInTheDocument();
  });

  it('in the game’s webview: says so before any press too', async () => {
    win.ReactNativeWebView = { postMessage: jest.fn() };
    renderSection();
    expect(await screen.findByText(koPush.cannot.webview)).toBeInTheDocument();
  });

  it('already blocked: says so before any press', async () => {
    installBrowserPush({ permission: 'denied' });
    renderSection();
    expect(await screen.findByText(koPush.cannot.denied)).toBeInTheDocument();
  });
});

it('turns push on for this device: asks permission, subscribes with the VAPID key and saves the subscription; then off', async () => {
  requestPermission.mockResolvedValue('granted');
  pushManager.subscribe.mockImplementation(async () => (subscription = fakeSubscription()));
  const user = userEvent.setup();
  renderSection();
  await screen.findByText('받지 않음');
  const status = screen.getByText('이 기기').closest('p')!;
  expect(status).toHaveAttribute('role', 'status');

  await user.click(await enableButton());
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

it('while push is off here, the groups are inactive (not shown as on) and say why', async () => {
  renderSection();
  const reason = await screen.findByText(koPush.section.offReason);
  const kinds = screen.getByRole('group', { name: koPush.section.kindsTitle });
  expect(kinds).toBeDisabled();
  expect(kinds).toHaveAccessibleDescription(reason.textContent!);
  const boxes = within(kinds).getAllByRole('checkbox');
  expect(boxes).toHaveLength(5);
  for (const box of boxes) {
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
  }
  expect(screen.getByRole('button', { name: koPush.section.save })).toBeDisabled();
});

it('shows five plain groups over the stored kinds; a mixed group says so and one press sets all its kinds', async () => {
  subscription = fakeSubscription();
  const saved = {
    ...defaults,
    kinds: NOTIFICATION_KINDS.filter((k) => k !== 'sanction' && k !== 'trade' && k !== 'wish_match' && k !== 'price_alert'),
  };
  mockApi.get.mockImplementation(async (path: string) => (path === '/v1/push/key/' ? { public_key: PUBLIC_KEY } : saved));
  const user = userEvent.setup();
  renderSection();
  const kinds = await screen.findByRole('group', { name: koPush.section.kindsTitle });
  await waitFor(() => expect(kinds).toBeEnabled());
  expect(screen.queryByText(koPush.section.offReason)).not.toBeInTheDocument();
  // Plain names, no moderation jargon.
  expect(kinds).not.toHaveTextContent('임시조치');
  expect(kinds).not.toHaveTextContent('기각');
  const group = (key: keyof typeof koPush.groups) =>
    within(kinds).getByRole('checkbox', { name: koPush.groups[key].label }) as HTMLInputElement;
  expect(group('activity')).toBeChecked();
  expect(group('trades')).not.toBeChecked();
  const moderation = group('moderation');
  expect(moderation.indeterminate).toBe(true);
  expect(moderation).toHaveAccessibleDescription(expect.stringContaining('일부만 받는 중 (3/4)'));

  await user.click(moderation);
  expect(moderation).toBeChecked();
  expect(moderation.indeterminate).toBe(false);
  await user.click(group('activity'));
  await user.click(group('trades'));
  await user.click(screen.getByRole('button', { name: koPush.section.save }));
  await waitFor(() => expect(mockApi.put).toHaveBeenCalled());
  expect(mockApi.put.mock.calls[0][1].kinds).toEqual([
    'badge',
    'notice',
    'inquiry_reply',
    'wish_match',
    'takedown',
    'sanction',
    'appeal_upheld',
    'appeal_reversed',
    'trade',
    'price_alert',
  ]);
});

it('saves quiet hours in 24-hour time across midnight and a zone picked by name', async () => {
  subscription = fakeSubscription();
  const user = userEvent.setup();
  renderSection();
  await waitFor(async () => expect(await screen.findByRole('group', { name: koPush.section.kindsTitle })).toBeEnabled());
  const start = screen.getByRole('combobox', { name: '시작' });
  expect(start).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('switch', { name: '방해 금지 시간 쓰기' }));
  expect(start).toHaveTextContent('22:00');
  await user.click(start);
  await user.click(screen.getByRole('option', { name: '23:30' }));
  const end = screen.getByRole('combobox', { name: '끝' });
  await user.click(end);
  expect(screen.queryByRole('option', { name: /AM|PM|오전|오후/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('option', { name: '06:30' }));
  expect(screen.getByText('다음 날 06:30까지')).toBeInTheDocument();

  const zone = screen.getByRole('combobox', { name: '시간대' });
  expect(zone).toHaveValue('대한민국 · Seoul');
  await user.clear(zone);
  await user.type(zone, '대만');
  await user.click(screen.getByRole('option', { name: /대만 · Taipei/ }));
  expect(zone).toHaveValue('대만 · Taipei');
  await user.click(screen.getByRole('button', { name: '설정 저장' }));

  await waitFor(() => expect(mockApi.put).toHaveBeenCalled());
  expect(mockApi.put).toHaveBeenCalledWith('/v1/push/preferences/', {
    kinds: [...NOTIFICATION_KINDS],
    quiet_start: '23:30',
    quiet_end: '06:30',
    time_zone: 'Asia/Taipei',
  });
  await waitFor(() => expect(toast()).toBe(koPush.section.saved));
});

it('in Chinese: the zone of the language by default, times in 24-hour form', async () => {
  subscription = fakeSubscription();
  mockApi.get.mockImplementation(async (path: string) =>
    path === '/v1/push/key/'
      ? { public_key: PUBLIC_KEY }
      : { ...defaults, quiet_start: '22:00', quiet_end: '07:00', time_zone: 'Asia/Taipei' },
  );
  renderSection('zh-TW');
  expect(await screen.findByRole('combobox', { name: '時區' })).toHaveValue('台灣 · Taipei');
  expect(screen.getByRole('combobox', { name: '開始' })).toHaveTextContent('22:00');
  expect(screen.getByRole('combobox', { name: '結束' })).toHaveTextContent('07:00');
  expect(screen.getByText('到隔天 07:00')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: zhPush.section.kindsTitle })).toHaveTextContent(zhPush.groups.moderation.label);
});

it('refuses equal start and end before asking the server, and shows the server’s field errors', async () => {
  subscription = fakeSubscription();
  mockApi.get.mockImplementation(async (path: string) =>
    path === '/v1/push/key/' ? { public_key: PUBLIC_KEY } : { ...defaults, quiet_start: '22:00', quiet_end: '07:00' },
  );
  const user = userEvent.setup();
  renderSection();
  const end = await screen.findByRole('combobox', { name: '끝' });
  await waitFor(() => expect(end).not.toHaveAttribute('aria-disabled'));
  await user.click(end);
  await user.click(screen.getByRole('option', { name: '22:00' }));
  await user.click(screen.getByRole('button', { name: '설정 저장' }));
  expect(await screen.findByText(koPush.errors.quietSame)).toBeInTheDocument();
  expect(mockApi.put).not.toHaveBeenCalled();

  await user.click(end);
  await user.click(screen.getByRole('option', { name: '07:00' }));
  mockApi.put.mockRejectedValueOnce(new ApiError(400, 1000, 'Validation failed', null, { time_zone: ['timeZoneInvalid'] }));
  await user.click(screen.getByRole('button', { name: '설정 저장' }));
  expect(await screen.findByText(koPush.errors.timeZoneInvalid)).toBeInTheDocument();
});
