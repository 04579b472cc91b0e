import { TAKEDOWN_QUEUE_REASONS, TAKEDOWN_REASONS, TAKEDOWN_STATUSES } from '@/lib/enums';
import { z } from '@/lib/zod';

// 임시조치 (temporary measure) on a rights-infringement request, after Article 44-2 of Korea's
// Information and Communications Network Act: a post is blinded for up to 30 days — at once on a
// trusted member's request, else once an operator approves it; its author may object (ask for it
// to be posted again); an operator then restores or removes it; a post nobody objected for is
// removed when the period ends, once an operator has seen it. lib/server/moderation/takedown.ts.

export const TAKEDOWN_DAYS = 30;
export { TAKEDOWN_QUEUE_REASONS, TAKEDOWN_REASONS, TAKEDOWN_STATUSES };
export type TakedownReason = (typeof TAKEDOWN_REASONS)[number];
export type TakedownStatus = (typeof TAKEDOWN_STATUSES)[number];
export type TakedownQueueReason = (typeof TAKEDOWN_QUEUE_REASONS)[number];
/** The states that blind the post (one such request per post at a time). */
export const TAKEDOWN_OPEN: readonly TakedownStatus[] = ['blinded', 'objected'];
/** The states an operator still has to act on. */
export const TAKEDOWN_UNDECIDED: readonly TakedownStatus[] = ['pending', 'blinded', 'objected'];
/** A requester's request blinds at once only when their account is this old… */
export const TAKEDOWN_TRUST_ACCOUNT_DAYS = 14;
/** …and they have at least this many visible posts and comments (together). */
export const TAKEDOWN_TRUST_MIN_CONTENT = 5;
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

// pending: approve (blind it now) | dismiss; blinded: restore | remove | keep (seen: the period's
// end may delete it); objected: restore | remove.
export const TAKEDOWN_OUTCOMES = ['approve', 'dismiss', 'keep', 'restore', 'remove'] as const;
export type TakedownOutcome = (typeof TAKEDOWN_OUTCOMES)[number];

export const takedownDecisionInput = z
  .object({
    outcome: z.enum(TAKEDOWN_OUTCOMES, { error: 'actionInvalid' }),
    note: z.string({ error: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(TAKEDOWN_NOTE_MAX, 'tooLong'),
  })
  .meta({ id: 'TakedownDecisionInput' });
export type TakedownDecisionInput = z.infer<typeof takedownDecisionInput>;

export const takedownQuery = z.object({
  status: z.enum(TAKEDOWN_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(20),
});

export const takedownSchema = z
  .object({
    id: z.number().int(),
    post_id: z.number().int(),
    post_title: z.string().nullable().meta({ description: 'For the author, the requester and operators' }),
    reason: z.enum(TAKEDOWN_REASONS),
    status: z.enum(TAKEDOWN_STATUSES),
    queue_reason: z.enum(TAKEDOWN_QUEUE_REASONS).nullable().meta({
      description:
        'For the requester and operators: why it waits for an operator (new_member: the requester is not yet trusted; protected_post: an operator’s or pinned post; restored_before: an operator restored this post before); null when the post was blinded at once',
    }),
    statement: z.string().nullable().meta({ description: 'The request; for operators and the author' }),
    objection: z.string().nullable(),
    decision_note: z.string().nullable(),
    filed_at: z.string().meta({ format: 'date-time' }),
    blinded_at: z.string().nullable().meta({ format: 'date-time', description: 'Null while pending or once dismissed' }),
    expires_at: z
      .string()
      .nullable()
      .meta({ format: 'date-time', description: 'When the temporary measure ends; null while pending or once dismissed' }),
    reviewed_at: z.string().nullable().meta({ format: 'date-time', description: 'Operators only: when an operator saw the blinding' }),
    awaiting_review: z.boolean().meta({
      description: 'Operators only: the period ended, but nobody reviewed the blinding yet, so the post is not deleted',
    }),
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
