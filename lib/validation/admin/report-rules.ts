// Report rules (lib/server/moderation/report-rules.ts; documented in the README): content reported by
// this many distinct members is hidden pending review, and a member with this many reports
// dismissed within the window gets stricter report limits.
export const REPORT_AUTO_HIDE_THRESHOLD = 3;
export const FALSE_REPORT_PENALTY = { dismissed: 3, windowDays: 30 } as const;
