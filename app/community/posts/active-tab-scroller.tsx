'use client';

import { useEffect, useRef } from 'react';

/** Centres the current tab of each horizontally scrolling tab row (never scrolls the page). */
export function ActiveTabScroller() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const nav = marker.current?.closest('nav');
    nav?.querySelectorAll<HTMLElement>('[aria-current="page"]').forEach((tab) => {
      const row = tab.closest('ul');
      if (row) row.scrollLeft = tab.offsetLeft - row.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
    });
  });
  return <span ref={marker} hidden />;
}
