import { handler, ok, readForm } from '@/lib/server/http/route';
import { storeImage } from '@/lib/server/uploads';

export const POST = handler(
  async ({ req, viewer }) => {
    const form = await readForm(req);
    const file = form?.get('image') ?? form?.get('file');
    return ok(await storeImage(file instanceof Blob ? file : null, { ownerId: viewer.id, purpose: 'post' }), { status: 201 });
  },
  { auth: 'member' },
);
