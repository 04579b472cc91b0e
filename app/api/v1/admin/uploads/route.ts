import { uploadAdminImage } from '@/lib/server/items/admin';
import { AppError } from '@/lib/server/http/errors';
import { handler, ok, readForm } from '@/lib/server/http/route';
import { adminUploadFields, adminUploadForm, adminUploadSchema } from '@/lib/validation/admin/content/items';
import { admin, created, notAdmin } from '@/app/api/v1/admin/contract';

// Sprite sheets: `purpose=sprite`, `frames`, optional `frame_width`.
export const POST = handler(
  {
    ...admin,
    summary: 'Upload an item or banner image, or a PNG sprite sheet (width = frame width × frames)',
    ...created(adminUploadSchema, { requestBody: { content: { 'multipart/form-data': { schema: adminUploadForm } } } }),
    errors: {
      '403': notAdmin,
      '413': '1600: larger than 5 MB',
      '415': '1601: not an image (sprite sheets: not a PNG)',
    },
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
