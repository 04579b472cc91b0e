import { handler, ok } from '@/lib/server/http/route';
import { listBadgeCatalogue } from '@/lib/server/people/badges';
import { catalogueBadgeSchema } from '@/lib/validation/people';
import { z } from '@/lib/zod';

export const GET = handler(
  {
    summary: 'The badge catalogue: titles, colours and how each is earned',
    description:
      'Rule badges: first_post (1 post), ten_comments (10 comments), contest_winner (rank 1 on the contest board), veteran_trader (10 wish-list entries). The others are granted by administrators.',
    tags: ['People: badges'],
    lang: true,
    response: z.array(catalogueBadgeSchema),
  },
  async ({ viewer, locale }) => ok(await listBadgeCatalogue(locale, viewer?.id ?? null)),
);
