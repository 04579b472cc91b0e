import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readJson, readQuery } from '@/lib/server/http/route';
import { blockUser, listBlocks, unblockUser } from '@/lib/server/people/blocks';
import { readUserRef } from '@/lib/server/people/request';
import { pageQuery } from '@/lib/validation/common';
import { userRefSchema } from '@/lib/validation/people';

export const GET = handler(async ({ url, viewer, locale }) => okPage(url, await listBlocks(viewer.id, readQuery(url, pageQuery), locale)), {
  auth: 'signedIn',
});

export const POST = handler(
  async ({ req, viewer, locale }) => ok(await blockUser(viewer, (await readJson(req, userRefSchema)).user_uuid, locale)),
  { auth: 'member' },
);

export const DELETE = handler(
  async ({ req, url, viewer, locale }) => ok(await unblockUser(viewer, (await readUserRef(req, url)).user_uuid, locale)),
  { auth: 'member' },
);
