import { listCategoryGroups } from '@/lib/server/community/categories';
import { handler, ok } from '@/lib/server/http/route';

export const GET = handler(async ({ locale }) => ok(await listCategoryGroups(locale)));
