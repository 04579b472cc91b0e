import 'server-only';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import type { Contract } from '@/lib/server/http/contract';
import { z } from '@/lib/zod';
import { errorResponse, langParam, op } from './op';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

type Methods = Partial<Record<(typeof METHODS)[number], unknown>>;
/** A route file as app/api/routes.generated.ts lists it: its OpenAPI path, and its module loaded on demand. */
export type RouteFile = { path: string; load: () => Promise<Methods> };
export type RouteModule = { path: string; module: Methods };

/** The modules of the route files whose path starts with one of `prefixes` (all by default). */
export function loadRoutes(routes: readonly RouteFile[], prefixes: readonly string[] = ['/']): Promise<RouteModule[]> {
  const wanted = routes.filter((r) => prefixes.some((prefix) => r.path.startsWith(prefix)));
  return Promise.all(wanted.map(async (r) => ({ path: r.path, module: await r.load() })));
}

export function contractOf(method: unknown): Contract | null {
  return typeof method === 'function' && 'contract' in method ? (method.contract as Contract) : null;
}

/** One operation of the document, from the contract its route declares. */
export function operationOf(contract: Contract): ZodOpenApiOperationObject {
  const query = !contract.lang
    ? contract.query
    : contract.query instanceof z.ZodObject
      ? contract.query.extend(langParam.shape)
      : langParam;
  const requestParams = {
    ...(contract.params ? { path: contract.params } : {}),
    ...(query ? { query } : {}),
  };
  const errors = Object.fromEntries(Object.entries(contract.errors ?? {}).map(([status, text]) => [status, errorResponse(text)]));
  const { responses: extraResponses, ...openapi } = contract.openapi ?? {};
  const operation = op(contract.summary, contract.response ?? ({} as never), {
    auth: (contract.auth ?? 'optional') !== 'optional',
    tags: [...contract.tags],
    ...(contract.description ? { description: contract.description } : {}),
    ...(Object.keys(requestParams).length > 0 ? { requestParams } : {}),
    ...(contract.body ? { requestBody: { content: { 'application/json': { schema: contract.body } } } } : {}),
    ...openapi,
    responses: { ...errors, ...(extraResponses ?? {}) },
  });
  if (contract.response === null && !extraResponses?.['200']) delete (operation.responses as Record<string, unknown>)['200'];
  return operation;
}

/** The paths of every route that declares its contract. */
export function contractPaths(routes: readonly RouteModule[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const { path, module } of routes) {
    for (const method of METHODS) {
      const contract = contractOf(module[method]);
      if (contract) (paths[path] ??= {})[method.toLowerCase() as Lowercase<typeof method>] = operationOf(contract);
    }
  }
  return paths;
}
