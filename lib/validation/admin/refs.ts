import { z } from '@/lib/zod';
import { USER_ROLES, USER_STATUSES } from '@/lib/enums';

// How the administration screens name a member (lib/server/people/member-refs.ts builds it).
export const memberRefSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    nickname: z.string().nullable(),
    role: z.enum(USER_ROLES),
    status: z.enum(USER_STATUSES),
    suspended_until: z.string().nullable(),
  })
  .meta({ id: 'AdminMemberRef' });
export type AdminMemberRef = z.infer<typeof memberRefSchema>;
