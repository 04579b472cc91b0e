import { serverConfig } from '@/lib/server/config';
import { handler } from '@/lib/server/http/route';
import { loadRoutes } from '@/lib/server/openapi/contract';
import { buildOpenApiDocument } from '@/lib/server/openapi/document';
import { z } from '@/lib/zod';
import { ROUTES } from '../routes.generated';

export const dynamic = 'force-dynamic';

// Not listed in the document it serves (scripts/api-index.mjs): it imports the index of the routes.
export const GET = handler(
  {
    summary: 'The OpenAPI 3.1 document of the API, built from every route’s contract',
    tags: ['Documentation'],
    response: null,
    openapi: {
      responses: {
        '200': {
          description: 'The document itself, not an envelope',
          content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
        },
      },
    },
  },
  async () => {
    const server = `${serverConfig.siteUrl}${process.env.NEXT_PUBLIC_API_BASE_URL ?? '/api'}`;
    return Response.json(buildOpenApiDocument(server, await loadRoutes(ROUTES)));
  },
);
