import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

// Plain JavaScript, run by Node as it is (never bundled), like the migrations folder next to it.
const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib/server/db/pglite-thread-worker.mjs');
const SOCKET_NAME = '.s.PGSQL.5432';
// sockaddr_un holds 108 bytes; keep a margin.
const MAX_SOCKET_PATH = 100;
// How long a process on its way out waits for the database to close (a running query first ends).
const EXIT_WAIT_MS = 20_000;

export type PgliteThread = {
  /** node-postgres settings that reach the database thread. */
  connection: { host: string; port: number; user: string; password: string; database: string; ssl: false };
  /** Closes the database and ends the thread; resolves once both are done. */
  close: () => Promise<void>;
};

/** Whether the embedded database runs in a thread of its own (PGLITE_WORKER, on by default but under Jest). */
export function pgliteThreadWanted(): boolean {
  const setting = process.env.PGLITE_WORKER;
  if (setting === '0' || setting === 'false') return false;
  if (setting === '1' || setting === 'true') return true;
  // API test files each open a small database of their own: in-process is quicker to start.
  return !process.env.JEST_WORKER_ID;
}

function socketDirectory(dataDir: string): { dir: string; temporary: boolean } {
  const dir = path.join(dataDir, 'pglite-socket');
  if (path.join(dir, SOCKET_NAME).length <= MAX_SOCKET_PATH) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dir, 0o700);
    return { dir, temporary: false };
  }
  return { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'slime-pglite-')), temporary: true };
}

/**
 * Opens PGlite on `dbDir` in a worker thread serving it on a Unix socket (the caller holds the
 * data-directory lock). The thread closes the database when this process exits, however it exits
 * through `process.exit` (the server's SIGTERM handler does): the exit waits for it.
 */
export async function startPgliteThread(dbDir: string, dataDir: string): Promise<PgliteThread> {
  const { dir, temporary } = socketDirectory(dataDir);
  const done = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(WORKER_FILE, { workerData: { dbDir, socketPath: path.join(dir, SOCKET_NAME), done } });
  let state: 'starting' | 'open' | 'closing' | 'closed' = 'starting';

  const cleanUpSocketDir = () => {
    if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  };
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  const opening = new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    const stopped = (code: number) => reject(new Error(`the embedded database thread stopped while opening (exit code ${code})`));
    worker.once('error', failed);
    worker.once('exit', stopped);
    worker.once('message', (message: { type?: string }) => {
      worker.off('error', failed);
      worker.off('exit', stopped);
      if (message?.type === 'ready') resolve();
      else reject(new Error('unexpected message from the database thread'));
    });
  });
  try {
    await opening;
  } catch (error) {
    await worker.terminate().catch(() => undefined);
    cleanUpSocketDir();
    throw error;
  }
  state = 'open';

  // Synchronous on purpose: 'exit' listeners cannot wait for promises, but the worker runs on its
  // own thread, so blocking this one until it reports the database closed is safe.
  const closeOnExit = () => {
    if (state !== 'open' && state !== 'closing') return;
    if (state === 'open') worker.postMessage({ type: 'close' });
    Atomics.wait(done, 0, 0, EXIT_WAIT_MS);
    cleanUpSocketDir();
  };
  process.on('exit', closeOnExit);
  worker.on('error', (error) => console.error('[slime] the embedded database thread failed:', error));
  worker.on('exit', (code) => {
    if (state === 'closing' || state === 'closed') return;
    state = 'closed';
    // Every query would fail from now on; a supervisor restarting the server is the way out.
    console.error(`[slime] the embedded database thread stopped (exit code ${code}); stopping the server`);
    process.exit(1);
  });
  // The thread must not keep a script alive on its own (in-process PGlite never did): the exit
  // listener above closes the database when the process ends.
  worker.unref();

  return {
    connection: { host: dir, port: 5432, user: 'postgres', password: 'postgres', database: 'postgres', ssl: false },
    close: async () => {
      if (state !== 'open') return;
      state = 'closing';
      worker.ref();
      worker.postMessage({ type: 'close' });
      const code = await exited;
      state = 'closed';
      process.off('exit', closeOnExit);
      cleanUpSocketDir();
      if (code !== 0) throw new Error(`the embedded database did not close cleanly (thread exit code ${code})`);
    },
  };
}
