import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link that prefetches only when asked (`prefetch`). Every route renders per request (the
 * reader's language and session), so a viewport prefetch brings back no more than the route's tree:
 * about 30 requests per page view, a server render each, for no faster navigation.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
