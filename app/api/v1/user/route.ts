import { handler, ok } from '@/lib/server/http/route';
import { getMe } from '@/lib/server/people/me';

export const GET = handler(async ({ viewer, locale }) => ok(await getMe(viewer.id, locale)), { auth: 'signedIn' });
