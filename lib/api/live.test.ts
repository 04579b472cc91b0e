import { inquiryKeys, peopleKeys, priceKeys, tradeKeys, wishlistKeys } from './keys';
import { staleOnLive } from './live';
import { LIVE_RESOURCES } from './live-resources';

const notification = (kind: string) => ({ kind: 'notification', data: { id: 1, kind, unread_count: 3 } });
const keysOf = (frame: { kind: string; data: Record<string, unknown> }) => staleOnLive(frame, LIVE_RESOURCES).map((k) => k.queryKey);

it('a trade step makes the member’s trades stale, with the notification list', () => {
  expect(keysOf(notification('trade'))).toEqual([peopleKeys.notifications(), tradeKeys.all]);
});

it('each kind reaches the resources that name it, and only those', () => {
  expect(keysOf(notification('inquiry_reply'))).toEqual([peopleKeys.notifications(), inquiryKeys.all]);
  expect(keysOf(notification('wish_match'))).toEqual([peopleKeys.notifications(), wishlistKeys.all]);
  expect(keysOf(notification('price_alert'))).toEqual([peopleKeys.notifications(), priceKeys.alertLists()]);
  expect(keysOf(notification('friend_accepted'))).toContainEqual(peopleKeys.friends());
  expect(keysOf(notification('comment'))).toEqual([peopleKeys.notifications()]);
});

it('the notification list is named exactly, so the unread count under it keeps the number the event carries', () => {
  expect(staleOnLive(notification('like'), LIVE_RESOURCES)).toEqual([{ queryKey: peopleKeys.notifications(), exact: true }]);
});

it('a reset (events were lost) makes every declared key stale; topic frames are their screens’ own', () => {
  expect(keysOf({ kind: 'reset', data: {} })).toEqual(LIVE_RESOURCES.flatMap((r) => r.keys.map((k) => k.queryKey)));
  expect(keysOf({ kind: 'comment', data: { post_id: 1 } })).toEqual([]);
  expect(keysOf({ kind: 'ladder', data: { item_id: 1 } })).toEqual([]);
});
