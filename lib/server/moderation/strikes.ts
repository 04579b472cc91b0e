// Strikes: every administrator hide or delete marked as a strike counts one, for STRIKE_DECAY_DAYS
// from the sanction; a reversed sanction stops counting. Reaching a step of the ladder suspends
// the member automatically (a sanction with no administrator). Plain data and pure functions, so
// the README, the member's page and the unit tests read the same numbers.

export const STRIKE_DECAY_DAYS = 90;
const DAY_MS = 86_400_000;

/** Active strikes → automatic suspension in days (null: until an administrator lifts it). */
export const STRIKE_LADDER: readonly { strikes: number; days: number | null }[] = [
  { strikes: 3, days: 3 },
  { strikes: 5, days: 30 },
  { strikes: 7, days: null },
];

/** When a strike given at `at` stops counting. */
export const strikeExpiry = (at: Date): Date => new Date(at.getTime() + STRIKE_DECAY_DAYS * DAY_MS);

/** The strikes counting at `now`. */
export function countActiveStrikes(strikes: { createdAt: Date; active: boolean }[], now = new Date()): number {
  return strikes.filter((s) => s.active && strikeExpiry(s.createdAt).getTime() > now.getTime()).length;
}

/**
 * The automatic suspension a new strike triggers: when the count reaches a step exactly (a member
 * is not suspended again for every strike past a step). `undefined`: none; `null` days: permanent.
 */
export function suspensionForStrikes(active: number): { days: number | null } | undefined {
  const step = STRIKE_LADDER.find((s) => s.strikes === active);
  return step ? { days: step.days } : undefined;
}
