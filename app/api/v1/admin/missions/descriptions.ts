// What the contracts of the missions' administration say more than once.

/** The 400 and 409 of writing a mission. */
export const missionErrors = {
  '400':
    '1000: `errors` per field: required, tooLong, slugInvalid (key), invalid (target 1–100, reward_balls 0–10000, kind, period), ' +
    'dateInvalid, endBeforeStart (ends_at not after starts_at), badgeRequired (no such reward_badge_id)',
  '409': '1500: the key is taken (errors.key = missionKeyTaken)',
};
