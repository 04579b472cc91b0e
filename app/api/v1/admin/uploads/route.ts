import { uploadAdminImage } from '@/lib/server/admin/content/items';
import { AppError } from '@/lib/server/http/errors';
import { handler, ok, readForm } from '@/lib/server/http/route';
import { adminUploadFields } from '@/lib/validation/admin/content/items';

// Images for items and banners, and PNG sprite sheets (`purpose=sprite`, `frames`, optional `frame_width`).
export const POST = handler(
  async ({ req, viewer }) => {
    const form = await readForm(req);
    if (!form) throw new AppError('BAD_REQUEST', 'The body must be multipart/form-data');
    const fields = adminUploadFields.parse({
      purpose: form.get('purpose') ?? undefined,
      frames: form.get('frames') ?? undefined,
      frame_width: form.get('frame_width') ?? undefined,
    });
    const file = form.get('image');
    return ok(await uploadAdminImage(viewer, file instanceof Blob ? file : null, fields), { status: 201 });
  },
  { auth: 'admin' },
);
