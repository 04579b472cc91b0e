import { handler, ok } from '@/lib/server/http/route';
import { roomCatalogue } from '@/lib/server/room';

export const GET = handler(async ({ viewer, locale }) => ok(await roomCatalogue(viewer, locale)), { auth: 'signedIn' });
