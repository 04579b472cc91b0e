'use client';

import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unreadCountOptions } from '@/lib/api/people';
import { getQueryClient } from '@/lib/api/query-client';

function Watch({ onCount }: { onCount: (count: number) => void }) {
  const unread = useQuery(unreadCountOptions());
  const count = unread.data?.count ?? 0;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}

/** The signed-in member's unread count, from the query the bell and the live feed keep current. */
export function UnreadWatcher({ onCount }: { onCount: (count: number) => void }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Watch onCount={onCount} />
    </QueryClientProvider>
  );
}
