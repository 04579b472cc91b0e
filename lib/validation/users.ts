import { z } from '@/lib/zod';
import { USER_ROLES } from '@/lib/enums';

export const badgeSchema = z.object({ id: z.number().int(), title: z.string(), hex_code: z.string() }).meta({ id: 'Badge' });

export const meSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    nickname: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status_message: z.string(),
    profile_image: z.string().nullable(),
    role: z.enum(USER_ROLES),
    referral_ball: z.number().int(),
    created_at: z.string(),
    represent_badge: z.object({ badge: badgeSchema }).nullable(),
    badges: z.array(badgeSchema),
  })
  .meta({ id: 'Me' });
export type MeDto = z.infer<typeof meSchema>;
