import 'server-only';
import path from 'node:path';
import { createWorkerQueue } from '@/lib/worker-queue';

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

// What a thread has compiled: the last pattern set (see run), and how many compiles it has done.
type Compiled = { set: number | null; compiles: number };

const engine = createWorkerQueue<Compiled>({
  file: WORKER_FILE,
  budgetMs: () => regexEngineSettings.budgetMs,
  startMs: regexEngineSettings.startMs,
  state: () => ({ set: null, compiles: 0 }),
  retire: (compiled) => compiled.compiles >= regexEngineSettings.recycleAfter,
  failure: (reason, message) => new RegexEngineError(reason, `the pattern engine: ${message}`),
});

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
    let compiled: Compiled | undefined;
    const reply = await engine.run<{ hits: RegexHit[][]; skipped: number[] }>((state) => {
      compiled = state;
      if (state.set === set) return { type: 'run', set, texts };
      state.compiles += patterns.length;
      return { type: 'run', set, patterns, texts };
    });
    compiled!.set = set;
    return { hits: reply.hits, skipped: reply.skipped };
  },
  /** Compiles one pattern, tries it on the empty text and frees it: 'patternInvalid', 'patternMatchesEmpty' or null. */
  async check(pattern: string): Promise<string | null> {
    const reply = await engine.run<{ problem: string | null }>((state) => {
      state.compiles += 1;
      return { type: 'check', pattern };
    });
    return reply.problem;
  },
};

/** Ends the thread (tests; a server just exits, the thread never keeps it alive). */
export const stopRegexEngine = (): Promise<void> => engine.stop();
