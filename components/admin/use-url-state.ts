'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';

/**
 * Filters and the page kept in the address (`?status=open&page=2`), so reloading, sharing a link
 * or coming back keeps the view. Changing a filter returns to page 1.
 */
export function useUrlState<K extends string>(keys: readonly K[]) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>, [keys, params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = useCallback(
    (patch: Partial<Record<K | 'page', string | number | undefined>>) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(patch) as [string, string | number | undefined][]) {
        if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in patch)) next.delete('page');
      const qs = next.toString();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [params, pathname, router],
  );
  return { state, page, set };
}

/** The query for the API: empty filters left out. */
export function compact(filters: Record<string, string | number | undefined>) {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
}
