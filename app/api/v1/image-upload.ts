import { handler, ok, readForm } from '@/lib/server/http/route';
import { created } from '@/lib/server/openapi/op';
import { storeImage, type UploadPurpose } from '@/lib/server/uploads';
import { imageUploadForm, storedImageSchema } from '@/lib/validation/uploads';

/**
 * The POST of a member's image upload for `purpose` (a post's, an inquiry's). The multipart body is
 * read here; storeImage answers for a missing or unreadable file.
 */
export function imageUpload(purpose: UploadPurpose, contract: { summary: string; tags: readonly string[] }) {
  return handler(
    {
      ...contract,
      auth: 'member',
      response: null,
      errors: {
        '413': '1600: larger than 5 MB',
        '415': '1601: not a JPEG, PNG, WebP or GIF image',
      },
      openapi: {
        requestBody: { content: { 'multipart/form-data': { schema: imageUploadForm } } },
        responses: created(storedImageSchema),
      },
    },
    async ({ req, viewer }) => {
      const form = await readForm(req);
      const file = form?.get('image') ?? form?.get('file');
      return ok(await storeImage(file instanceof Blob ? file : null, { ownerId: viewer.id, purpose }), { status: 201 });
    },
  );
}
