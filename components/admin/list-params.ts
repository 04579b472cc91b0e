import { REPORT_STATUSES } from '@/lib/enums';
import type { ReportStatus } from '@/lib/validation/admin/moderation';

// The search state of an administration list as the address holds it (`?status=open&page=2`), so a
// reload, a shared link or the back button shows the same view. The server page reads it to render
// the first screen and hands it to the list screen; both build the API query with `listQuery`, so
// the page the server puts in the query cache is the one the screen asks for.

export type SearchParams = Record<string, string | string[] | undefined>;

/** The filters each list keeps in its address, besides `page`. */
export const LIST_KEYS = {
  members: ['q', 'status', 'role'],
  posts: ['q', 'state', 'category', 'author'],
  reports: ['status', 'target_type'],
  takedowns: ['status'],
  trades: ['status'],
  inquiries: ['q', 'status', 'category'],
  notices: ['q'],
  missions: ['q'],
  'word-filters': ['q', 'action'],
  guides: ['q', 'category'],
  items: ['q', 'item_type', 'grade'],
  probability: ['q', 'kind'],
  audit: ['action', 'actor', 'target_type', 'target_id'],
} as const;
export type AdminList = keyof typeof LIST_KEYS;

/** The filters (an empty string when absent) and the page, from 1. */
export type ListParams<K extends string> = { filters: Record<K, string>; page: number };

/** The address state of one of the lists above. */
export type ListState<L extends AdminList> = ListParams<(typeof LIST_KEYS)[L][number]>;

export type ListPatch<K extends string> = Partial<Record<K | 'page', string | number | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function readListParams<L extends AdminList>(list: L, searchParams: SearchParams): ListState<L> {
  const filters = Object.fromEntries(LIST_KEYS[list].map((key) => [key, first(searchParams[key])])) as ListState<L>['filters'];
  const page = Math.floor(Number(first(searchParams.page)));
  return { filters, page: Number.isFinite(page) && page > 1 ? page : 1 };
}

/** The list's API query: the filters that are set, then the page. */
export function listQuery(filters: Record<string, string>, page: number): Record<string, string | number> {
  return { ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')), page };
}

/** The report queue shows open reports unless the address names another status. */
export const queueStatus = (status: string): ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(status) ? (status as ReportStatus) : 'open';

/** The report queue's API query: the status always, open by default. */
export const queueQuery = ({ filters, page }: ListState<'reports'>) =>
  listQuery({ status: queueStatus(filters.status), target_type: filters.target_type }, page);

/** The trade queue shows disputed trades unless the address asks for all of them. */
export const tradeQueueStatus = (status: string) => (status === 'all' ? 'all' : 'disputed');

/** The trade queue's API query: the status always, disputed by default. */
export const tradeQueueQuery = ({ filters, page }: ListState<'trades'>) => listQuery({ status: tradeQueueStatus(filters.status) }, page);

/** The list's address with `patch` applied; changing a filter goes back to page 1. */
export function listHref<K extends string>(pathname: string, { filters, page }: ListParams<K>, patch: ListPatch<NoInfer<K>>): string {
  const next: Record<string, string | number | undefined> = { ...filters, page: 'page' in patch ? page : undefined, ...patch };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) continue;
    query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** The page's own address (for `requireAdminPage` to bring a guest back to after signing in). */
export function listPath(pathname: string, params: ListParams<string>): string {
  return listHref(pathname, params, { page: params.page });
}
