import { handler, ok, readForm } from '@/lib/server/http/route';
import { created } from '@/lib/server/openapi/op';
import { uploadProfileImage } from '@/lib/server/people/profiles';
import { profileImageForm } from '@/lib/validation/people';
import { meSchema } from '@/lib/validation/users';

// A multipart body: the route reads the form itself.
export const POST = handler(
  {
    summary: 'Upload a new profile picture and show it at once',
    description:
      'Multipart field `image` (or `file`): JPEG, PNG, WebP or GIF, at most 5 MB; re-encoded to WebP without metadata. ' +
      'Counts as a profile edit (30 per 10 minutes, 429 / 1700 beyond).',
    tags: ['People: profiles'],
    auth: 'member',
    response: meSchema,
    errors: { '413': '1600: larger than 5 MB', '415': '1601: not an image we accept' },
    openapi: {
      requestBody: { content: { 'multipart/form-data': { schema: profileImageForm } } },
      responses: { ...created(meSchema) },
    },
  },
  async ({ req, viewer, locale }) => {
    const form = await readForm(req);
    const file = form?.get('image') ?? form?.get('file');
    return ok(await uploadProfileImage(viewer, file instanceof Blob ? file : null, locale), { status: 201 });
  },
);
