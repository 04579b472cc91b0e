// The browser's one live stream per tab (docs/live.md): server-sent events on the topics
// the mounted screens ask for, plus the signed-in member's own notifications. An EventSource cannot
// send the token header, so a member's stream opens with a single-use ticket; as a ticket cannot be
// reused, this class reconnects itself (with the last event id, so nothing is lost) instead of
// letting EventSource retry. After LIVE_FAILURES_BEFORE_POLLING failed opens in a row the screens
// fall back to polling, while reconnects continue in the background.

import { post } from '@/lib/api/request';
import type { LiveTicketDto } from '@/lib/validation/live';
import { useUserStore } from '@/stores/user-store';

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'failed';
export type LiveFrame = { id: number | null; kind: string; data: Record<string, unknown> };
type Listener = (frame: LiveFrame) => void;

export const LIVE_KINDS = ['notification', 'comment', 'ladder', 'reset'] as const;
export const LIVE_FAILURES_BEFORE_POLLING = 3;
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
const TOPIC_SETTLE_MS = 50;

export class LiveConnection {
  private topics = new Map<string, number>();
  private listeners = new Set<Listener>();
  private statusListeners = new Set<() => void>();
  private source: EventSource | null = null;
  private lastEventId: number | null = null;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private generation = 0;
  private openTopics = '';
  private openAsMember = false;
  status: LiveStatus = 'idle';

  constructor(
    private readonly token: () => string | null,
    private readonly ticket: () => Promise<string> = async () => (await post<LiveTicketDto>('/v1/live/ticket/')).ticket,
  ) {}

  /** Keeps `topic` in the stream until the returned function is called. */
  subscribe(topic: string): () => void {
    this.topics.set(topic, (this.topics.get(topic) ?? 0) + 1);
    this.schedule(TOPIC_SETTLE_MS);
    return () => {
      const left = (this.topics.get(topic) ?? 1) - 1;
      if (left > 0) this.topics.set(topic, left);
      else this.topics.delete(topic);
      this.schedule(TOPIC_SETTLE_MS);
    };
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Whether events for `topic` arrive now (else the screen polls); `me`: the member's own notifications. */
  delivers(topic: string): boolean {
    if (this.status !== 'open') return false;
    return topic === 'me' ? this.openAsMember : this.openTopics.split(',').includes(topic);
  }

  /** Opens again, e.g. after the member signed in or out. */
  restart(): void {
    this.failures = 0;
    this.schedule(0);
  }

  close(): void {
    this.generation += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
    this.openTopics = '';
    this.setStatus('idle');
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.open();
    }, delay);
  }

  private setStatus(status: LiveStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }

  private async open() {
    const generation = ++this.generation;
    const topics = [...this.topics.keys()].sort().join(',');
    const token = this.token();
    if (this.source && topics === this.openTopics && this.status === 'open') return;
    this.source?.close();
    this.source = null;
    this.openTopics = '';
    if (typeof EventSource === 'undefined' || (!token && topics === '')) {
      this.setStatus(typeof EventSource === 'undefined' ? 'failed' : 'idle');
      return;
    }
    if (this.status !== 'failed') this.setStatus('connecting');
    const params = new URLSearchParams();
    if (topics) params.set('topics', topics);
    if (this.lastEventId !== null) params.set('last_event_id', String(this.lastEventId));
    try {
      if (token) params.set('ticket', await this.ticket());
    } catch {
      if (generation === this.generation) this.failed();
      return;
    }
    if (generation !== this.generation) return;
    const source = new EventSource(`/api/v1/live/stream/?${params}`);
    this.source = source;
    source.addEventListener('ready', () => {
      if (this.source !== source) return;
      this.failures = 0;
      this.openTopics = topics;
      this.openAsMember = Boolean(token);
      this.setStatus('open');
    });
    for (const kind of LIVE_KINDS) {
      source.addEventListener(kind, (event) => {
        if (this.source !== source) return;
        const message = event as MessageEvent<string>;
        const id = message.lastEventId ? Number(message.lastEventId) : null;
        if (id !== null && Number.isFinite(id)) this.lastEventId = Math.max(this.lastEventId ?? 0, id);
        let data: Record<string, unknown> = {};
        try {
          data = JSON.parse(message.data) as Record<string, unknown>;
        } catch {
          // a frame without JSON still tells its kind
        }
        for (const listener of this.listeners) listener({ id, kind, data });
      });
    }
    source.onerror = () => {
      if (this.source !== source) return;
      source.close();
      this.source = null;
      this.openTopics = '';
      this.failed();
    };
  }

  private failed() {
    this.failures += 1;
    this.setStatus(this.failures >= LIVE_FAILURES_BEFORE_POLLING ? 'failed' : 'connecting');
    this.schedule(BACKOFF_MS[Math.min(this.failures - 1, BACKOFF_MS.length - 1)] ?? 30_000);
  }
}

let shared: LiveConnection | null = null;

/** The tab's connection (browser only); it follows the member's sign-in and sign-out. */
export function liveConnection(): LiveConnection {
  if (!shared) {
    const connection = new LiveConnection(() => useUserStore.getState().userToken);
    let token = useUserStore.getState().userToken;
    useUserStore.subscribe((state) => {
      if (state.userToken === token) return;
      token = state.userToken;
      connection.restart();
    });
    connection.restart();
    shared = connection;
  }
  return shared;
}

/** For polling fallbacks: false while live events for `topic` arrive, else the interval. */
export function pollUnlessLive(topic: string | null, intervalMs: number): number | false {
  if (typeof window === 'undefined' || !shared || topic === null) return intervalMs;
  return shared.delivers(topic) ? false : intervalMs;
}
