import type { ZodOpenApiOperationObject } from 'zod-openapi';
import type { z } from 'zod';
import type { AuthLevel, Viewer } from '@/lib/server/auth/session';

/**
 * What an endpoint is, said once beside its code: `handler(contract, fn)` authenticates at
 * `auth` and parses `params`, `query` and `body` from it before `fn` runs, and the OpenAPI
 * document (lib/server/openapi/document.ts) is built from the same objects, found by walking
 * app/api (scripts/api-index.mjs).
 */
export type Contract = {
  summary: string;
  description?: string;
  tags: readonly string[];
  /** Default 'optional': anyone; a token that is invalid or revoked counts as none. */
  auth?: AuthLevel;
  /** The path's `[segments]`; a value it refuses answers 400, or 404 with `badParams: 404` (a slug or name that names nothing). */
  params?: z.ZodObject;
  badParams?: 404;
  query?: z.ZodType<unknown, Record<string, unknown>>;
  /** A JSON body; `bodyOptional` reads a missing or non-JSON one as `{}`. */
  body?: z.ZodType;
  bodyOptional?: boolean;
  /** Documents `?lang=ko|zh-TW` (every route answers in the language it asks for). */
  lang?: boolean;
  /** The `data` of a `{code: 0, data}` answer; null when the route answers something else (say so in `openapi.responses`). */
  response: z.ZodType | null;
  /**
   * Words a refused field's error key (`errors.<field>: [key]`) in the reader's language: the 400's
   * `message` then says the first one instead of "Validation failed".
   */
  fieldMessage?: (key: string, locale: import('@/lib/constants').Locale) => string | undefined;
  /** Failures the route itself answers, by HTTP status, on top of the common 400 / 401 / 403 / 429 / 500. */
  errors?: Readonly<Record<string, string>>;
  /** What the fields above cannot say: a multipart body, a non-JSON answer, response headers. */
  openapi?: Partial<ZodOpenApiOperationObject>;
};

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;
type SignedIn = Exclude<AuthLevel, 'optional'>;

export type ContractArgs<C extends Contract> = {
  req: Request;
  url: URL;
  params: C['params'] extends z.ZodType ? z.infer<C['params']> : Record<string, string>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  viewer: C['auth'] extends SignedIn ? Viewer : Viewer | null;
  deviceId: string;
  locale: import('@/lib/constants').Locale;
  ip: string;
};
