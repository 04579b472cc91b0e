import 'server-only';
import { and, inArray, ne, or } from 'drizzle-orm';
import { serverConfig } from '@/lib/server/config';
import { SEED_USERS } from './data/people';
import * as schema from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db';

export class DemoAccountsInProductionError extends Error {
  constructor(emails: string[]) {
    super(
      `APP_ENV=production, but this database holds the demo accounts (${emails.slice(0, 3).join(', ')}${emails.length > 3 ? ', …' : ''}) ` +
        'whose passwords are published in the README. Refusing to start: use a database without the demo content ' +
        '(a fresh DATA_DIR or DATABASE_URL, with SEED_DEMO=false not needed: production never seeds), or delete those accounts first.',
    );
    this.name = 'DemoAccountsInProductionError';
  }
}

// The demo seed publishes its passwords, so a production server never seeds it and never runs
// on a database that still holds its members.
export async function assertNoDemoAccounts(db: Db): Promise<void> {
  if (serverConfig.appEnv !== 'production') return;
  const emails = SEED_USERS.flatMap((u) => (u.email ? [u.email] : []));
  const phones = SEED_USERS.flatMap((u) => (u.phone ? [u.phone] : []));
  const found = await db
    .select({ email: schema.users.email, phone: schema.users.phone })
    .from(schema.users)
    .where(and(ne(schema.users.status, 'withdrawn'), or(inArray(schema.users.email, emails), inArray(schema.users.phone, phones))));
  if (found.length) throw new DemoAccountsInProductionError(found.map((u) => u.email ?? u.phone ?? '?'));
}
