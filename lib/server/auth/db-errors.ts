import 'server-only';
// The unique index a statement violated (PostgreSQL 23505), read through drizzle's wrapper, or null.
export function violatedUniqueIndex(error: unknown): string | null {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}
