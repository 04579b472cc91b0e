import { handler, ok } from '@/lib/server/http/route';
import { listOwnedBadges } from '@/lib/server/people/badges';
import { profileBadgeOwner } from '@/lib/server/people/profiles';
import { uuidParam } from '@/lib/validation/people';

export const GET = handler<{ uuid: string }>(async ({ params, viewer, locale }) => {
  const owner = await profileBadgeOwner(uuidParam.parse(params).uuid, viewer, locale);
  return ok(owner ? await listOwnedBadges(owner.id, locale) : []);
});
