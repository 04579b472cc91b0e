import { z } from '@/lib/zod';
import {
  APPEAL_OUTCOMES,
  APPEAL_STATUSES,
  SANCTION_KINDS,
  SANCTION_RULES,
  SANCTION_STATUSES,
  SANCTION_TARGET_TYPES,
  TAKEDOWN_REASONS,
} from '@/lib/enums';
import { pageQuery } from '@/lib/validation/common';
import { blank, optionalQuery } from '@/lib/validation/admin/common';

// Sanctions, appeals and the public moderation log (lib/server/moderation). Error messages are
// keys under the forms' error namespaces.

export { APPEAL_OUTCOMES, APPEAL_STATUSES, SANCTION_KINDS, SANCTION_RULES, SANCTION_STATUSES, SANCTION_TARGET_TYPES };
export type SanctionKind = (typeof SANCTION_KINDS)[number];
export type SanctionRule = (typeof SANCTION_RULES)[number];
export type SanctionTargetType = (typeof SANCTION_TARGET_TYPES)[number];
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export const PUBLIC_NOTE_MAX = 500;
export const APPEAL_TEXT_MAX = 1000;
export const DECISION_NOTE_MAX = 500;

export const sanctionRule = z.enum(SANCTION_RULES, { error: 'ruleInvalid' });
export const publicNote = z
  .string()
  .trim()
  .max(PUBLIC_NOTE_MAX, 'tooLong')
  .default('')
  .meta({ description: 'Shown to the member and in the public moderation log' });

/**
 * What every administrator hide, delete and suspension carries: the rule it enforces (default
 * `other`; the report queue defaults to the reports' most common reason), the public note and
 * whether it counts as a strike (hide and delete only; default true).
 */
export const sanctionFields = {
  rule: sanctionRule.optional().meta({ description: `The community rule: ${SANCTION_RULES.join(', ')}` }),
  public_note: publicNote.optional(),
  strike: z.boolean().optional().meta({ description: 'A hide or delete counts as a strike (default true)' }),
};
export const sanctionFieldsSchema = z.object(sanctionFields);
export type SanctionFieldsInput = z.infer<typeof sanctionFieldsSchema>;

export const appealSchema = z
  .object({
    text: z.string({ error: 'required' }).trim().min(1, 'required').max(APPEAL_TEXT_MAX, 'tooLong'),
  })
  .meta({ id: 'AppealCreate' });
export type AppealInput = z.infer<typeof appealSchema>;

export const appealDecisionSchema = z
  .object({
    outcome: z.enum(APPEAL_OUTCOMES, { error: 'outcomeInvalid' }).meta({ description: 'uphold keeps the sanction; reverse undoes it' }),
    note: z.string().trim().max(DECISION_NOTE_MAX, 'tooLong').default('').meta({ description: 'Sent to the member' }),
  })
  .meta({ id: 'AppealDecision' });
export type AppealDecisionInput = z.infer<typeof appealDecisionSchema>;

export const adminAppealQuery = pageQuery.extend({
  status: optionalQuery(z.enum(APPEAL_STATUSES)),
});
export type AdminAppealQuery = z.infer<typeof adminAppealQuery>;

export const modlogQuery = pageQuery.extend({
  kind: z.preprocess(blank, z.enum([...SANCTION_KINDS, 'reversal']).optional()),
});
export type ModlogQuery = z.infer<typeof modlogQuery>;

export const sanctionTargetSchema = z
  .object({
    type: z.enum(SANCTION_TARGET_TYPES),
    id: z.number().int(),
    title: z.string().nullable().meta({ description: 'The post title (a comment: its post title)' }),
    excerpt: z.string().nullable().meta({ description: 'Start of the post or comment text' }),
    post_id: z.number().int().nullable(),
    is_hidden: z.boolean(),
    is_deleted: z.boolean(),
  })
  .meta({ id: 'SanctionTarget' });
export type SanctionTargetDto = z.infer<typeof sanctionTargetSchema>;

export const appealStateSchema = z
  .object({
    id: z.number().int(),
    text: z.string(),
    status: z.enum(APPEAL_STATUSES),
    decision_note: z.string(),
    decided_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AppealState' });
export type AppealStateDto = z.infer<typeof appealStateSchema>;

/** A member's own sanction: never the reporter, never the operator's private reason. */
export const memberSanctionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(SANCTION_KINDS),
    rule: z.enum(SANCTION_RULES),
    public_note: z.string(),
    strike: z.boolean(),
    strike_expires_at: z.string().nullable().meta({ description: 'When the strike stops counting; null without a counting strike' }),
    automatic: z.boolean().meta({ description: 'The automatic suspension for strikes' }),
    suspended_until: z.string().nullable(),
    status: z.enum(SANCTION_STATUSES),
    reversed_at: z.string().nullable(),
    created_at: z.string(),
    target: sanctionTargetSchema,
    appeal: appealStateSchema.nullable(),
    can_appeal: z.boolean(),
  })
  .meta({ id: 'MemberSanction' });
export type MemberSanctionDto = z.infer<typeof memberSanctionSchema>;

export const strikeSummarySchema = z
  .object({
    active: z.number().int().meta({ description: 'Strikes counting now' }),
    decay_days: z.number().int(),
    next_expiry: z.string().nullable(),
  })
  .meta({ id: 'StrikeSummary' });
export type StrikeSummaryDto = z.infer<typeof strikeSummarySchema>;

export const memberSanctionsSchema = z
  .object({
    strikes: strikeSummarySchema,
    results: z.array(memberSanctionSchema),
  })
  .meta({ id: 'MemberSanctions' });
export type MemberSanctionsDto = z.infer<typeof memberSanctionsSchema>;

export const adminAppealSchema = appealStateSchema
  .extend({
    member: z.object({ id: z.number().int(), nickname: z.string() }),
    decided_by: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
    sanction: z.object({
      id: z.number().int(),
      kind: z.enum(SANCTION_KINDS),
      rule: z.enum(SANCTION_RULES),
      public_note: z.string(),
      admin: z.object({ id: z.number().int(), nickname: z.string() }).nullable().meta({ description: 'null: the automatic suspension' }),
      status: z.enum(SANCTION_STATUSES),
      created_at: z.string(),
      target: sanctionTargetSchema,
    }),
    can_decide: z.boolean().meta({ description: 'False for the administrator who sanctioned, and once decided' }),
  })
  .meta({ id: 'AdminAppeal' });
export type AdminAppealDto = z.infer<typeof adminAppealSchema>;

/** One line of the public moderation log: never the reporter, the private note or the content's text. */
export const modlogEntrySchema = z
  .object({
    id: z
      .string()
      .meta({ description: '`s<id>` a sanction, `r<id>` its reversal; `t<id>` a 임시조치 request blinding a post, `u<id>` its closing' }),
    event: z.enum([...SANCTION_KINDS, 'reversal']),
    kind: z.enum(SANCTION_KINDS).meta({ description: 'The sanction (for a reversal: the one reversed)' }),
    target_type: z.enum(SANCTION_TARGET_TYPES),
    board: z.string().nullable().meta({ description: 'The board of the post or comment' }),
    rule: z.enum(SANCTION_RULES),
    public_note: z.string(),
    automatic: z.boolean(),
    at: z.string(),
    takedown_reason: z
      .enum(TAKEDOWN_REASONS)
      .nullable()
      .meta({ description: 'A 임시조치 step: the right the request claimed (its rule is then `other`, its note empty)' }),
  })
  .meta({ id: 'ModlogEntry' });
export type ModlogEntryDto = z.infer<typeof modlogEntrySchema>;
