'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the reader asked the system for less motion (false on the server and without matchMedia). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * A frame number cycling 0 … frames-1, one step every `intervalMs`; stays at 0 while `running`
 * is false (reduced motion, hidden preview).
 */
export function useFrameCounter(frames: number, intervalMs: number, running: boolean): number {
  const [frame, setFrame] = useState(0);
  const moving = running && frames > 1;
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setFrame((f) => (f + 1) % frames), intervalMs);
    return () => window.clearInterval(timer);
  }, [frames, intervalMs, moving]);
  return moving ? frame % frames : 0;
}
