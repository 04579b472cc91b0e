'use client';

import { lazy, Suspense, useEffect } from 'react';

/** What Next passes an `error.tsx` boundary; `digest` ties a server error to its server log line. */
export type RouteErrorProps = { error: Error & { digest?: string }; reset: () => void };

export type RouteErrorFrame = {
  /** Wraps the state in `<main id="main">` (routes whose layout has no main of its own). */
  main?: boolean;
  /** Puts the page header above it (implies `main`): 'back' (the default header) or 'exit'. */
  header?: 'back' | 'exit';
  /** No NextIntlClientProvider above it (the root and the community home): it speaks the chrome messages. */
  standalone?: boolean;
};

/** Logs a route's error once per error, with its digest when Next gave one. */
export function logRouteError(error: RouteErrorProps['error']) {
  console.error(error.digest ? `Route error (digest ${error.digest})` : 'Route error', error);
}

// Every page carries its boundaries; what they show (header, error state, next-intl) loads only on an error.
const RouteErrorView = lazy(() => import('./route-error-view'));

/**
 * The component of an `error.tsx`: logs the error and shows the translated `messageKey`
 * (a full key, e.g. 'support.guide.loadFailed') with a retry button that calls `reset`.
 */
export function createErrorBoundary(messageKey: string, frame: RouteErrorFrame = {}) {
  function RouteErrorBoundary({ error, reset }: RouteErrorProps) {
    useEffect(() => logRouteError(error), [error]);
    return (
      <Suspense fallback={null}>
        <RouteErrorView messageKey={messageKey} frame={frame} reset={reset} />
      </Suspense>
    );
  }
  return RouteErrorBoundary;
}
