// A production server with SEED_DEMO left on: the demo (whose passwords the README publishes)
// must never be seeded, and a database that holds its accounts must not be served.
process.env.APP_ENV = 'production';
process.env.SEED_DEMO = 'true';

import { sql } from 'drizzle-orm';
import { prepareDatabase } from '@/lib/server/boot';
import { closeDb, schema } from '@/lib/server/db';
import { DemoAccountsInProductionError } from './production-guard';

afterAll(async () => {
  process.env.APP_ENV = 'production';
  await closeDb().catch(() => undefined);
});

it('never seeds the demo with APP_ENV=production, even with SEED_DEMO=true', async () => {
  const db = await prepareDatabase();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
  expect(row!.n).toBe(0);
});

it('refuses to start on a database that holds the demo accounts, with a message saying why', async () => {
  const db = await prepareDatabase();
  await db.insert(schema.users).values({ email: 'admin@example.com', nickname: '운영자슬라', role: 'admin' });
  await closeDb();
  await expect(prepareDatabase()).rejects.toThrow(DemoAccountsInProductionError);
  await expect(prepareDatabase()).rejects.toThrow(/published in the README/);

  // The same database is fine for a development server.
  process.env.APP_ENV = 'development';
  process.env.SEED_DEMO = 'false';
  await expect(prepareDatabase()).resolves.toBeDefined();
});
