import { uploadAdminImage } from '@/lib/server/items/admin';
import { AppError } from '@/lib/server/http/errors';
import { handler, ok, readForm } from '@/lib/server/http/route';
import { adminUploadFields, adminUploadForm, adminUploadSchema } from '@/lib/validation/admin/content/items';
import { adminContract, created } from '@/app/api/v1/admin/contract';

// Sprite sheets: `purpose=sprite`, `frames`, optional `frame_width`.
export const POST = handler(
  {
    ...adminContract({ '413': '1600: larger than 5 MB', '415': '1601: not an image (sprite sheets: not a PNG)' }),
    summary: 'Upload an item or banner image, or a PNG sprite sheet (width = frame width × frames)',
    ...created(adminUploadSchema, { requestBody: { content: { 'multipart/form-data': { schema: adminUploadForm } } } }),
  },
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
);
