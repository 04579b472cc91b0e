import 'server-only';
import { ZodError, type z } from 'zod';
import type { ApiFailure } from '@/lib/errors';
import { AppError, NotFound } from './errors';
import { authenticate } from '@/lib/server/auth/session';
import { requestLocale } from './locale';
import { parseInput, forbiddenCharacterIssues } from '@/lib/validation/input';
import { readFormData, readJsonValue } from './body';
import { clientAddress } from './client';
import type { Contract, ContractArgs } from './contract';

type Ctx<P> = { params: Promise<P> };

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

/** The envelope and status of a thrown error; `word` gives a validation failure's message in the reader's language. */
export function toErrorResponse(error: unknown, word?: (key: string) => string | undefined): Response {
  if (error instanceof AppError) {
    return fail(error.status, { code: error.code, message: error.message, errors: error.errors, meta: error.meta }, error.headers);
  }
  if (error instanceof ZodError) {
    const errors = zodFieldErrors(error);
    const first = Object.values(errors)[0]?.[0];
    return fail(400, { code: 1000, message: (first && word?.(first)) || 'Validation failed', errors });
  }
  console.error('[api] unhandled error', error);
  return fail(500, { code: 1900, message: 'Internal server error' });
}

// One wrapper for every route handler: authentication at the contract's level ('signedIn': any
// valid session, suspended members included; 'member': not suspended; 'admin'), its inputs parsed,
// typed errors → envelope. A level that requires a session hands `fn` a `Viewer`; 'optional' may
// hand it null. The contract stays on the handler for the OpenAPI document.
export function handler<const C extends Contract, P = Record<string, string>>(
  contract: C,
  fn: (args: ContractArgs<C>) => Promise<Response> | Response,
): RouteHandler<P> & { contract: C } {
  const call = fn as (args: ContractArgs<Contract>) => Promise<Response> | Response;
  const route = async (req: Request, ctx: Ctx<P>) => {
    try {
      const deviceId = req.headers.get('x-device-id')?.slice(0, 128) || 'web';
      const viewer = await authenticate(req.headers.get('authorization'), contract.auth ?? 'optional');
      const rawParams = ctx?.params ? await ctx.params : {};
      const url = new URL(req.url);
      // In the order a reader meets them: who asks, which object, how, with what.
      const params = (contract.params ? parseParams(contract, rawParams) : rawParams) as Record<string, string>;
      const query = contract.query ? readQuery(url, contract.query) : undefined;
      const body = contract.body ? await readJson(req, contract.body, { optional: contract.bodyOptional }) : undefined;
      return await call({
        req,
        url,
        viewer,
        deviceId,
        locale: requestLocale(req, url),
        ip: clientAddress(req.headers),
        params,
        query,
        body,
      });
    } catch (error) {
      const { fieldMessage } = contract;
      return toErrorResponse(error, fieldMessage && ((key) => fieldMessage(key, requestLocale(req, new URL(req.url)))));
    }
  };
  return Object.assign(route, { contract });
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
