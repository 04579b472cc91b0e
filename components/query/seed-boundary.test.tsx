import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { SeedBoundary } from './seed-boundary';

const key = ['me', 'unread'];
const seeded = () => {
  const server = new QueryClient();
  server.setQueryData(key, { count: 9 });
  return dehydrate(server);
};

function Bar() {
  // The bottom bar asks for the count only once the browser knows the session: an empty entry.
  const unread = useQuery({ queryKey: key, queryFn: async () => ({ count: 10 }), enabled: false });
  return <span data-testid="bar">{unread.data?.count ?? '-'}</span>;
}

function Page({ seen }: { seen: unknown[] }) {
  const unread = useQuery({ queryKey: key, queryFn: async () => ({ count: 10 }), enabled: false });
  seen.push(unread.data);
  return <p>{unread.data ? `unread ${unread.data.count}` : 'counting'}</p>;
}

it('gives the page its seed on the first render even when a component above made the entry empty', () => {
  const client = new QueryClient();
  const seen: unknown[] = [];
  render(
    <QueryClientProvider client={client}>
      <Bar />
      <SeedBoundary state={seeded()}>
        <Page seen={seen} />
      </SeedBoundary>
    </QueryClientProvider>,
  );
  expect(seen[0]).toEqual({ count: 9 });
  expect(screen.getByText('unread 9')).toBeInTheDocument();
});

it('leaves an entry that has data to the boundary’s own rule (newer seeds after commit)', () => {
  const client = new QueryClient();
  client.setQueryData(key, { count: 3 }, { updatedAt: Date.now() + 60_000 });
  const seen: unknown[] = [];
  render(
    <QueryClientProvider client={client}>
      <SeedBoundary state={seeded()}>
        <Page seen={seen} />
      </SeedBoundary>
    </QueryClientProvider>,
  );
  expect(screen.getByText('unread 3')).toBeInTheDocument();
});
