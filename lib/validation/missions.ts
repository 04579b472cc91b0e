import { z } from '@/lib/zod';
import { MISSION_KINDS, MISSION_PERIODS } from '@/lib/enums';
import { bodyId, pageQuery } from './common';
import { badgeSchema } from './users';
import { bilingual, isoDateTime, keyword } from './admin/common';

export { MISSION_KINDS, MISSION_PERIODS };
export type MissionKind = (typeof MISSION_KINDS)[number];
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

// The daily check-in's reward: CHECK_IN_BALLS every day, CHECK_IN_BONUS_BALLS more on every
// CHECK_IN_BONUS_EVERY-th day of an unbroken streak (7, 14, 21…).
export const CHECK_IN_BALLS = 10;
export const CHECK_IN_BONUS_EVERY = 7;
export const CHECK_IN_BONUS_BALLS = 30;

export const MISSION_TITLE_MAX = 60;
export const MISSION_DESCRIPTION_MAX = 300;
export const MISSION_TARGET_MAX = 100;
export const MISSION_REWARD_MAX = 10_000;

// ── The members' side ──────────────────────────────────────────────────────

export const missionSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    kind: z.enum(MISSION_KINDS),
    period: z.enum(MISSION_PERIODS),
    title: z.string(),
    description: z.string(),
    target: z.number().int(),
    progress: z.number().int().nullable().meta({ description: 'Counted actions this period, capped at target; null for guests' }),
    completed: z.boolean(),
    rewarded: z.boolean().meta({ description: 'The reward of this period was granted (automatically, when the target was reached)' }),
    reward_balls: z.number().int(),
    reward_badge: badgeSchema.nullable(),
    ends_at: z.string().nullable().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Mission' });
export type MissionDto = z.infer<typeof missionSchema>;

export const checkInStateSchema = z
  .object({
    today: z.string().meta({ description: 'The member’s day, YYYY-MM-DD in their time zone' }),
    checked_today: z.boolean(),
    streak: z.number().int().meta({ description: 'Days in a row up to today (or yesterday, while today is not checked yet)' }),
    month: z.string().meta({ description: 'YYYY-MM of today' }),
    days: z.array(z.string()).meta({ description: 'This month’s checked days, YYYY-MM-DD' }),
  })
  .meta({ id: 'CheckInState' });
export type CheckInStateDto = z.infer<typeof checkInStateSchema>;

export const missionBoardSchema = z
  .object({
    signed_in: z.boolean(),
    time_zone: z
      .string()
      .meta({ description: 'Asia/Seoul for Korean members, Asia/Taipei for Chinese; a guest’s from the reading language' }),
    today: z.string(),
    week: z.string().meta({ description: 'ISO week, e.g. 2026-W48 (weeks begin Monday 00:00)' }),
    balls: z.number().int().nullable().meta({ description: 'The member’s referral_ball; null for guests' }),
    check_in: checkInStateSchema.nullable(),
    reward: z.object({ balls: z.number().int(), bonus_every: z.number().int(), bonus_balls: z.number().int() }),
    daily: z.array(missionSchema),
    weekly: z.array(missionSchema),
  })
  .meta({ id: 'MissionBoard' });
export type MissionBoardDto = z.infer<typeof missionBoardSchema>;

export const checkInResultSchema = z
  .object({
    already: z.boolean().meta({ description: 'true: today was checked before; nothing was added' }),
    day: z.string(),
    streak: z.number().int(),
    balls_awarded: z.number().int(),
    balls: z.number().int().meta({ description: 'The member’s referral_ball after the check-in' }),
  })
  .meta({ id: 'CheckInResult' });
export type CheckInResultDto = z.infer<typeof checkInResultSchema>;

// ── Administration ─────────────────────────────────────────────────────────

const MISSION_KEY = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const whole = () => z.number({ error: 'invalid' }).int('invalid');

export const missionInputSchema = z
  .object({
    key: z.string({ error: 'required' }).trim().min(1, 'required').max(48, 'tooLong').regex(MISSION_KEY, 'slugInvalid'),
    kind: z.enum(MISSION_KINDS, { error: 'invalid' }),
    period: z.enum(MISSION_PERIODS, { error: 'invalid' }),
    target: whole().min(1, 'invalid').max(MISSION_TARGET_MAX, 'invalid'),
    reward_balls: whole().min(0, 'invalid').max(MISSION_REWARD_MAX, 'invalid').default(0),
    reward_badge_id: bodyId().nullable().default(null),
    title_ko: bilingual(MISSION_TITLE_MAX),
    title_zh: bilingual(MISSION_TITLE_MAX),
    description_ko: bilingual(MISSION_DESCRIPTION_MAX, { required: false }).default(''),
    description_zh: bilingual(MISSION_DESCRIPTION_MAX, { required: false }).default(''),
    starts_at: isoDateTime.optional().meta({ description: 'Defaults to now' }),
    ends_at: isoDateTime.nullable().default(null).meta({ description: 'null: no end' }),
    is_active: z.boolean().default(true),
    sort_order: z.number().int().min(-1000).max(1000).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.ends_at && v.starts_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'endBeforeStart' });
    }
  })
  .meta({ id: 'AdminMissionInput' });
export type MissionInput = z.infer<typeof missionInputSchema>;

export const adminMissionQuery = pageQuery.extend({ q: keyword.meta({ description: 'Part of the key or title in either language' }) });

export const adminMissionSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    kind: z.enum(MISSION_KINDS),
    period: z.enum(MISSION_PERIODS),
    target: z.number().int(),
    reward_balls: z.number().int(),
    reward_badge_id: z.number().int().nullable(),
    title_ko: z.string(),
    title_zh: z.string(),
    description_ko: z.string(),
    description_zh: z.string(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    completions: z.number().int().meta({ description: 'Rewards granted so far, every period' }),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminMission' });
export type AdminMissionDto = z.infer<typeof adminMissionSchema>;
