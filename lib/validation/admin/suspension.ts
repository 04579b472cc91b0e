import { z } from '@/lib/zod';
import { sanctionFields } from '@/lib/validation/moderation';
import { isoDateTime } from './common';

export const SUSPENSION_REASON_MAX = 200;

export const suspensionSchema = z
  .object({
    reason: z.string({ error: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(SUSPENSION_REASON_MAX, 'tooLong'),
    until: isoDateTime.nullable().default(null).meta({ description: 'End of the suspension; null suspends until lifted' }),
    rule: sanctionFields.rule,
    public_note: sanctionFields.public_note,
  })
  .meta({ id: 'AdminSuspension' });
export type SuspensionInput = z.infer<typeof suspensionSchema>;
