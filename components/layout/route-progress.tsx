'use client';

import NextTopLoader from 'nextjs-toploader';
import { THEME_COLOR } from '@/lib/constants';

/** Top progress bar during navigation, in the theme orange, without the spinner. */
export function RouteProgress() {
  return <NextTopLoader color={THEME_COLOR} height={3} showSpinner={false} shadow={false} crawlSpeed={200} zIndex={1600} />;
}
