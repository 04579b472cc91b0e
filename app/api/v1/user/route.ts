import { handler, ok } from '@/lib/server/http/route';
import { getMe } from '@/lib/server/people/me';
import { meSchema } from '@/lib/validation/users';

export const GET = handler(
  { summary: 'The signed-in user', tags: ['User'], auth: 'signedIn', lang: true, response: meSchema },
  async ({ viewer, locale }) => ok(await getMe(viewer.id, locale)),
);
