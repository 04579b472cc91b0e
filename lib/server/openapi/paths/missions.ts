import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { adminIdParam } from '@/lib/validation/admin/common';
import { paginatedSchema } from '@/lib/validation/common';
import { adminMissionQuery, adminMissionSchema, missionInputSchema } from '@/lib/validation/missions';
import { errorResponse, json, op } from '../op';

const adminTags = ['Administration'];
const admin = (summary: string, data: z.ZodType, extra: Parameters<typeof op>[2] = {}) =>
  op(summary, data, {
    tags: adminTags,
    auth: true,
    ...extra,
    responses: { '403': errorResponse('1300: not an administrator; 1301: suspended'), ...(extra.responses ?? {}) },
  });
const invalid = errorResponse(
  '1000: `errors` per field: required, tooLong, slugInvalid (key), invalid (target 1–100, reward_balls 0–10000, kind, period), ' +
    'dateInvalid, endBeforeStart (ends_at not after starts_at), badgeRequired (no such reward_badge_id)',
);
const notFound = { '404': errorResponse('No such mission') };
const idPath = { path: adminIdParam };

export const missionPaths: ZodOpenApiPathsObject = {
  '/v1/admin/missions/': {
    get: admin('Every mission, live ones first', paginatedSchema(adminMissionSchema), { requestParams: { query: adminMissionQuery } }),
    post: (() => {
      const operation = admin('Create a mission (both languages)', adminMissionSchema, {
        requestBody: json(missionInputSchema),
        responses: { '400': invalid, '409': errorResponse('1500: the key is taken (errors.key = missionKeyTaken)') },
      });
      const { '200': success, ...responses } = operation.responses ?? {};
      return { ...operation, responses: { '201': { ...(success as object), description: 'Created' }, ...responses } };
    })(),
  },
  '/v1/admin/missions/{id}/': {
    get: admin('One mission in both languages', adminMissionSchema, { requestParams: idPath, responses: notFound }),
    put: admin('Replace a mission; without starts_at the start stays', adminMissionSchema, {
      requestParams: idPath,
      requestBody: json(missionInputSchema),
      responses: { ...notFound, '400': invalid, '409': errorResponse('1500: the key is taken (errors.key = missionKeyTaken)') },
    }),
    delete: admin('Delete a mission; balls and badges already given stay', z.null(), { requestParams: idPath, responses: notFound }),
  },
};
