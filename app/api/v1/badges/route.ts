import { handler, ok } from '@/lib/server/http/route';
import { listBadgeCatalogue } from '@/lib/server/people/badges';

export const GET = handler(async ({ viewer, locale }) => ok(await listBadgeCatalogue(locale, viewer?.id ?? null)));
