import { handler, ok } from '@/lib/server/http/route';
import { getPublicProfile } from '@/lib/server/people/profiles';
import { uuidParam } from '@/lib/validation/people';

export const GET = handler<{ uuid: string }>(async ({ params, viewer, locale }) =>
  ok(await getPublicProfile(uuidParam.parse(params).uuid, viewer, locale)),
);
