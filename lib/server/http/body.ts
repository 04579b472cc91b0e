import 'server-only';
import { ZodError } from 'zod';
import { JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '@/lib/constants';
import { forbiddenCharacterIssues } from '@/lib/validation/input';
import { AppError } from './errors';

// Request bodies, read with a size cap: a declared Content-Length over the cap is refused before
// anything is read, and a body without one (or lying about it) is counted as it arrives and
// refused as soon as it passes the cap, so an oversized body is never buffered whole or parsed.
//
// proxy.ts does not run on /api/ (see its matcher), so API bodies reach the handlers as a stream,
// uncut by the proxy's body buffer (`experimental.proxyClientMaxBodySize`).

const fileTooLarge = () => new AppError('TOO_LARGE', 'Files may be at most 5 MB');
const jsonTooLarge = () => new AppError('TOO_LARGE', `The request body may be at most ${JSON_BODY_MAX_BYTES / (1024 * 1024)} MB`);

/** The body's bytes, or `tooLarge()` once the declared or read size passes `limit`. */
export async function readBodyBytes(req: Request, limit: number, tooLarge: () => AppError): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * A JSON body of at most JSON_BODY_MAX_BYTES (else 413 / 1600). A body that is not JSON is a
 * 400 / 1001, or `undefined` when `optional` (handlers that treat a missing body as `{}`).
 */
export async function readJsonValue(req: Request, { optional = false }: { optional?: boolean } = {}): Promise<unknown> {
  const bytes = await readBodyBytes(req, JSON_BODY_MAX_BYTES, jsonTooLarge);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    if (optional) return undefined;
    throw new AppError('BAD_REQUEST', 'The body must be JSON');
  }
}

/**
 * A multipart (or URL-encoded) body of at most UPLOAD_BODY_MAX_BYTES (else 413 / 1600, the
 * upload limit's answer), or null when it cannot be parsed. Text fields holding a forbidden
 * character are refused like any other input (400 / 1000 with the field's error).
 */
export async function readFormData(req: Request): Promise<FormData | null> {
  const bytes = await readBodyBytes(req, UPLOAD_BODY_MAX_BYTES, fileTooLarge);
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return null;
  }
  const issues = [...form.entries()].flatMap(([name, value]) =>
    typeof value === 'string' ? forbiddenCharacterIssues({ [name]: value }) : [],
  );
  if (issues.length > 0) throw new ZodError(issues);
  return form;
}
