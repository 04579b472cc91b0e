import type { Config } from 'drizzle-kit';

export default {
  schema: './lib/server/db/schema/index.ts',
  out: './lib/server/db/migrations',
  dialect: 'postgresql',
} satisfies Config;
