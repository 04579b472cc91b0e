'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { liveConnection, type LiveFrame, type LiveStatus } from './connection';

/** Receives the tab's live frames while mounted, with `topic` (when given) kept in the stream. */
export function useLiveFrames(topic: string | null, onFrame: (frame: LiveFrame) => void): void {
  const handler = useRef(onFrame);
  useEffect(() => {
    handler.current = onFrame;
  });
  useEffect(() => {
    const connection = liveConnection();
    const stopListening = connection.listen((frame) => handler.current(frame));
    const unsubscribe = topic ? connection.subscribe(topic) : null;
    return () => {
      stopListening();
      unsubscribe?.();
    };
  }, [topic]);
}

const serverStatus = (): LiveStatus => 'idle';

/** The live stream's state: 'open' while events arrive, 'failed' while screens poll instead. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (notify) => liveConnection().onStatus(notify),
    () => liveConnection().status,
    serverStatus,
  );
}
