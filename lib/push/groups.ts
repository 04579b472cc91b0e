import { NOTIFICATION_KINDS } from '@/lib/enums';

// What the account page offers to push, in five plain groups over the stored notification kinds.
// The server keeps one switch per kind (a kind added later starts off for members who saved
// theirs); a group's switch sets all of its kinds, and a group whose kinds disagree shows as
// mixed until the member flips it (then every kind of it is on).

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const PUSH_GROUPS = [
  { key: 'activity', kinds: ['comment', 'reply', 'like', 'friend_request', 'friend_accepted'] },
  { key: 'missions', kinds: ['badge'] },
  { key: 'trades', kinds: ['wish_match', 'trade', 'price_alert'] },
  { key: 'news', kinds: ['notice', 'inquiry_reply'] },
  { key: 'moderation', kinds: ['takedown', 'sanction', 'appeal_upheld', 'appeal_reversed'] },
] as const satisfies readonly { key: string; kinds: readonly NotificationKind[] }[];

export type PushGroupKey = (typeof PUSH_GROUPS)[number]['key'];
export type GroupState = 'on' | 'off' | 'mixed';

/** Whether all, none or some of the group's kinds are among `kinds`. */
export function groupState(group: { kinds: readonly string[] }, kinds: readonly string[]): GroupState {
  const on = group.kinds.filter((kind) => kinds.includes(kind)).length;
  return on === 0 ? 'off' : on === group.kinds.length ? 'on' : 'mixed';
}

/** `kinds` with every kind of the group switched on or off, in the stored order. */
export function setGroup(group: { kinds: readonly string[] }, kinds: readonly string[], on: boolean): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => (group.kinds.includes(kind) ? on : kinds.includes(kind)));
}
