// The database schema, one file per domain (following lib/server/<domain>/); tables that reference
// another domain's import it from the sibling file. Everything is re-exported here, so
// `import … from '@/lib/server/db/schema'` and `schema.x` name every table, relation and row type.
// drizzle.config.ts reads this file; shared column helpers are in ./base.ts.

export * from './users';
export * from './people';
export * from './missions';
export * from './items';
export * from './room';
export * from './community';
export * from './notices';
export * from './market';
export * from './probability';
export * from './support';
export * from './moderation';
export * from './notifications';
export * from './infra';
export * from './relations';
