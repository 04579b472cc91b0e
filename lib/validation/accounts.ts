import { z } from '@/lib/zod';
import { VERIFICATION_CHANNELS } from '@/lib/enums';
import { nicknameSchema } from './auth';

// Account endpoint shapes that lib/validation/auth.ts does not already define.
export const nicknameAvailableQuery = z.object({ nickname: nicknameSchema });
export const nicknameAvailableResult = z
  .object({
    available: z.boolean(),
    reason: z
      .enum(['taken', 'bannedWord'])
      .optional()
      .meta({ description: 'Why not: another member uses it, or the word filter refuses it' }),
  })
  .meta({ id: 'NicknameAvailability' });
export type NicknameAvailabilityDto = z.infer<typeof nicknameAvailableResult>;
export const logoutOthersResult = z.object({ revoked: z.number().int() }).meta({ id: 'LogoutOthersResult' });
export type LogoutOthersResultDto = z.infer<typeof logoutOthersResult>;

export const outboxMessageSchema = z
  .object({
    id: z.number().int(),
    channel: z.enum(VERIFICATION_CHANNELS),
    destination: z.string(),
    subject: z.string(),
    body: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessageDto = z.infer<typeof outboxMessageSchema>;
