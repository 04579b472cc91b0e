// The rows of a raw `db.execute`: PGlite answers { rows }, node-postgres a QueryResult with rows too.
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * The one row of a query that always answers one (an insert's `returning()`, an update's of a row
 * locked or just read, a look-up of a row a foreign key keeps): an internal error naming `what`
 * when there is none, where `rows[0]!` would fail later on `undefined`.
 */
export function one<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`Expected one ${what} row, the query returned none`);
  return row;
}
