import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { catalogueBadgeSchema } from '@/lib/validation/people';
import { langParam, op } from '../op';

export const peoplePaths: ZodOpenApiPathsObject = {
  '/v1/badges/': {
    get: op('The badge catalogue: titles, colours and how each is earned', z.array(catalogueBadgeSchema), {
      tags: ['People: badges'],
      description:
        'Rule badges: first_post (1 post), ten_comments (10 comments), contest_winner (rank 1 on the contest board), veteran_trader (10 wish-list entries). The others are granted by administrators.',
      requestParams: { query: langParam },
    }),
  },
};
