import { loadMainPage } from '@/lib/server/community/main-page';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { mainPageQuery } from '@/lib/validation/posts';

export const GET = handler(async ({ url, viewer, locale }) => ok(await loadMainPage({ viewer, locale }, readQuery(url, mainPageQuery))));
