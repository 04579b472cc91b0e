import { z } from '@/lib/zod';
import { handler, ok } from '@/lib/server/http/route';
import { listOwnedBadges } from '@/lib/server/people/badges';
import { profileBadgeOwner } from '@/lib/server/people/profiles';
import { ownedBadgeSchema, uuidParam } from '@/lib/validation/people';

export const GET = handler(
  {
    summary: "A member's badges, oldest first",
    tags: ['People: profiles', 'People: badges'],
    params: uuidParam,
    lang: true,
    response: z.array(ownedBadgeSchema),
    errors: { '404': '1400: no such member (or withdrawn, or they blocked the reader)' },
  },
  async ({ params, viewer, locale }) => {
    const owner = await profileBadgeOwner(params.uuid, viewer, locale);
    return ok(owner ? await listOwnedBadges(owner.id, locale) : []);
  },
);
