import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { Skeleton, type SkeletonProps } from './skeleton';

type Query = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * What stands in for a query's content before there is any: skeleton rows while it loads, the error
 * (`message`) with a retry once it failed; `null` when the query has its data.
 */
export function queryFallback(query: Query, { message, ...skeleton }: { message: ReactNode } & Pick<SkeletonProps, 'rows' | 'variant'>) {
  if (query.isPending) return <Skeleton {...skeleton} />;
  if (query.isError) return <ErrorState message={message} onRetry={() => void query.refetch()} />;
  return null;
}
