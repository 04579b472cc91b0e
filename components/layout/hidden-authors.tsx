'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hiddenAuthorsOptions } from '@/lib/api/personal';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { HIDDEN_AUTHORS_STORAGE_KEY, HIDDEN_AUTHORS_STYLE_ID, hiddenAuthorsCss } from '@/lib/personal/pre-paint';
import { useUserStore } from '@/stores/user-store';

function apply(ids: readonly number[]) {
  try {
    if (ids.length) localStorage.setItem(HIDDEN_AUTHORS_STORAGE_KEY, JSON.stringify(ids));
    else localStorage.removeItem(HIDDEN_AUTHORS_STORAGE_KEY);
  } catch {
    // Storage off: this page still hides them below; the next one paints them until its layer loads.
  }
  let style = document.getElementById(HIDDEN_AUTHORS_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = HIDDEN_AUTHORS_STYLE_ID;
    document.head.appendChild(style);
  }
  style.textContent = hiddenAuthorsCss(ids);
}

/**
 * Keeps the member's blocks applied to the shared pages: the pre-paint script hides the authors the
 * last layer listed before anything is painted, and this brings that list up to date (after a
 * block or unblock too, which invalidates every query) and keeps it for the next page.
 */
export function HiddenAuthors() {
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const signedIn = hydrated && Boolean(token);
  const hidden = useQuery({ ...hiddenAuthorsOptions(), enabled: signedIn });
  useEffect(() => {
    if (!hydrated) return;
    if (!signedIn) {
      document.documentElement.removeAttribute('data-member');
      apply([]);
    } else {
      document.documentElement.setAttribute('data-member', '');
      if (hidden.data) apply(hidden.data);
    }
  }, [hydrated, signedIn, hidden.data]);
  return null;
}
