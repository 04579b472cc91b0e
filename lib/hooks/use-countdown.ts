'use client';

import { useEffect, useState } from 'react';

function secondsLeft(deadline: number | null | undefined, now: number): number {
  return deadline ? Math.max(0, Math.ceil((deadline - now) / 1000)) : 0;
}

/** Whole seconds left until `deadline` (epoch ms), ticking once a second; 0 once passed or without a deadline. */
export function useCountdown(deadline: number | null | undefined): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline, Date.now()));

  useEffect(() => {
    let timer = 0;
    const tick = () => {
      const next = secondsLeft(deadline, Date.now());
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    };
    // A new deadline shows at once; then once a second.
    const first = window.setTimeout(tick, 0);
    if (deadline) timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [deadline]);

  return seconds;
}

/** 125 → { minutes: '2', seconds: '05' } */
export function splitSeconds(total: number): { minutes: string; seconds: string } {
  const safe = Math.max(0, Math.floor(total));
  return { minutes: String(Math.floor(safe / 60)), seconds: String(safe % 60).padStart(2, '0') };
}
