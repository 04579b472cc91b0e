'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type MouseEvent } from 'react';
import { FloatingWriteButton } from '@/components/layout/floating-write-button';
import { get } from '@/lib/api/request';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { PostPageDto } from '@/lib/validation/posts';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';

export const LIST_VISIT_STORAGE_KEY = 'slime-community-list-visit';

export type WriteButtonProps = {
  /** Creation time of the newest post the page shows; without it the button asks the list API. */
  latestPostAt?: string | null;
  /** Set on the post list: this visit becomes the "last visit" the dot compares against. */
  recordVisit?: boolean;
  /** Preselects this category in the form (a category list's own button). */
  categoryId?: number;
};

function readVisit(): number | null {
  try {
    const raw = window.localStorage.getItem(LIST_VISIT_STORAGE_KEY);
    const at = raw ? Date.parse(raw) : NaN;
    return Number.isNaN(at) ? null : at;
  } catch {
    return null;
  }
}

function storeVisit(at: Date): void {
  try {
    window.localStorage.setItem(LIST_VISIT_STORAGE_KEY, at.toISOString());
  } catch {
    // storage blocked: the dot simply never shows
  }
}

/**
 * The floating write button with its red new-dot: shown when posts were written since this
 * browser last opened the post list. A guest gets the login prompt instead of the form.
 */
export function WriteButton({ latestPostAt, recordVisit = false, categoryId }: WriteButtonProps) {
  const hydrated = useHydrated();
  const openLoginModal = useUiStore((s) => s.openLoginModal);
  const [lastVisit, setLastVisit] = useState<number | null>(null);

  const newest = useQuery({
    queryKey: ['posts', 'newest'],
    queryFn: ({ signal }) => get<PostPageDto>('/v1/community/', { page_size: 1 }, { signal }),
    enabled: hydrated && latestPostAt === undefined,
    select: (page) => page.results[0]?.created_at ?? null,
  });

  // Read the previous visit first, then (on the list) record this one, so the dot reflects
  // what was new when the reader arrived.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the visit lives in local storage, which only the browser reads after hydration
    setLastVisit(readVisit());
    if (recordVisit) storeVisit(new Date());
  }, [recordVisit]);

  const latest = latestPostAt !== undefined ? latestPostAt : newest.data;
  const latestAt = latest ? Date.parse(latest) : NaN;
  const showNewDot = hydrated && lastVisit !== null && !Number.isNaN(latestAt) && latestAt > lastVisit;

  const onClickCapture = (event: MouseEvent) => {
    if (useUserStore.getState().userToken) return;
    event.preventDefault();
    openLoginModal();
  };

  return (
    <div onClickCapture={onClickCapture} style={{ display: 'contents' }}>
      <FloatingWriteButton href={categoryId ? `/community/write?category=${categoryId}` : '/community/write'} showNewDot={showNewDot} />
    </div>
  );
}
