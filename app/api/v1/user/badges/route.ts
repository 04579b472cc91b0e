import { handler, ok } from '@/lib/server/http/route';
import { awardEarnedBadgesQuietly, listOwnedBadges } from '@/lib/server/people/badges';

// Reading one's badges also settles any rule badge earned since (a contest rank set later, say).
export const GET = handler(
  async ({ viewer, locale }) => {
    await awardEarnedBadgesQuietly(viewer.id);
    return ok(await listOwnedBadges(viewer.id, locale));
  },
  { auth: 'signedIn' },
);
