import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { ADMIN_QUERY_STALE_MS } from '@/lib/constants';
import { overviewOptions, type AdminOverviewDto } from './admin';
import { get } from './request';

jest.mock('./request', () => ({ ...jest.requireActual('./request'), get: jest.fn(async () => ({})) }));

/** Mounts one screen's query on `client` and unmounts it. */
function mount(client: QueryClient) {
  const unsubscribe = new QueryObserver(client, overviewOptions()).subscribe(() => {});
  unsubscribe();
}

const overview = { open_report_groups: 0 } as AdminOverviewDto;

beforeEach(() => jest.mocked(get).mockClear());

it('does not ask again for an answer the server just seeded', () => {
  const client = new QueryClient();
  client.setQueryData(overviewOptions().queryKey, overview);
  mount(client);
  expect(get).not.toHaveBeenCalled();
});

it('reads the screen afresh when its answer is older than a few seconds', () => {
  const client = new QueryClient();
  client.setQueryData(overviewOptions().queryKey, overview, { updatedAt: Date.now() - ADMIN_QUERY_STALE_MS - 1 });
  mount(client);
  expect(get).toHaveBeenCalledWith('/v1/admin/overview/', undefined, expect.anything());
});
