import { handler, ok, readJsonBody } from '@/lib/server/http/route';
import { getPublicProfile, updateProfile } from '@/lib/server/people/profiles';

// GET: one's own profile as others see it (with counts); PATCH: edit it.
export const GET = handler(async ({ viewer, locale }) => ok(await getPublicProfile(viewer!.uuid, viewer, locale)), {
  auth: 'signedIn',
});

export const PATCH = handler(
  async ({ req, viewer, locale }) => {
    const body = await readJsonBody(req);
    return ok(await updateProfile(viewer!, body ?? {}, locale));
  },
  { auth: 'member' },
);
