// What the mission contracts share (app/api/v1/missions and check-in).

export const MISSION_PERIODS_TEXT =
  'A member’s day begins at 00:00 in Asia/Seoul when their language is Korean and in Asia/Taipei when it is Chinese; ' +
  'the week (ISO, e.g. 2026-W48) begins on Monday 00:00 of the same zone.';
