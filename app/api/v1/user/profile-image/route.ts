import { handler, ok, readForm } from '@/lib/server/http/route';
import { uploadProfileImage } from '@/lib/server/people/profiles';

export const POST = handler(
  async ({ req, viewer, locale }) => {
    const form = await readForm(req);
    const file = form?.get('image') ?? form?.get('file');
    return ok(await uploadProfileImage(viewer, file instanceof Blob ? file : null, locale), { status: 201 });
  },
  { auth: 'member' },
);
