'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/api/query-client';

/**
 * The browser's one query client, for the screens that read or write through react-query. It sits
 * in the layouts of those screens rather than the root layout, so reader pages that need none (the
 * community home, notices, guides) do not load it; every provider shares the same client and cache.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
