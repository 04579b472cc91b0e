import { handler, ok, readJson } from '@/lib/server/http/route';
import { getPublicProfile, updateProfile } from '@/lib/server/people/profiles';
import { profileUpdateSchema } from '@/lib/validation/people';

// GET: one's own profile as others see it (with counts); PATCH: edit it.
export const GET = handler(async ({ viewer, locale }) => ok(await getPublicProfile(viewer.uuid, viewer, locale)), {
  auth: 'signedIn',
});

export const PATCH = handler(
  async ({ req, viewer, locale }) => ok(await updateProfile(viewer, await readJson(req, profileUpdateSchema, { optional: true }), locale)),
  { auth: 'member' },
);
