import { TAKEDOWN_REASONS, TAKEDOWN_STATUSES } from '@/lib/enums';
import { z } from '@/lib/zod';

// 임시조치 (temporary measure) on a rights-infringement request, after Article 44-2 of Korea's
// Information and Communications Network Act: a post is blinded at once for up to 30 days; its
// author may object (ask for it to be posted again); an operator then restores or removes it; a
// post nobody objected for is removed when the period ends. lib/server/moderation/takedown.ts.

export const TAKEDOWN_DAYS = 30;
export { TAKEDOWN_REASONS, TAKEDOWN_STATUSES };
export type TakedownReason = (typeof TAKEDOWN_REASONS)[number];
export type TakedownStatus = (typeof TAKEDOWN_STATUSES)[number];
export const TAKEDOWN_OPEN: readonly TakedownStatus[] = ['blinded', 'objected'];
export const TAKEDOWN_STATEMENT_MIN = 20;
export const TAKEDOWN_STATEMENT_MAX = 2000;
export const TAKEDOWN_OBJECTION_MIN = 10;
export const TAKEDOWN_NOTE_MAX = 500;

export const takedownRequestInput = z
  .object({
    reason: z.enum(TAKEDOWN_REASONS, { error: 'takedownReason' }),
    statement: z
      .string({ error: 'takedownStatement' })
      .trim()
      .min(TAKEDOWN_STATEMENT_MIN, 'takedownStatement')
      .max(TAKEDOWN_STATEMENT_MAX, 'tooLong')
      .meta({ description: 'Whose right the post infringes and how (shown to operators and, without the requester, to the author)' }),
    affirm: z
      .literal(true, { error: 'takedownAffirm' })
      .meta({ description: 'The requester is the right holder or acts for them, in good faith' }),
  })
  .meta({ id: 'TakedownRequestInput' });
export type TakedownRequestInput = z.infer<typeof takedownRequestInput>;

export const takedownObjectionInput = z
  .object({
    text: z
      .string({ error: 'takedownObjection' })
      .trim()
      .min(TAKEDOWN_OBJECTION_MIN, 'takedownObjection')
      .max(TAKEDOWN_STATEMENT_MAX, 'tooLong')
      .meta({ description: 'Why the post does not infringe the right (shown to operators)' }),
  })
  .meta({ id: 'TakedownObjectionInput' });

export const takedownDecisionInput = z
  .object({
    outcome: z.enum(['restore', 'remove'], { error: 'actionInvalid' }),
    note: z.string({ error: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(TAKEDOWN_NOTE_MAX, 'tooLong'),
  })
  .meta({ id: 'TakedownDecisionInput' });
export type TakedownDecisionInput = z.infer<typeof takedownDecisionInput>;

export const takedownQuery = z.object({
  status: z.enum(TAKEDOWN_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(20),
});

export const takedownSchema = z
  .object({
    id: z.number().int(),
    post_id: z.number().int(),
    post_title: z.string().nullable().meta({ description: 'For the author, the requester and operators' }),
    reason: z.enum(TAKEDOWN_REASONS),
    status: z.enum(TAKEDOWN_STATUSES),
    statement: z.string().nullable().meta({ description: 'The request; for operators and the author' }),
    objection: z.string().nullable(),
    decision_note: z.string().nullable(),
    blinded_at: z.string().meta({ format: 'date-time' }),
    expires_at: z.string().meta({ format: 'date-time', description: 'When the temporary measure ends' }),
    objected_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    role: z.enum(['author', 'requester', 'admin', 'other']).meta({ description: 'How the caller stands to the request' }),
    requester: z
      .object({ id: z.number().int(), nickname: z.string().nullable() })
      .nullable()
      .meta({ description: 'Operators only: the author never learns who asked' }),
  })
  .meta({ id: 'Takedown' });
export type TakedownDto = z.infer<typeof takedownSchema>;
