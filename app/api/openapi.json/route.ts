import { serverConfig } from '@/lib/server/config';
import { buildOpenApiDocument } from '@/lib/server/openapi/document';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(buildOpenApiDocument(`${serverConfig.siteUrl}${process.env.NEXT_PUBLIC_API_BASE_URL ?? '/api'}`));
}
