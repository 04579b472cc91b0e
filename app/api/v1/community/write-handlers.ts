import { z } from '@/lib/zod';
import { createPost } from '@/lib/server/community/post-write';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { afterPostCreated } from '@/lib/server/people/hooks';

// POST /api/v1/community/ — write a post (re-exported by ./route.ts beside the list's GET).
export const POST = handler(
  async ({ req, viewer, locale }) => ok(await afterPostCreated(viewer!.id, await createPost(viewer!, await readJson(req, z.unknown()), locale)), { status: 201 }),
  { auth: 'member' },
);
