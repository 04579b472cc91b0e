// A throwaway PostgreSQL database for a bench: Debian's server started by scripts/test-postgres.sh
// (`--keep`: the API tests' databases of a run under way are left alone), or the one
// TEST_PG_ADMIN_URL names. The database is `<prefix>_<pid>`, created empty and dropped by the
// cleanup pushed onto `cleanups`, so benches and test runs side by side never share one.
import { spawnSync } from 'node:child_process';
import { Client } from 'pg';

export async function throwawayPostgres(prefix: string, cleanups: Array<() => Promise<void> | void>): Promise<string> {
  let admin = process.env.TEST_PG_ADMIN_URL;
  if (!admin) {
    const started = spawnSync('bash', ['scripts/test-postgres.sh', '--keep'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    admin = /TEST_PG_ADMIN_URL=(\S+)/.exec(started.stdout)?.[1];
    if (started.status !== 0 || !admin) throw new Error('could not start PostgreSQL (scripts/test-postgres.sh --keep)');
  }
  const name = `${prefix}_${process.pid}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists ${name}`);
  await run(`create database ${name}`);
  cleanups.push(() => run(`drop database if exists ${name} with (force)`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.href;
}
