// What the schema files share: column helpers and custom types. Not re-exported by ./index.ts.

import 'server-only';
import { customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A row's owner (a member, a trade, a mission…): required, and the row is deleted with it. */
export const belongsTo = <TName extends string>(name: TName, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });
