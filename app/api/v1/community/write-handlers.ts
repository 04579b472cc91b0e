import { z } from 'zod';
import { createPost } from '@/lib/server/community/post-write';
import { handler, ok, readJson } from '@/lib/server/http/route';

// POST /api/v1/community/ — write a post (re-exported by ./route.ts beside the list's GET).
export const POST = handler(
  async ({ req, viewer, locale }) => ok(await createPost(viewer!, await readJson(req, z.unknown()), locale), { status: 201 }),
  { auth: 'member' },
);
