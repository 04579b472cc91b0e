// Opens the database as an app instance does when it starts (lib/server/boot.ts: migrations, then
// the demo seed under the migration lock), then closes it. The scale-out test runs two at once
// through PgBouncer.
import { prepareDatabase } from '@/lib/server/boot';
import { closeDb } from '@/lib/server/db';

prepareDatabase()
  .then(() => closeDb())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
