// Opens the database as an app instance does when it starts (migrations and the demo seed under
// the migration lock), then closes it. The scale-out test runs two at once through PgBouncer.
import { closeDb, getDb } from '@/lib/server/db';

getDb()
  .then(() => closeDb())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
