import 'server-only';
import type { InferDataFromTag, QueryKey } from '@tanstack/react-query';
import { getLocale } from 'next-intl/server';
import type { Seed } from '@/components/query/seeded';
import type { ApiReadMeta } from '@/lib/api/reads';
import { LOCALE_COOKIE, type Locale } from '@/lib/constants';
import { pageSessionToken } from '@/lib/server/auth/page-session';
import { ROUTES } from './api/routes.generated';

// A server page's data is the API's answer to the request its screen makes (TanStack's pattern:
// the page and the screen call the same query-options factory). The factory carries its request
// as `meta.api` (lib/api/reads.ts); seedQuery finds the route file of that address through
// app/api/routes.generated.ts and calls its GET in-process with the page's session: the member's
// token from the render cookie the page authenticated with, and the page's language. What it
// answers with `{code: 0}` goes into the screen's cache under the screen's key; what it refuses
// (4xx) is left out, so the screen asks itself and shows the API's error, as from the browser.

/** The options of a screen's query, as a factory of lib/api builds them. */
export type SeedOptions = { queryKey: QueryKey; meta?: ApiReadMeta; initialPageParam?: unknown };

/** The cache entry of `O`: its key and its data (an infinite query's holds the first page). */
export type SeedOf<O extends SeedOptions> = { queryKey: O['queryKey']; data: InferDataFromTag<unknown, O['queryKey']> };

/** Who asks: the member's token (null for a guest) and the language the page renders in. */
export type PageSession = { token: string | null; locale: Locale };

type RouteFile = { path: string; load: () => Promise<Partial<Record<'GET', unknown>>> };
type Get = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

// Routes the OpenAPI index leaves out that a screen reads all the same (the development outbox).
const UNLISTED: RouteFile[] = [{ path: '/dev/outbox/', load: () => import('./api/dev/outbox/route') }];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each route's path as a pattern; a static segment wins over a `{param}` in the same place, as
// Next routes them (/v1/trades/guard/ before /v1/trades/{id}/).
const PATTERNS = [...ROUTES, ...UNLISTED]
  .map((route) => {
    const segments = route.path.split('/').filter(Boolean);
    const names = segments.flatMap((segment) => /^\{(\w+)\}$/.exec(segment)?.slice(1) ?? []);
    const source = segments.map((segment) => (/^\{\w+\}$/.test(segment) ? '([^/]+)' : escape(segment))).join('/');
    const rank = segments.map((segment) => (segment.startsWith('{') ? '1' : '0')).join('');
    return { route, names, rank, pattern: new RegExp(`^/${source}/$`) };
  })
  .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));

/** The route file answering `pathname` (`/v1/…/`) and its params as Next passes them (decoded), or null. */
export function routeOf(pathname: string): { route: RouteFile; params: Record<string, string> } | null {
  for (const { route, names, pattern } of PATTERNS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    try {
      return { route, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) };
    } catch {
      return null;
    }
  }
  return null;
}

/** `options`' entry as the route answers its request for `session`, or null when it refuses (4xx). */
export async function seedQueryAs<O extends SeedOptions>(options: O, session: PageSession): Promise<SeedOf<O> | null> {
  const api = options.meta?.api;
  if (!api) throw new Error(`seedQuery: the query ${JSON.stringify(options.queryKey)} does not say its API request (meta.api)`);
  const url = new URL(`/api${api}`, 'http://localhost');
  const found = routeOf(url.pathname.replace(/^\/api/, ''));
  if (!found) throw new Error(`seedQuery: no route answers ${api}`);
  const { GET } = await found.route.load();
  if (typeof GET !== 'function') throw new Error(`seedQuery: ${found.route.path} has no GET`);

  const headers: Record<string, string> = { accept: 'application/json', cookie: `${LOCALE_COOKIE}=${session.locale}` };
  if (session.token) headers.authorization = `Token ${session.token}`;
  const res = await (GET as Get)(new Request(url, { headers }), { params: Promise.resolve(found.params) });
  const body = (await res.json().catch(() => null)) as { code?: unknown; data?: unknown } | null;
  if (res.ok && body?.code === 0) {
    const data = options.meta?.pick ? (options.meta.pick as (answer: unknown) => unknown)(body.data) : body.data;
    const entry = 'initialPageParam' in options ? { pages: [data], pageParams: [options.initialPageParam] } : data;
    return { queryKey: options.queryKey, data: entry as SeedOf<O>['data'] };
  }
  if (res.status >= 400 && res.status < 500) return null;
  throw new Error(`seedQuery: ${api} answered ${res.status}${body?.code === undefined ? '' : ` (code ${String(body.code)})`}`);
}

/** Who the page renders for, as the API should see them. */
export async function pageSession(): Promise<PageSession> {
  const [token, locale] = await Promise.all([pageSessionToken(), getLocale()]);
  return { token, locale: locale as Locale };
}

/** The screen's query entry as the API answers it for this page's reader, or null when the API refuses it. */
export async function seedQuery<O extends SeedOptions>(options: O): Promise<SeedOf<O> | null> {
  return seedQueryAs(options, await pageSession());
}

/** The entries of `options` the API answers, for `<Seeded>`; the refused ones are left to the screen. */
export async function seedQueries(...options: SeedOptions[]): Promise<Seed[]> {
  const session = await pageSession();
  const seeds = await Promise.all(options.map((o) => seedQueryAs(o, session)));
  return seeds.filter((seed): seed is Seed => seed !== null);
}
