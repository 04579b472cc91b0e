'use client';

import { useEffect } from 'react';

const WORKER_URL = '/sw.js';
// A tab left open for hours still picks up a deploy: it asks again when it comes back into view.
const RECHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (lib/pwa/service-worker.ts) in production builds. A new version
 * takes over by itself (skipWaiting + clientsClaim in the worker), so there is no prompt.
 * `NEXT_PUBLIC_SERVICE_WORKER=off` at build time leaves it out (and removes one registered before).
 */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    if (process.env.NEXT_PUBLIC_SERVICE_WORKER === 'off') {
      void navigator.serviceWorker.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
      return;
    }
    let registration: ServiceWorkerRegistration | undefined;
    let checkedAt = Date.now();
    const register = () =>
      navigator.serviceWorker
        .register(WORKER_URL, { scope: '/', updateViaCache: 'none' })
        .then((r) => {
          registration = r;
        })
        .catch(() => undefined);
    const recheck = () => {
      if (document.visibilityState !== 'visible' || !registration || Date.now() - checkedAt < RECHECK_MS) return;
      checkedAt = Date.now();
      registration.update().catch(() => undefined);
    };
    // After the page's own loading, so the worker's first install does not compete with it.
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, []);
  return null;
}
