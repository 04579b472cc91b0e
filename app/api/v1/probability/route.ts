import { handler, ok } from '@/lib/server/http/route';
import { listKindSummaries } from '@/lib/server/probability';
import { z } from '@/lib/zod';
import { probabilityKindSummarySchema } from '@/lib/validation/probability';

export const GET = handler(
  {
    summary: 'The five kinds of probability tables with their translated names and how many tables each has',
    tags: ['Probability'],
    lang: true,
    response: z.array(probabilityKindSummarySchema),
  },
  async ({ locale }) => ok(await listKindSummaries(locale)),
);
