import { handleNotificationClick, handlePush } from './sw-handlers';

// jsdom's window stands in for the worker's global scope (`self`): its registration and clients.
type Win = { url: string; focus: jest.Mock; navigate: jest.Mock };
const showNotification = jest.fn(async () => undefined);
const openWindow = jest.fn(async () => null);
let windows: Win[] = [];
Object.assign(self, {
  registration: { showNotification },
  clients: { matchAll: jest.fn(async () => windows), openWindow },
});

function win(path: string): Win {
  const w: Win = { url: `${location.origin}${path}`, focus: jest.fn(async () => w), navigate: jest.fn(async () => w) };
  return w;
}

function pushEvent(data: unknown) {
  const waits: Promise<unknown>[] = [];
  const event = {
    data: data === undefined ? null : { json: () => (typeof data === 'string' ? JSON.parse(data) : data) },
    waitUntil: (p: Promise<unknown>) => waits.push(p),
  };
  return { event: event as unknown as PushEvent, done: () => Promise.all(waits) };
}

function clickEvent(data: unknown) {
  const waits: Promise<unknown>[] = [];
  const close = jest.fn();
  const event = { notification: { data, close }, waitUntil: (p: Promise<unknown>) => waits.push(p) };
  return { event: event as unknown as NotificationEvent, close, done: () => Promise.all(waits) };
}

beforeEach(() => {
  jest.clearAllMocks();
  windows = [];
});

it('shows the pushed notification with its text, one per notification id', async () => {
  const { event, done } = pushEvent({
    title: '내 글의 댓글 · 슬라임 커뮤니티',
    body: '댓글러님이…',
    url: '/community/detail/3',
    kind: 'comment',
    id: 7,
  });
  handlePush(event);
  await done();
  expect(showNotification).toHaveBeenCalledWith('내 글의 댓글 · 슬라임 커뮤니티', {
    body: '댓글러님이…',
    icon: '/icons/icon-192.png',
    tag: 'notification-7',
    data: { url: '/community/detail/3', kind: 'comment', id: 7 },
  });
});

it('still shows a notification for a push it cannot read, and never keeps a link to another site', async () => {
  const unreadable = pushEvent('not json');
  handlePush(unreadable.event);
  await unreadable.done();
  expect(showNotification).toHaveBeenLastCalledWith(
    '슬라임 커뮤니티 · 史萊姆社群',
    expect.objectContaining({ data: expect.objectContaining({ url: '/my/notifications' }) }),
  );
  for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example']) {
    const other = pushEvent({ title: 't', body: 'b', url, kind: 'comment', id: 1 });
    handlePush(other.event);
    await other.done();
    expect(showNotification).toHaveBeenLastCalledWith(
      't',
      expect.objectContaining({ data: expect.objectContaining({ url: '/my/notifications' }) }),
    );
  }
});

it('a tap focuses a window already on the page', async () => {
  const there = win('/community/detail/3');
  windows = [win('/market'), there];
  const { event, close, done } = clickEvent({ url: '/community/detail/3' });
  handleNotificationClick(event);
  await done();
  expect(close).toHaveBeenCalled();
  expect(there.focus).toHaveBeenCalled();
  expect(openWindow).not.toHaveBeenCalled();
});

it('a tap takes an open window of the app to the page, or opens one', async () => {
  const other = win('/market');
  windows = [other];
  const first = clickEvent({ url: '/support/5' });
  handleNotificationClick(first.event);
  await first.done();
  expect(other.navigate).toHaveBeenCalledWith(`${location.origin}/support/5`);
  expect(other.focus).toHaveBeenCalled();

  windows = [];
  const second = clickEvent({ url: 'https://evil.example/' });
  handleNotificationClick(second.event);
  await second.done();
  expect(openWindow).toHaveBeenCalledWith(`${location.origin}/my/notifications`);
});
