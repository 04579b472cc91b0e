import { handler, ok } from '@/lib/server/http/route';
import { getPublicProfile, updateProfile } from '@/lib/server/people/profiles';
import { profileUpdateSchema, publicProfileSchema } from '@/lib/validation/people';
import { meSchema } from '@/lib/validation/users';

const tags = ['People: profiles'];

export const GET = handler(
  { summary: "One's own public profile (with counts)", tags, auth: 'signedIn', lang: true, response: publicProfileSchema },
  async ({ viewer, locale }) => ok(await getPublicProfile(viewer.uuid, viewer, locale)),
);

export const PATCH = handler(
  {
    summary: "Edit one's profile: nickname, status message, picture, representative badge",
    description:
      'Only the fields sent change. Nickname: 2–10 characters, no spaces or < > " \' ` &, unique case-insensitively (409 / 2005). ' +
      'Status message: at most 100 characters. Picture: an own upload from POST /v1/user/profile-image/, or null for the default. ' +
      "Representative badge: one of one's badges, or null. " +
      'At most 30 saves per 10 minutes (with the picture uploads), and 5 nickname changes a day (429 / 1700 with Retry-After).',
    tags,
    auth: 'member',
    body: profileUpdateSchema,
    bodyOptional: true,
    lang: true,
    response: meSchema,
    errors: {
      '400':
        '1000: `errors.nickname` (nicknameLength, nicknameChars), `errors.status_message` (statusMessageMax), `errors.profile_image`, `errors.represent_badge_id` (badgeNotOwned)',
      '409': '2005: the nickname is in use',
    },
  },
  async ({ body, viewer, locale }) => ok(await updateProfile(viewer, body, locale)),
);
