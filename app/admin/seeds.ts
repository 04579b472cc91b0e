import 'server-only';
import type { QueryKey } from '@tanstack/react-query';
import type { Seed } from '@/components/query/seeded';
import type { Page } from '@/lib/server/db/paging';
import { AppError } from '@/lib/server/http/errors';
import { pageEnvelope } from '@/lib/server/http/paging';
import { safeParseInput } from '@/lib/validation/input';
import type { z } from '@/lib/zod';

// What an /admin page puts in the query cache: the answers the administration API would give the
// screen for the same request. What the API would refuse (an unknown id, a malformed filter) is
// left out, so the screen asks for it itself and shows the API's error as it always did.

type Query = Record<string, string | number>;

/** The API request the screen makes (`/api/v1/admin/…/?…`), which the list envelope's links are built from. */
export function adminApiPath(path: string, query: Query = {}): string {
  const qs = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `/api/v1/admin${path}${qs ? `?${qs}` : ''}`;
}

/** `load`'s answer under `queryKey`, or nothing when the API would answer it with a 4xx. */
export async function seed(queryKey: QueryKey, load: () => Promise<unknown>): Promise<Seed | null> {
  try {
    return { queryKey, data: await load() };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return null;
    throw error;
  }
}

/**
 * One page of an administration list as its route answers `query`: parsed by the route's schema
 * (defaults included), read by the route's domain function, in the route's envelope.
 */
export async function listSeed<S extends z.ZodType, T>(
  queryKey: QueryKey,
  { path, query, schema, load }: { path: string; query: Query; schema: S; load: (q: z.output<S>) => Promise<Page<T>> },
): Promise<Seed | null> {
  // The route reads its query from the address, where every value is a string.
  const parsed = safeParseInput(schema, Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])));
  if (!parsed.success) return null;
  return seed(queryKey, async () => pageEnvelope(adminApiPath(path, query), await load(parsed.data)));
}

export const present = (seeds: (Seed | null)[]): Seed[] => seeds.filter((s): s is Seed => s !== null);
