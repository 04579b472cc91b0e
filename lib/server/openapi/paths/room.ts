import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { uuidParam } from '@/lib/validation/people';
import { lookSchema } from '@/lib/validation/room';
import { errorResponse, langParam, op } from '../op';

const tags = ['My room'];
const publicLooks = z.object({ owner: z.object({ uuid: z.string(), nickname: z.string().nullable() }), looks: z.array(lookSchema) });

export const roomPaths: ZodOpenApiPathsObject = {
  '/v1/users/{uuid}/looks/': {
    get: op('Another member’s saved looks (read-only)', publicLooks, {
      tags,
      description: 'Public. 404 for an unknown or withdrawn member, or one blocking the reader (or blocked by them).',
      requestParams: { path: uuidParam, query: langParam },
      responses: { '404': errorResponse('No such member') },
    }),
  },
};
