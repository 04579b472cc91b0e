import { serverConfig } from '@/lib/server/config';
import { loadRoutes } from '@/lib/server/openapi/contract';
import { buildOpenApiDocument } from '@/lib/server/openapi/document';
import { ROUTES } from '../routes.generated';

export const dynamic = 'force-dynamic';

export async function GET() {
  const server = `${serverConfig.siteUrl}${process.env.NEXT_PUBLIC_API_BASE_URL ?? '/api'}`;
  return Response.json(buildOpenApiDocument(server, await loadRoutes(ROUTES)));
}
