'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { peopleKeys } from '@/lib/api/keys';
import { staleOnLive } from '@/lib/api/live';
import { LIVE_RESOURCES } from '@/lib/api/live-resources';
import { liveConnection } from '@/lib/live/connection';
import { handToNativeApp } from '@/lib/push/bridge';
import { useUserStore } from '@/stores/user-store';

/**
 * A signed-in member's notifications as they happen: the unread count (the bottom bar's dot, the
 * bell) takes the count the event carries, and the keys each resource names for the event's kind
 * (lib/api/live-resources.ts: the notification list, an open trades list…) are read again. Inside
 * the game's webview each one is also handed to the native app (README "The webview bridge"), which shows it.
 */
export function LiveNotifications() {
  const token = useUserStore((s) => s.userToken);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    return liveConnection().listen((frame) => {
      if (frame.kind !== 'notification' && frame.kind !== 'reset') return;
      const count = Number(frame.data.unread_count);
      if (frame.kind === 'notification') {
        const id = Number(frame.data.id);
        if (Number.isFinite(id)) handToNativeApp({ kind: String(frame.data.kind ?? ''), id });
      }
      if (frame.kind === 'notification' && Number.isFinite(count)) queryClient.setQueryData(peopleKeys.unread(), { count });
      else void queryClient.invalidateQueries({ queryKey: peopleKeys.unread() });
      for (const filters of staleOnLive(frame, LIVE_RESOURCES)) void queryClient.invalidateQueries(filters);
    });
  }, [token, queryClient]);
  return null;
}
