import { NOTIFICATION_KINDS } from '@/lib/enums';
import { groupState, PUSH_GROUPS, setGroup } from './groups';

it('puts every notification kind in exactly one of at most five groups', () => {
  expect(PUSH_GROUPS.length).toBeLessThanOrEqual(5);
  const grouped = PUSH_GROUPS.flatMap((group) => group.kinds as readonly string[]);
  expect([...grouped].sort()).toEqual([...NOTIFICATION_KINDS].sort());
});

it('tells a group on, off or mixed, and sets all of its kinds at once', () => {
  const trades = PUSH_GROUPS.find((group) => group.key === 'trades')!;
  expect(groupState(trades, ['comment'])).toBe('off');
  expect(groupState(trades, ['trade'])).toBe('mixed');
  expect(groupState(trades, ['wish_match', 'trade', 'price_alert'])).toBe('on');
  expect(setGroup(trades, ['trade', 'comment'], true)).toEqual(['comment', 'wish_match', 'trade', 'price_alert']);
  expect(setGroup(trades, ['trade', 'comment'], false)).toEqual(['comment']);
});
