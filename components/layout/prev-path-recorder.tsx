'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { storePrevPath } from '@/lib/navigation/back-target';

/** Remembers the path before the current one, for the back helper's no-history fallback. Mount once in the root layout. */
export function PrevPathRecorder() {
  const pathname = usePathname();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastPath.current && lastPath.current !== pathname) storePrevPath(lastPath.current);
    lastPath.current = pathname;
  }, [pathname]);

  return null;
}
