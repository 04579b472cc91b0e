import { z } from '@/lib/zod';

// How another member appears next to their content: the spec's wish-list user shape.
export const userSummarySchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    profile_image: z.string().nullable(),
    profile: z.object({ name: z.string().nullable().meta({ description: 'Nickname; null for a withdrawn member' }) }),
    represent_badge: z.object({ badge: z.object({ title: z.string(), hex_code: z.string() }) }).nullable(),
    is_withdrawn: z.boolean(),
  })
  .meta({ id: 'UserSummary' });
export type UserSummaryDto = z.infer<typeof userSummarySchema>;
