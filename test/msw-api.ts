import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

// msw helpers for tests of code that calls the API. The test file must run in the msw environment:
//   /** @jest-environment ./test/msw-environment.ts */

/** What a request sent, as a handler saw it. */
export type SentRequest = {
  method: string;
  /** Path and query for the page's own origin (`/api/v1/…?a=1`), the whole URL for another. */
  url: string;
  headers: Headers;
  /** The body parsed as JSON when it is JSON, else its text; undefined when there is none. */
  body: unknown;
};

export function sentUrl(address: string): string {
  const url = new URL(address);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}

/** Reads a request without using it up, so a handler can note it and still answer it. */
export async function sent(request: Request): Promise<SentRequest> {
  const text = await request.clone().text();
  let body: unknown = text || undefined;
  if (text && (request.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  return { method: request.method, url: sentUrl(request.url), headers: request.headers, body };
}

/** Listens for the whole test file, drops the handlers a test added after it, and fails any request no handler answers. */
export function serveDuringTests(server: ReturnType<typeof setupServer>) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** What a test answers an API call with: an HTTP status and a JSON body. */
export type Answer = { status: number; body: JsonBodyType };

/**
 * An msw server for the whole test file that notes every API call in `requests` (the test empties
 * it as it likes) and answers each with what `reply` gives for it at that moment.
 */
export function recordingServer(reply: (request: Request) => Answer) {
  const requests: SentRequest[] = [];
  const server = setupServer(
    http.all('/api/*', async ({ request }) => {
      requests.push(await sent(request));
      const { status, body } = reply(request);
      return HttpResponse.json(body, { status });
    }),
  );
  serveDuringTests(server);
  return { server, requests, writes: () => requests.filter((r) => r.method !== 'GET') };
}

type Route = {
  method?: string;
  match: RegExp;
  status?: number;
  body: unknown | ((url: string, init: { method: string; body?: string }) => unknown);
};

/**
 * An msw server for the marketplace tests (call once, at the top of the file) and `stubApi`, which
 * makes it answer envelopes by URL pattern (404 for any other call) and records every request in
 * `calls`. A test may put its own handlers in front with `server.use`; one that returns nothing
 * passes the request on to the routes.
 */
export function stubApiServer() {
  const server = setupServer();
  serveDuringTests(server);

  function stubApi(routes: Route[]) {
    const calls: Array<{ method: string; url: string; body: unknown }> = [];
    server.resetHandlers(
      http.all('*', async ({ request }) => {
        const { method, url, body } = await sent(request);
        calls.push({ method, url, body });
        const route = routes.find((r) => (r.method ?? 'GET') === method && r.match.test(url));
        const status = route ? (route.status ?? 200) : 404;
        const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
        const data = route ? (typeof route.body === 'function' ? await route.body(url, { method, body: text }) : route.body) : null;
        const code = (data as { code?: number } | null)?.code ?? 1900;
        return HttpResponse.json(status < 400 ? { code: 0, data } : { code, message: 'failed' }, { status });
      }),
    );
    return { calls };
  }

  return { server, stubApi };
}
