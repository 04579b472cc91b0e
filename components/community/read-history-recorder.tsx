'use client';

import { useEffect } from 'react';
import { useFeedStore } from '@/stores/feed-store';

/** Records the post in the feed store's read history (spec §3), so lists can mark it as read. */
export function ReadHistoryRecorder({ postId }: { postId: number }) {
  useEffect(() => {
    useFeedStore.getState().addReadHistory(postId);
    useFeedStore.getState().setPost({ id: postId });
  }, [postId]);
  return null;
}
