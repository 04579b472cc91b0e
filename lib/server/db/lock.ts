import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already open by process ${pid}. ` +
        'Only one process may use a DATA_DIR at a time: stop the other server, ' +
        'or start this one with a different DATA_DIR (or DATABASE_URL for PostgreSQL).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// A pid lock rather than a time-based one: a server killed with SIGKILL leaves a
// lock whose pid is dead, so the next start takes it over at once.
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(dir, holder);
      fs.rmSync(lockPath, { force: true });
    }
  }
  const release = () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.rmSync(lockPath, { force: true });
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return release;
}
