'use client';

import dynamic from 'next/dynamic';
import { THEME_COLOR } from '@/lib/constants';

// It only acts on a navigation, so it loads after hydration instead of with the page.
const NextTopLoader = dynamic(() => import('nextjs-toploader'), { ssr: false });

/** Top progress bar during navigation, in the theme orange, without the spinner. */
export function RouteProgress() {
  return <NextTopLoader color={THEME_COLOR} height={3} showSpinner={false} shadow={false} crawlSpeed={200} zIndex={1600} />;
}
