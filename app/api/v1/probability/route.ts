import { handler, ok } from '@/lib/server/http/route';
import { listKindSummaries } from '@/lib/server/probability';

export const GET = handler(async ({ locale }) => ok(await listKindSummaries(locale)));
