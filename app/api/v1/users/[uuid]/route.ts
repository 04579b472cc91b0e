import { handler, ok } from '@/lib/server/http/route';
import { getPublicProfile } from '@/lib/server/people/profiles';
import { publicProfileSchema, uuidParam } from '@/lib/validation/people';

export const GET = handler(
  {
    summary: "A member's public profile, with the signed-in reader's relation to them",
    description:
      'A withdrawn member answers `is_withdrawn: true` with no name, picture or counts. A member who blocked the reader ' +
      'answers 404; a member the reader blocked answers `relation.is_blocked: true` (their posts and comments lists are empty).',
    tags: ['People: profiles'],
    params: uuidParam,
    lang: true,
    response: publicProfileSchema,
    errors: { '404': '1400: no such member (or withdrawn, or they blocked the reader)' },
  },
  async ({ params, viewer, locale }) => ok(await getPublicProfile(params.uuid, viewer, locale)),
);
