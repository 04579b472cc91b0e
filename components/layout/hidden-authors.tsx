'use client';

import { useEffect } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { HIDDEN_AUTHORS_STORAGE_KEY, HIDDEN_AUTHORS_STYLE_ID, hiddenAuthorsCss } from '@/lib/personal/pre-paint';
import { useUserStore } from '@/stores/user-store';

export function applyHiddenAuthors(ids: readonly number[]) {
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
 * last layer listed before anything is painted; for a member, the member runtime
 * (components/personal/member-runtime) brings that list up to date and keeps it for the next page.
 * Here: the document is marked a member's, or a guest's and cleared.
 */
export function HiddenAuthors() {
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const signedIn = hydrated && Boolean(token);
  useEffect(() => {
    if (!hydrated) return;
    if (signedIn) {
      document.documentElement.setAttribute('data-member', '');
    } else {
      document.documentElement.removeAttribute('data-member');
      applyHiddenAuthors([]);
    }
  }, [hydrated, signedIn]);
  return null;
}
