'use client';

import { useEffect } from 'react';
import { post } from '@/lib/api/request';
import type { PostViewResultDto } from '@/lib/validation/posts';
import { useFeedStore } from '@/stores/feed-store';

/**
 * Records the post in the feed store's read history, so lists can mark it as read, and
 * reports the read to the server: guests get the page from a cache, so rendering it counts nothing.
 */
export function ReadHistoryRecorder({ postId }: { postId: number }) {
  useEffect(() => {
    useFeedStore.getState().addReadHistory(postId);
    // A lost view is not worth telling the reader about.
    post<PostViewResultDto>(`/v1/community/${postId}/view/`).catch(() => undefined);
  }, [postId]);
  return null;
}
