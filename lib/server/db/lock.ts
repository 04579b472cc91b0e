import 'server-only';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number | null) {
    super(
      `The embedded database in ${dir} is already open by ${pid ? `process ${pid}` : 'another process'}. ` +
        'Only one process may use a DATA_DIR at a time: stop the other server, ' +
        'or start this one with a different DATA_DIR (or DATABASE_URL for PostgreSQL).',
    );
    this.name = 'DataDirLockedError';
  }
}

const LOCK_FILE = 'pglite.lock';
const CONFLICT = 75;

/**
 * Holds an exclusive kernel lock (flock) on DATA_DIR/pglite.lock for the life of this process.
 * Node has no flock of its own, so util-linux's `flock` takes it and keeps it while it reads our
 * stdin: when this process ends in any way, SIGKILL included, the pipe closes, the holder exits
 * and the kernel drops the lock. Two servers started at the same instant cannot both get it, and
 * no stale lock is ever "taken over" by guesswork. The file holds the holder's pid for the message.
 */
export async function acquireDataDirLock(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  const holder = spawn(
    'flock',
    ['--exclusive', '--nonblock', '--conflict-exit-code', String(CONFLICT), lockPath, 'sh', '-c', 'echo locked; exec cat'],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const outcome = await new Promise<'locked' | 'busy'>((resolve, reject) => {
    holder.once('error', (error) =>
      reject(new Error(`Cannot lock the embedded database (${error.message}): the \`flock\` command from util-linux is needed`)),
    );
    holder.stdout!.once('data', () => resolve('locked'));
    holder.once('exit', (code) =>
      code === CONFLICT ? resolve('busy') : reject(new Error(`flock exited with ${code} while locking ${lockPath}`)),
    );
  });
  if (outcome === 'busy') throw new DataDirLockedError(dir, readPid(lockPath));
  fs.writeFileSync(lockPath, String(process.pid));

  let released = false;
  // Losing the lock while the database is open would let a second server in: stop instead.
  holder.once('exit', () => {
    if (released) return;
    console.error(`[slime] the lock on ${lockPath} was lost; stopping so that no second process can open the database`);
    process.exit(1);
  });
  // The holder must not keep this process alive on its own.
  holder.unref();
  (holder.stdin as unknown as { unref?: () => void }).unref?.();
  (holder.stdout as unknown as { unref?: () => void }).unref?.();
  return () => release(holder, () => (released = true));
}

/** Ends the holder and resolves once it is gone, so the kernel has dropped the lock. */
function release(holder: ChildProcess, markReleased: () => void): Promise<void> {
  markReleased();
  if (holder.exitCode !== null || holder.signalCode !== null) return Promise.resolve();
  // Waiting on a child that is unref'd would let Node exit here with nothing else pending.
  holder.ref();
  const gone = new Promise<void>((resolve) => holder.once('exit', () => resolve()));
  holder.stdin?.end();
  holder.kill();
  return gone;
}

function readPid(lockPath: string): number | null {
  try {
    return Number(fs.readFileSync(lockPath, 'utf8').trim()) || null;
  } catch {
    return null;
  }
}
