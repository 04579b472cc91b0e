import { handler, ok, readJson } from '@/lib/server/http/route';
import { listLooks, saveLook } from '@/lib/server/room';
import { lookWriteSchema } from '@/lib/validation/room';

export const GET = handler(async ({ viewer, locale }) => ok(await listLooks(viewer.id, locale)), { auth: 'signedIn' });

export const POST = handler(
  async ({ req, viewer, locale }) => ok(await saveLook(viewer, await readJson(req, lookWriteSchema), locale), { status: 201 }),
  { auth: 'member' },
);
