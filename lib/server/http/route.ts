import 'server-only';
import { ZodError, type z } from 'zod';
import type { ApiFailure } from '@/lib/errors';
import { AppError, NotFound } from './errors';
import { authenticate, type AuthLevel, type Viewer } from '@/lib/server/auth/session';
import type { Locale } from '@/lib/constants';
import { requestLocale } from './locale';
import { parseInput, forbiddenCharacterIssues } from '@/lib/validation/input';
import { readFormData, readJsonValue } from './body';
import { clientAddress } from './client';
import type { Contract, ContractArgs } from './contract';

type Ctx<P> = { params: Promise<P> };

export type HandlerArgs<P, V extends Viewer | null = Viewer | null> = {
  req: Request;
  params: P;
  url: URL;
  viewer: V;
  deviceId: string;
  locale: Locale;
  ip: string;
};

export type HandlerOptions = {
  // 'signedIn': any valid session (suspended members may still read their own data);
  // 'member': a signed-in member who is not suspended; 'admin': an administrator.
  auth?: AuthLevel;
};

/** The levels at which authenticate() lets no request through without a viewer. */
export type SignedInAuthLevel = Exclude<AuthLevel, 'optional'>;

type RouteHandler<P> = (req: Request, ctx: Ctx<P>) => Promise<Response>;

export function ok<T>(data: T, init?: ResponseInit) {
  return Response.json({ code: 0, data }, init);
}

function fail(status: number, body: ApiFailure, headers?: Record<string, string>) {
  return Response.json(body, { status, headers });
}

export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function toErrorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return fail(error.status, { code: error.code, message: error.message, errors: error.errors, meta: error.meta }, error.headers);
  }
  if (error instanceof ZodError) {
    return fail(400, { code: 1000, message: 'Validation failed', errors: zodFieldErrors(error) });
  }
  console.error('[api] unhandled error', error);
  return fail(500, { code: 1900, message: 'Internal server error' });
}

// One wrapper for every route handler: authentication, the contract's inputs parsed, typed errors
// → envelope. A level that requires a session hands the callback a `Viewer`; without one (or
// 'optional') it may be null. The contract is kept on the handler for the OpenAPI document.
export function handler<const C extends Contract, P = Record<string, string>>(
  contract: C,
  fn: (args: ContractArgs<C>) => Promise<Response> | Response,
): RouteHandler<P> & { contract: C };
export function handler<P = Record<string, string>>(
  fn: (args: HandlerArgs<P, Viewer>) => Promise<Response> | Response,
  options: HandlerOptions & { auth: SignedInAuthLevel },
): RouteHandler<P>;
export function handler<P = Record<string, string>>(
  fn: (args: HandlerArgs<P>) => Promise<Response> | Response,
  options?: HandlerOptions,
): RouteHandler<P>;
export function handler<P = Record<string, string>>(
  first: Contract | ((args: HandlerArgs<P, Viewer>) => Promise<Response> | Response),
  second?: HandlerOptions | ((args: ContractArgs<Contract>) => Promise<Response> | Response),
): RouteHandler<P> {
  const contract: Contract | null = typeof first === 'function' ? null : first;
  const options = (typeof second === 'function' ? {} : (second ?? {})) as HandlerOptions;
  const auth = contract ? (contract.auth ?? 'optional') : (options.auth ?? 'optional');
  const route = async (req: Request, ctx: Ctx<P>) => {
    try {
      const deviceId = req.headers.get('x-device-id')?.slice(0, 128) || 'web';
      const viewer = await authenticate(req.headers.get('authorization'), auth);
      const rawParams = ctx?.params ? await ctx.params : ({} as P);
      const url = new URL(req.url);
      const common = { req, url, viewer: viewer as Viewer, deviceId, locale: requestLocale(req, url), ip: clientAddress(req.headers) };
      if (!contract)
        return await (first as (args: HandlerArgs<P, Viewer>) => Promise<Response> | Response)({ ...common, params: rawParams });
      // In the order a reader meets them: who asks, which object, how, with what.
      const params = contract.params ? parseParams(contract, rawParams) : rawParams;
      const query = contract.query ? readQuery(url, contract.query) : undefined;
      const body = contract.body ? await readJson(req, contract.body, { optional: contract.bodyOptional }) : undefined;
      return await (second as (args: ContractArgs<Contract>) => Promise<Response> | Response)({
        ...common,
        params: params as Record<string, string>,
        query,
        body,
      });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
  return contract ? Object.assign(route, { contract }) : route;
}

function parseParams(contract: Contract, raw: unknown) {
  if (contract.badParams !== 404) return parseInput(contract.params!, raw);
  const parsed = contract.params!.safeParse(raw);
  if (!parsed.success) throw NotFound();
  return parsed.data;
}

// The doors every handler reads its input through (lib/server/http/body.ts caps the size):
// bodies over the limit answer 413 / 1600, and text no column can hold (U+0000) answers
// 400 / 1000 with the field's error, whatever the schema (lib/validation/input.ts).

/** The body parsed with `schema`; with `optional`, a missing, `null` or non-JSON body reads as `{}` instead of 400 / 1001. */
export async function readJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  { optional = false }: { optional?: boolean } = {},
): Promise<z.infer<S>> {
  const body = await readJsonValue(req, { optional });
  return parseInput(schema, optional ? (body ?? {}) : body);
}

export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  return parseInput(schema, Object.fromEntries(url.searchParams));
}

/**
 * The JSON body for a domain module that validates it itself: `undefined` when the body is
 * missing or not JSON; forbidden characters are refused here all the same.
 */
export async function readJsonBody(req: Request): Promise<unknown> {
  const body = await readJsonValue(req, { optional: true });
  const issues = forbiddenCharacterIssues(body);
  if (issues.length > 0) throw new ZodError(issues);
  return body;
}

/** A multipart upload body (at most the upload limit plus overhead, else 413 / 1600), or null when unreadable. */
export const readForm = readFormData;
