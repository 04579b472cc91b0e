import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

// The word filter's regular expressions run in a worker thread (./regex-worker.mjs), never on the
// request thread: whatever a pattern costs, other requests (static files included) keep being
// served. Jobs go to the thread one at a time, each with a time budget; a job that overruns it, or
// an engine that fails (its 16 MB heap exhausted), ends the thread, and the next job starts a
// fresh one. The caller decides what a failure means (the word filter fails closed).

// Plain JavaScript, run by Node as it is (never bundled), like lib/server/db/pglite-thread-worker.mjs.
const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib/moderation/word-filter/regex-worker.mjs');

/** Why the engine gave no answer. */
export type EngineFailure = 'error' | 'timeout';

export class RegexEngineError extends Error {
  constructor(
    readonly reason: EngineFailure,
    message: string,
  ) {
    super(message);
    this.name = 'RegexEngineError';
  }
}

/** [pattern index, start, length] of one match, in UTF-16 units of the text it was found in. */
export type RegexHit = [number, number, number];

export const regexEngineSettings = {
  /** How long one job may take once the thread has it. */
  budgetMs: Number(process.env.WORD_FILTER_BUDGET_MS) || 2000,
  /** How long a new thread may take to load RE2. */
  startMs: 20_000,
  /**
   * Compiles after which a thread is replaced when next idle: re2-wasm keeps a few dozen bytes of
   * every compile (its group-name maps) for good, so even freed sets slowly fill the heap.
   */
  recycleAfter: 5000,
};

type Job = {
  message: Record<string, unknown>;
  compiles: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

type Thread = {
  worker: Worker;
  ready: Promise<void>;
  /** The pattern set the thread has compiled (see run). */
  set: number | null;
  compiles: number;
  dead: boolean;
};

let thread: Thread | null = null;
const queue: Job[] = [];
let busy = false;
let nextId = 1;

function startThread(): Thread {
  const worker = new Worker(WORKER_FILE);
  const t: Thread = { worker, ready: Promise.resolve(), set: null, compiles: 0, dead: false };
  t.ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RegexEngineError('timeout', 'the pattern thread did not start in time')),
      regexEngineSettings.startMs,
    );
    worker.once('message', (message: { type?: string }) => {
      clearTimeout(timer);
      if (message?.type === 'ready') resolve();
      else reject(new RegexEngineError('error', 'unexpected first message from the pattern thread'));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(new RegexEngineError('error', `the pattern thread failed: ${error.message}`));
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new RegexEngineError('error', `the pattern thread stopped while starting (exit code ${code})`));
    });
  });
  t.ready.catch(() => undefined);
  worker.on('error', (error) => {
    console.error('[slime] the word filter’s pattern thread failed:', error);
    t.dead = true;
  });
  worker.on('exit', () => {
    t.dead = true;
    if (thread === t) thread = null;
  });
  worker.unref();
  return t;
}

function endThread(t: Thread) {
  t.dead = true;
  if (thread === t) thread = null;
  void t.worker.terminate().catch(() => undefined);
}

async function runJob(job: Job): Promise<unknown> {
  if (thread && (thread.dead || thread.compiles >= regexEngineSettings.recycleAfter)) endThread(thread);
  thread ??= startThread();
  const t = thread;
  await t.ready;
  const id = nextId++;
  const message: Record<string, unknown> = { ...job.message, id };
  if (message.type === 'run' && t.set !== message.set) t.compiles += job.compiles;
  else if (message.type === 'run') delete message.patterns;
  else t.compiles += job.compiles;
  return new Promise((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      t.worker.off('message', onMessage);
      t.worker.off('exit', onExit);
      t.worker.unref();
    };
    const timer = setTimeout(() => {
      finish();
      endThread(t);
      reject(new RegexEngineError('timeout', `the pattern job overran its ${regexEngineSettings.budgetMs} ms budget`));
    }, regexEngineSettings.budgetMs);
    const onMessage = (reply: { id?: number; ok?: boolean; fatal?: boolean; error?: string }) => {
      if (reply?.id !== id) return;
      finish();
      if (reply.ok) {
        if (message.type === 'run') t.set = message.set as number;
        resolve(reply);
        return;
      }
      if (reply.fatal) endThread(t);
      reject(new RegexEngineError('error', reply.error ?? 'the pattern engine failed'));
    };
    const onExit = (code: number) => {
      finish();
      reject(new RegexEngineError('error', `the pattern thread stopped (exit code ${code})`));
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
    .then(job.resolve, (error: unknown) =>
      job.reject(error instanceof RegexEngineError ? error : new RegexEngineError('error', String((error as Error)?.message ?? error))),
    )
    .finally(() => {
      busy = false;
      pump();
    });
}

function enqueue<T>(message: Record<string, unknown>, compiles: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push({ message, compiles, resolve: resolve as (value: unknown) => void, reject });
    pump();
  });
}

/**
 * The engine, as an object so tests can put a failing one in its place (jest.spyOn). Both methods
 * reject with RegexEngineError when the thread fails or overruns its budget.
 */
export const regexEngine = {
  /**
   * Every match of `patterns` in each of `texts`. `set` names the pattern list: the thread keeps
   * the last set compiled and frees it when another set comes, so the same set is sent once.
   */
  async run(set: number, patterns: string[], texts: string[]): Promise<{ hits: RegexHit[][]; skipped: number[] }> {
    const reply = await enqueue<{ hits: RegexHit[][]; skipped: number[] }>({ type: 'run', set, patterns, texts }, patterns.length);
    return { hits: reply.hits, skipped: reply.skipped };
  },
  /** Compiles one pattern, tries it on the empty text and frees it: 'patternInvalid', 'patternMatchesEmpty' or null. */
  async check(pattern: string): Promise<string | null> {
    const reply = await enqueue<{ problem: string | null }>({ type: 'check', pattern }, 1);
    return reply.problem;
  },
};

/** Ends the thread (tests; a server just exits, the thread never keeps it alive). */
export async function stopRegexEngine(): Promise<void> {
  const t = thread;
  thread = null;
  if (t) await t.worker.terminate().catch(() => undefined);
}
