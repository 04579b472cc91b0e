import { loadMainPage } from '@/lib/server/community/main-page';
import { handler, ok } from '@/lib/server/http/route';

export const GET = handler(async ({ viewer, locale }) => ok(await loadMainPage({ viewer, locale })));
