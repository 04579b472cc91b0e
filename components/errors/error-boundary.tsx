'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Header } from '@/components/layout/header';
import { ErrorState } from '@/components/ui/error-state';

/** What Next passes an `error.tsx` boundary; `digest` ties a server error to its server log line. */
export type RouteErrorProps = { error: Error & { digest?: string }; reset: () => void };

export type RouteErrorFrame = {
  /** Wraps the state in `<main id="main">` (routes whose layout has no main of its own). */
  main?: boolean;
  /** Puts the page header above it (implies `main`): 'back' (the default header) or 'exit'. */
  header?: 'back' | 'exit';
};

/** Logs a route's error once per error, with its digest when Next gave one. */
export function logRouteError(error: RouteErrorProps['error']) {
  console.error(error.digest ? `Route error (digest ${error.digest})` : 'Route error', error);
}

/**
 * The component of an `error.tsx`: logs the error and shows the translated `messageKey`
 * (a full key, e.g. 'support.guide.loadFailed') with a retry button that calls `reset`.
 */
export function createErrorBoundary(messageKey: string, { main = false, header }: RouteErrorFrame = {}) {
  function RouteErrorBoundary({ error, reset }: RouteErrorProps) {
    const t = useTranslations();
    useEffect(() => logRouteError(error), [error]);
    const state = <ErrorState message={t(messageKey)} onRetry={reset} />;
    if (!main && !header) return state;
    return (
      <>
        {header && <Header variant={header} />}
        <main id="main">{state}</main>
      </>
    );
  }
  return RouteErrorBoundary;
}
