// The word filter's regular-expression thread (started by ./regex-thread.ts; plain JavaScript so
// Node runs it as it is, in the production server and under Jest alike). Operators' patterns are
// compiled and run here with RE2 (re2-wasm), off the server's request thread: a slow pattern delays
// only this thread, which the server ends and replaces when it overruns its time budget.
//
// re2-wasm lives in a fixed 16 MB WebAssembly heap per thread, with no finalizer: every compiled
// expression is freed here by hand (`wrapper.delete()`), the replaced set as soon as a new one is
// loaded and a pattern checked on save at once. A failure of the heap itself (RuntimeError: abort)
// is reported as fatal and the server replaces the thread, heap and all.
import { parentPort } from 'node:worker_threads';
import re2 from 're2-wasm';

const { RE2 } = re2;
// A pathological text cannot make a pattern report without end.
const MATCHES_PER_ENTRY = 1000;

/** @type {{ set: number, compiled: (InstanceType<typeof RE2> | null)[] } | null} */
let loaded = null;

const compile = (pattern) => new RE2(pattern, 'giu');
const free = (re) => {
  // The RE2 class keeps its compiled program in an embind object that only delete() frees.
  re?.wrapper?.delete();
};

/** A compiled pattern, or null for one RE2 refuses as invalid (any other failure is the engine's). */
function tryCompile(pattern) {
  try {
    return compile(pattern);
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

function load(set, patterns) {
  if (loaded?.set === set) return;
  if (!patterns) throw new Error('patterns missing for a set this thread has not loaded');
  if (loaded) for (const re of loaded.compiled) free(re);
  loaded = null;
  const compiled = [];
  try {
    for (const pattern of patterns) compiled.push(tryCompile(pattern));
  } catch (error) {
    for (const re of compiled) free(re);
    throw error;
  }
  loaded = { set, compiled };
}

/** Every match of every loaded pattern in a text: [pattern index, start, length] in UTF-16 units. */
function run(text) {
  const hits = [];
  loaded.compiled.forEach((re, k) => {
    if (!re) return;
    re.lastIndex = 0;
    let found = 0;
    for (let m = re.exec(text); m && found < MATCHES_PER_ENTRY; m = re.exec(text)) {
      const length = m[0]?.length ?? 0;
      if (length === 0) {
        re.lastIndex += 1;
        continue;
      }
      hits.push([k, m.index, length]);
      found += 1;
    }
  });
  return hits;
}

// A trial on save: a pattern within the caps that still takes longer than TRIAL_MS over these
// 1,000-character texts (Hangul, Latin, and a mix with Han, digits and punctuation) is too costly.
const TRIAL_MS = 1000;
const TRIAL_TEXTS = ['가'.repeat(1000), 'a'.repeat(1000), Array.from({ length: 1000 }, (_, i) => '가a1幹 ,ㅅé-'[i % 9]).join('')];

/** Why a pattern cannot be an entry once compiled: 'patternInvalid', 'patternMatchesEmpty', 'patternTooCostly' or null. */
function check(pattern) {
  const re = tryCompile(pattern);
  if (!re) return 'patternInvalid';
  try {
    // A pattern that matches nothing at all (a*, x?) would match every text.
    if (re.test('')) return 'patternMatchesEmpty';
    const started = performance.now();
    for (const text of TRIAL_TEXTS) {
      re.lastIndex = 0;
      let found = 0;
      for (let m = re.exec(text); m && found < MATCHES_PER_ENTRY; m = re.exec(text)) {
        if (!m[0]) re.lastIndex += 1;
        found += 1;
      }
      if (performance.now() - started > TRIAL_MS) return 'patternTooCostly';
    }
    return null;
  } finally {
    free(re);
  }
}

parentPort.on('message', (message) => {
  const { id } = message;
  try {
    if (message.type === 'check') {
      parentPort.postMessage({ id, ok: true, problem: check(message.pattern) });
    } else if (message.type === 'run') {
      load(message.set, message.patterns);
      parentPort.postMessage({ id, ok: true, hits: message.texts.map(run), skipped: loaded.compiled.flatMap((re, k) => (re ? [] : [k])) });
    } else {
      parentPort.postMessage({ id, ok: false, error: `unknown message ${message.type}` });
    }
  } catch (error) {
    // The heap ran out or the engine aborted: nothing here can be trusted any more.
    parentPort.postMessage({ id, ok: false, fatal: true, error: String(error?.message ?? error).slice(0, 300) });
  }
});
parentPort.postMessage({ type: 'ready' });
