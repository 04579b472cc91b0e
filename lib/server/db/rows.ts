import { getTableName, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable, PgUpdateSetSource, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './index';

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

/** The database or a transaction of it: what the writes below are run on. */
type Writer = Pick<Db, 'insert' | 'update'>;

/** Inserts one row and answers it as stored (or the columns `fields` names). */
export async function insertOne<T extends PgTable>(conn: Writer, table: T, values: PgInsertValue<T>): Promise<T['$inferSelect']>;
export async function insertOne<T extends PgTable, F extends SelectedFieldsFlat>(
  conn: Writer,
  table: T,
  values: PgInsertValue<T>,
  fields: F,
): Promise<SelectResultFields<F>>;
export async function insertOne(conn: Writer, table: PgTable, values: PgInsertValue<PgTable>, fields?: SelectedFieldsFlat) {
  const insert = conn.insert(table).values(values);
  return one(await (fields ? insert.returning(fields) : insert.returning()), getTableName(table));
}

/** Updates the one row `where` picks (a row known to be there) and answers it as it now stands. */
export async function updateOne<T extends PgTable>(
  conn: Writer,
  table: T,
  where: SQL | undefined,
  set: PgUpdateSetSource<T>,
): Promise<T['$inferSelect']> {
  const rows = await conn.update(table).set(set).where(where).returning();
  return one(rows as T['$inferSelect'][], getTableName(table));
}

/** `title_zh_tw` → `titleZhTw`: an API field's name as its column's. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type Columns<I, K extends keyof I & string> = { [P in K as Camel<P>]: I[P] };

/**
 * The fields `keys` of an API input (snake_case) as the columns that store them (camelCase). A
 * field a patch leaves out stays undefined, which an update skips and an insert gives its default.
 */
export function columnsOf<I extends object, K extends keyof I & string>(input: I, keys: readonly K[]): Columns<I, K> {
  return Object.fromEntries(keys.map((key) => [key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), input[key]])) as Columns<I, K>;
}
