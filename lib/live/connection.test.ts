import { LIVE_FAILURES_BEFORE_POLLING, LiveConnection, type LiveFrame } from './connection';

// A stand-in for the browser's EventSource: records the URLs opened and lets the test play frames.
class FakeSource {
  static opened: FakeSource[] = [];
  listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(kind: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(kind: string, data: unknown, id?: number) {
    const event = { data: JSON.stringify(data), lastEventId: id === undefined ? '' : String(id) } as MessageEvent<string>;
    for (const listener of this.listeners.get(kind) ?? []) listener(event);
  }
  params() {
    return new URL(this.url, 'http://x').searchParams;
  }
}

const last = () => FakeSource.opened.at(-1)!;
const flush = async (ms = 0) => {
  await jest.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  jest.useFakeTimers();
  FakeSource.opened = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeSource;
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
});

test('a member’s stream opens with a fresh ticket and the topics asked for, once they settle', async () => {
  let tickets = 0;
  const connection = new LiveConnection(
    () => 'token',
    async () => `t${++tickets}`,
  );
  const stopA = connection.subscribe('post:1');
  connection.subscribe('item:2');
  await flush(100);
  expect(FakeSource.opened).toHaveLength(1);
  expect(last().params().get('topics')).toBe('item:2,post:1');
  expect(last().params().get('ticket')).toBe('t1');
  last().emit('ready', { topics: ['item:2', 'post:1', 'user:9'] });
  expect(connection.status).toBe('open');
  expect(connection.delivers('post:1')).toBe(true);
  expect(connection.delivers('me')).toBe(true);

  // A topic dropped: the stream opens again with a new ticket, resuming after the last event seen.
  last().emit('comment', { post_id: 1 }, 41);
  stopA();
  await flush(100);
  expect(FakeSource.opened).toHaveLength(2);
  expect(FakeSource.opened[0]!.closed).toBe(true);
  expect(last().params().get('topics')).toBe('item:2');
  expect(last().params().get('ticket')).toBe('t2');
  expect(last().params().get('last_event_id')).toBe('41');
});

test('frames reach the listeners with their kind, id and data', async () => {
  const connection = new LiveConnection(
    () => null,
    async () => 'unused',
  );
  const frames: LiveFrame[] = [];
  connection.listen((frame) => frames.push(frame));
  connection.subscribe('item:5');
  await flush(100);
  expect(last().params().get('ticket')).toBeNull();
  last().emit('ready', {});
  last().emit('ladder', { item_id: 5 }, 7);
  expect(frames).toEqual([{ id: 7, kind: 'ladder', data: { item_id: 5 } }]);
  // A guest has no notifications of their own.
  expect(connection.delivers('me')).toBe(false);
});

test('a guest with no topics opens nothing', async () => {
  const connection = new LiveConnection(
    () => null,
    async () => 'unused',
  );
  connection.restart();
  await flush(100);
  expect(FakeSource.opened).toHaveLength(0);
  expect(connection.status).toBe('idle');
});

test('after repeated failures the screens poll, while reconnects go on with backoff', async () => {
  const connection = new LiveConnection(
    () => 'token',
    async () => 'ticket',
  );
  connection.subscribe('post:3');
  await flush(100);
  for (let k = 1; k <= LIVE_FAILURES_BEFORE_POLLING; k += 1) {
    const opened = FakeSource.opened.length;
    last().onerror?.();
    expect(connection.status).toBe(k < LIVE_FAILURES_BEFORE_POLLING ? 'connecting' : 'failed');
    expect(connection.delivers('post:3')).toBe(false);
    await flush(30_000);
    expect(FakeSource.opened).toHaveLength(opened + 1);
  }
  last().emit('ready', {});
  expect(connection.status).toBe('open');
});

test('a refused ticket counts as a failure, not an error thrown at the page', async () => {
  const connection = new LiveConnection(
    () => 'token',
    async () => {
      throw new Error('401');
    },
  );
  connection.subscribe('post:4');
  await flush(100);
  expect(FakeSource.opened).toHaveLength(0);
  expect(connection.status).toBe('connecting');
  connection.close();
  expect(connection.status).toBe('idle');
});
