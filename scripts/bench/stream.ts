import http from 'node:http';

/** A live stream held open by a bench, with when each comment event reached it. */
export type CommentStream = { req: http.ClientRequest; ready: Promise<void>; got: Map<number, number> };

/**
 * Opens `url` (the live channel's stream) over a socket of its own, as a browser asks for it, and
 * records when each `comment` event arrives (by comment id). `ready` settles on the `ready` event;
 * it rejects on any answer but an uncompressed 200 (a compressed stream would hold frames back
 * until a full block), with the status and any Retry-After on the error.
 */
export function openCommentStream(url: string, headers: Record<string, string> = {}): CommentStream {
  const got = new Map<number, number>();
  let readyResolve!: () => void;
  let readyReject!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => ((readyResolve = resolve), (readyReject = reject)));
  const req = http.get(
    url,
    { agent: false, headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br', ...headers } },
    (res) => {
      if (res.statusCode !== 200 || res.headers['content-encoding']) {
        readyReject(
          Object.assign(new Error(`stream: ${res.statusCode} ${res.headers['content-encoding'] ?? ''}`), {
            status: res.statusCode,
            retryAfter: res.headers['retry-after'],
          }),
        );
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes('event: ready')) readyResolve();
          else if (block.includes('event: comment')) {
            const data = /\ndata: (.*)/.exec(block)?.[1];
            if (data) got.set((JSON.parse(data) as { comment_id: number }).comment_id, now);
          }
        }
      });
      res.on('error', () => undefined);
    },
  );
  req.on('error', (error) => readyReject(error));
  return { req, ready, got };
}
