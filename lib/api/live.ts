import type { QueryKey } from '@tanstack/react-query';
import type { NOTIFICATION_KINDS } from '@/lib/enums';

// What a resource's cache follows on the live stream (README "Live updates"). Each resource names
// the member's notification kinds that change it (every step of a trade notifies the other side
// with kind `trade`, an operator's answer to an inquiry `inquiry_reply`…) and the keys those events
// make stale; the live handler (components/live/live-notifications.tsx) invalidates them, so an
// open screen reads itself again. A `reset` frame (events were lost) makes every declared key stale.
// Comments and ladders follow their own topics on their screens (useLiveFrames).

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Keys to invalidate: the key and everything under it, or with `exact` that key alone. */
export type LiveKey = { queryKey: QueryKey; exact?: boolean };

export type LiveInvalidation = {
  /** The notification kinds that change the resource; 'all' for every one. */
  notifications: readonly NotificationKind[] | 'all';
  keys: readonly LiveKey[];
};

/** A live frame as the stream hands it over (lib/live/connection.ts). */
type Frame = { kind: string; data: Record<string, unknown> };

/** The keys `frame` makes stale among `resources`. */
export function staleOnLive(frame: Frame, resources: readonly LiveInvalidation[]): LiveKey[] {
  if (frame.kind === 'reset') return resources.flatMap((r) => r.keys);
  if (frame.kind !== 'notification') return [];
  const kind = String(frame.data.kind ?? '');
  return resources.filter((r) => r.notifications === 'all' || (r.notifications as readonly string[]).includes(kind)).flatMap((r) => r.keys);
}
