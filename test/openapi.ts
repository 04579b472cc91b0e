import { ROUTES } from '@/app/api/routes.generated';
import { loadRoutes } from '@/lib/server/openapi/contract';
import { buildOpenApiDocument } from '@/lib/server/openapi/document';

/**
 * The OpenAPI document as /api/openapi.json serves it, with the contracts of the routes whose
 * path starts with one of `prefixes` (all by default: loading every route takes a while).
 */
export async function openApiDocument(...prefixes: string[]) {
  return buildOpenApiDocument('http://localhost:3000/api', await loadRoutes(ROUTES, prefixes.length > 0 ? prefixes : ['/']));
}
