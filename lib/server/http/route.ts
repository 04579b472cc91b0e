import 'server-only';
import { ZodError, type z } from 'zod';
import type { ApiFailure } from '@/lib/errors';
import { AppError } from './errors';
import { authenticate, type AuthLevel, type Viewer } from '@/lib/server/auth/session';
import type { Locale } from '@/lib/constants';
import { requestLocale } from './locale';
import { parseInput, forbiddenCharacterIssues } from '@/lib/validation/input';
import { readFormData, readJsonValue } from './body';
import { clientAddress } from './client';

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

// One wrapper for every route handler: authentication, typed errors → envelope. A level that
// requires a session hands the callback a `Viewer`; without one (or 'optional') it may be null.
export function handler<P = Record<string, string>>(
  fn: (args: HandlerArgs<P, Viewer>) => Promise<Response> | Response,
  options: HandlerOptions & { auth: SignedInAuthLevel },
): RouteHandler<P>;
export function handler<P = Record<string, string>>(
  fn: (args: HandlerArgs<P>) => Promise<Response> | Response,
  options?: HandlerOptions,
): RouteHandler<P>;
export function handler<P = Record<string, string>>(
  fn: (args: HandlerArgs<P, Viewer>) => Promise<Response> | Response,
  options: HandlerOptions = {},
): RouteHandler<P> {
  return async (req: Request, ctx: Ctx<P>) => {
    try {
      const deviceId = req.headers.get('x-device-id')?.slice(0, 128) || 'web';
      const viewer = await authenticate(req.headers.get('authorization'), options.auth ?? 'optional');
      const params = ctx?.params ? await ctx.params : ({} as P);
      const url = new URL(req.url);
      // Null only at 'optional', whose callbacks are typed to expect it (the overloads above).
      return await fn({
        req,
        params,
        url,
        viewer: viewer as Viewer,
        deviceId,
        locale: requestLocale(req, url),
        ip: clientAddress(req.headers),
      });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
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
