'use client';

import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

type NextPages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/**
 * The button under an infinite list that loads its next page (in a box of `wrapperClassName`, if
 * given); nothing once the last page is in.
 */
export function LoadMore({
  query,
  wrapperClassName,
  children,
  ...button
}: { query: NextPages; wrapperClassName?: string; children: ReactNode } & Omit<ButtonProps, 'onClick' | 'loading' | 'children'>) {
  if (!query.hasNextPage) return null;
  const more = (
    <Button variant="secondary" {...button} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {children}
    </Button>
  );
  return wrapperClassName ? <div className={wrapperClassName}>{more}</div> : more;
}
