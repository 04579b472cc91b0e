import { createPost } from '@/lib/server/community/post-write';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { postWriteSchema } from '@/lib/validation/posts';

// POST /api/v1/community/ — write a post (re-exported by ./route.ts beside the list's GET).
export const POST = handler(
  async ({ req, viewer, locale }) => ok(await createPost(viewer, await readJson(req, postWriteSchema), locale), { status: 201 }),
  { auth: 'member' },
);
