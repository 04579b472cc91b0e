'use client';

import { lazy, Suspense } from 'react';
import { THEME_COLOR } from '@/lib/constants';
import { useHydrated } from '@/lib/hooks/use-hydrated';

// It only acts on a navigation, so it loads after hydration instead of with the page (React.lazy:
// next/dynamic's loader would itself ship on every page).
const NextTopLoader = lazy(() => import('nextjs-toploader'));

/** Top progress bar during navigation, in the theme orange, without the spinner. */
export function RouteProgress() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <NextTopLoader color={THEME_COLOR} height={3} showSpinner={false} shadow={false} crawlSpeed={200} zIndex={1600} />
    </Suspense>
  );
}
