import { handler, ok, readQuery } from '@/lib/server/http/route';
import { listUserPosts } from '@/lib/server/people/profiles';
import { pageQuery } from '@/lib/validation/common';
import { uuidParam } from '@/lib/validation/people';

export const GET = handler<{ uuid: string }>(async ({ params, url, viewer, locale }) =>
  ok(await listUserPosts(uuidParam.parse(params).uuid, viewer, readQuery(url, pageQuery), locale, url)),
);
