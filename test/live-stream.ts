import { GET as streamRoute } from '@/app/api/v1/live/stream/route';
import { clientHeader } from '@/lib/server/http/client';

// The live channel's stream as the route tests read it: opened through the route handler from the
// address `ip`, its server-sent frames parsed as they come (`:` lines as `comment`).

export type Frame = { id?: string; event?: string; data?: string; comment?: string; retry?: string };

export async function openLiveStream(query: string, headers: Record<string, string>, ip: string) {
  const abort = new AbortController();
  const res = await streamRoute(
    new Request(`http://localhost/api/v1/live/stream/?${query}`, { headers: { ...clientHeader(ip), ...headers }, signal: abort.signal }),
    { params: Promise.resolve({}) },
  );
  if (res.status !== 200) return { status: res.status, body: await res.json(), stream: null };
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const frames: Frame[] = [];
  let buffer = '';
  const waiting = { wake: (): void => undefined };
  let endedAt: number | null = null;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const frame: Frame = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) frame.comment = line.slice(1).trim();
            else {
              const at = line.indexOf(':');
              (frame as Record<string, string>)[line.slice(0, at)] = line.slice(at + 1).trimStart();
            }
          }
          frames.push(frame);
        }
        waiting.wake();
      }
    } catch {
      // aborted
    } finally {
      endedAt = Date.now();
      waiting.wake();
    }
  })();
  const stream = {
    frames,
    get ended() {
      return endedAt !== null;
    },
    /** When the stream ended (ms since the epoch), null while it is open. */
    get endedAt() {
      return endedAt;
    },
    events: (kind?: string) => frames.filter((f) => f.id && f.event && (!kind || f.event === kind)),
    async waitFor(check: (f: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = frames.find(check);
        if (found) return found;
        if (endedAt !== null || Date.now() > deadline) throw new Error(`no such frame; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          waiting.wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    close() {
      abort.abort();
      void reader.cancel().catch(() => undefined);
    },
  };
  return { status: 200, body: null, stream };
}

export type LiveStream = NonNullable<Awaited<ReturnType<typeof openLiveStream>>['stream']>;
