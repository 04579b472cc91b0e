import 'server-only';
import { Worker } from 'node:worker_threads';

// Work that must never hold up the request thread (the word filter's patterns, share images) runs
// in a worker thread, one job at a time, in the order asked. Each job has a time budget: a job that
// overruns it, or a thread that fails, ends the thread, and the next job starts a fresh one. The
// thread keeps the process alive only while it works for someone.
//
// The worker answers each message `{ id, … }` with `{ id, … }`; an answer with `error` fails the
// job, and one with `fatal` also ends the thread. A worker started with `startMs` first says
// `{ type: 'ready' }`.

export type WorkerFailure = 'error' | 'timeout';

export type WorkerQueueOptions<S> = {
  /** The worker's file: plain JavaScript, run by Node as it is (never bundled). */
  file: string;
  /** Read at each job, so a setting changed at run time applies to the next job. */
  budgetMs: () => number;
  /** How long a new thread may take to say it is ready; without it, no ready message is awaited. */
  startMs?: number;
  /** The thread ends after this long without work (handing its memory back); without it, it stays. */
  idleMs?: number;
  /** Bookkeeping of one thread (what it has loaded), made anew with each thread. */
  state: () => S;
  /** Whether a thread is to be replaced before the next job (it has done enough). */
  retire?: (state: S) => boolean;
  /** The error a failed job rejects with. */
  failure: (reason: WorkerFailure, message: string) => Error;
};

type Reply = { id?: number; error?: string; fatal?: boolean; type?: string };

type Thread<S> = { worker: Worker; ready: Promise<void>; state: S; dead: boolean };

type Job<S> = {
  /** The message for this thread, given its bookkeeping; may wait (read files) once it is the job's turn. */
  message: (state: S) => Record<string, unknown> | Promise<Record<string, unknown>>;
  resolve: (reply: never) => void;
  reject: (error: Error) => void;
};

export function createWorkerQueue<S>(options: WorkerQueueOptions<S>) {
  let thread: Thread<S> | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  const queue: Job<S>[] = [];
  let busy = false;
  let nextId = 1;

  function end(t: Thread<S>): Promise<void> {
    t.dead = true;
    if (thread === t) thread = null;
    return t.worker.terminate().then(
      () => undefined,
      () => undefined,
    );
  }

  function start(): Thread<S> {
    const worker = new Worker(options.file);
    const t: Thread<S> = { worker, ready: Promise.resolve(), state: options.state(), dead: false };
    if (options.startMs !== undefined) {
      const startMs = options.startMs;
      t.ready = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(options.failure('timeout', 'the thread did not start in time')), startMs);
        worker.once('message', (message: Reply) => {
          clearTimeout(timer);
          if (message?.type === 'ready') resolve();
          else reject(options.failure('error', 'unexpected first message from the thread'));
        });
        worker.once('error', (error) => {
          clearTimeout(timer);
          reject(options.failure('error', `the thread failed: ${error.message}`));
        });
        worker.once('exit', (code) => {
          clearTimeout(timer);
          reject(options.failure('error', `the thread stopped while starting (exit code ${code})`));
        });
      });
      t.ready.catch(() => undefined);
    }
    // A thread that fails between jobs is replaced by the next job (a job under way gets its own error).
    worker.on('error', (error) => {
      console.error(`[worker] ${options.file} failed:`, error);
      t.dead = true;
    });
    worker.on('exit', () => {
      t.dead = true;
      if (thread === t) thread = null;
    });
    worker.unref();
    return t;
  }

  async function runJob(job: Job<S>): Promise<unknown> {
    clearTimeout(idleTimer);
    if (thread && (thread.dead || options.retire?.(thread.state))) void end(thread);
    try {
      thread ??= start();
    } catch (error) {
      throw options.failure('error', `the thread could not start: ${(error as Error).message}`);
    }
    const t = thread;
    await t.ready;
    const id = nextId++;
    const message = { ...(await job.message(t.state)), id };
    return new Promise((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        t.worker.off('message', onMessage);
        t.worker.off('exit', onExit);
        t.worker.unref();
      };
      const budgetMs = options.budgetMs();
      const timer = setTimeout(() => {
        finish();
        void end(t);
        reject(options.failure('timeout', `the job overran its ${budgetMs} ms budget`));
      }, budgetMs);
      const onMessage = (reply: Reply) => {
        if (reply?.id !== id) return;
        finish();
        if (reply.error === undefined) return resolve(reply);
        if (reply.fatal) void end(t);
        reject(options.failure('error', reply.error));
      };
      const onExit = (code: number) => {
        finish();
        reject(options.failure('error', `the thread stopped (exit code ${code})`));
      };
      t.worker.on('message', onMessage);
      t.worker.on('exit', onExit);
      // Kept alive while it works for someone, as any pending I/O is.
      t.worker.ref();
      t.worker.postMessage(message);
    });
  }

  function pump() {
    if (busy) return;
    const job = queue.shift();
    if (!job) return;
    busy = true;
    runJob(job)
      .then(job.resolve as (reply: unknown) => void, (error: unknown) =>
        job.reject(error instanceof Error ? error : options.failure('error', String(error))),
      )
      .finally(() => {
        busy = false;
        if (queue.length === 0 && options.idleMs !== undefined) {
          clearTimeout(idleTimer);
          idleTimer = setTimeout(() => void stop(), options.idleMs);
          idleTimer.unref();
        }
        pump();
      });
  }

  async function stop(): Promise<void> {
    clearTimeout(idleTimer);
    if (thread) await end(thread);
  }

  return {
    /** Runs one job: the thread's answer to `message`, or the `failure` error. */
    run<R>(message: Job<S>['message']): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ message, resolve: resolve as (reply: never) => void, reject });
        pump();
      });
    },
    /** Jobs waiting or under way. */
    get pending() {
      return queue.length + (busy ? 1 : 0);
    },
    /** Ends the thread now (tests; a server lets it end by itself, or never keeps it alive). */
    stop,
  };
}
