import { okPage } from '@/lib/server/http/paging';
import { handler, readQuery } from '@/lib/server/http/route';
import { listUserPosts } from '@/lib/server/people/profiles';
import { pageQuery } from '@/lib/validation/common';
import { uuidParam } from '@/lib/validation/people';

export const GET = handler<{ uuid: string }>(async ({ params, url, viewer, locale }) =>
  okPage(url, await listUserPosts(uuidParam.parse(params).uuid, viewer, readQuery(url, pageQuery), locale)),
);
