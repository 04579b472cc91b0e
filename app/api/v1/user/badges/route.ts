import { z } from '@/lib/zod';
import { handler, ok } from '@/lib/server/http/route';
import { awardEarnedBadgesQuietly, listOwnedBadges } from '@/lib/server/people/badges';
import { ownedBadgeSchema } from '@/lib/validation/people';

// Reading one's badges also settles any rule badge earned since (a contest rank set later, say).
export const GET = handler(
  {
    summary: "One's own badges (rule badges earned since are awarded first)",
    tags: ['People: badges'],
    auth: 'signedIn',
    lang: true,
    response: z.array(ownedBadgeSchema),
  },
  async ({ viewer, locale }) => {
    await awardEarnedBadgesQuietly(viewer.id);
    return ok(await listOwnedBadges(viewer.id, locale));
  },
);
