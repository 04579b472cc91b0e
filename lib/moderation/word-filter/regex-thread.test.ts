/**
 * @jest-environment node
 */
import { compileMatcher, patternProblem, screen, type FilterEntry } from './matcher';
import { patternCost, patternCostProblem, PROGRAM_MAX, REPEAT_MAX } from './pattern-cost';
import { regexEngine, regexEngineSettings, RegexEngineError, stopRegexEngine } from './regex-thread';

// Issue 26 §1: the regular expressions of the word filter, compiled and run in a worker thread with
// a time budget, every compiled program freed, and patterns too costly to run refused on save.

const PHONE = '010[- ]?\\d{4}[- ]?\\d{4}';
const regex = (id: number, pattern: string, action: FilterEntry['action'] = 'hold'): FilterEntry => ({
  id,
  kind: 'regex',
  pattern,
  action,
});

/** How late a timer set to fire at once fires while `work` runs: the request thread's freedom. */
async function tickDelay<T>(work: () => Promise<T>): Promise<{ delay: number; result: T }> {
  const started = performance.now();
  let fired = -1;
  const tick = new Promise<void>((resolve) =>
    setTimeout(() => {
      fired = performance.now() - started;
      resolve();
    }, 0),
  );
  const result = await work();
  await tick;
  return { delay: fired, result };
}

afterEach(() => {
  jest.restoreAllMocks();
  regexEngineSettings.budgetMs = 2000;
  regexEngineSettings.recycleAfter = 5000;
});
afterAll(stopRegexEngine);

describe('pattern costs', () => {
  it('reads counted repeats, nesting and heavy classes', () => {
    expect(patternCost(PHONE)).toEqual({ size: expect.any(Number), repeatMax: 4 });
    expect(patternCost(PHONE).size).toBeLessThan(50);
    expect(patternCost('a{3}').size).toBe(4);
    expect(patternCost('(a{10}){10}').size).toBeGreaterThanOrEqual(100);
    expect(patternCost('x{2,}').repeatMax).toBe(2);
    // A '{' that is no repeat is a literal.
    expect(patternCost('a{x}')).toEqual({ size: 4, repeatMax: 0 });
    expect(patternCost('[{]{1000}').repeatMax).toBe(1000);
    expect(patternCost('\\{1000}').repeatMax).toBe(0);
  });

  it('issue 26 §1: refuses the costly patterns of the report by their caps', () => {
    for (const costly of [
      '.{0,1000}.{0,1000}.{0,1000}x',
      '[가-힣]{1,1000}x',
      `a{${REPEAT_MAX + 1}}`,
      '(((a{10}){10}){10})', // 1,000 copies
      '\\p{L}{1,100}\\p{L}{1,100}x', // exhausts re2-wasm's heap when compiled
      '.{0,100}.{0,100}x',
    ]) {
      expect([costly, patternCostProblem(costly)]).toEqual([costly, 'patternTooCostly']);
    }
    for (const fine of [PHONE, '[가-힣]{1,100}x', '(.{0,10}){0,10}x', 'https?://\\S+', '\\d{2,4}-\\d{3,4}-\\d{4}', '바보+']) {
      expect([fine, patternCostProblem(fine)]).toEqual([fine, null]);
      expect(patternCost(fine).size).toBeLessThanOrEqual(PROGRAM_MAX);
    }
  });

  it('issue 26 §1: refuses them on save, before and after compiling', async () => {
    expect(await patternProblem('.{0,1000}.{0,1000}.{0,1000}x')).toBe('patternTooCostly');
    expect(await patternProblem('[가-힣]{1,1000}x')).toBe('patternTooCostly');
    expect(await patternProblem('[가-힣]{1,100}x')).toBeNull();
    // A pattern the engine cannot even compile is too costly, whatever the estimate said.
    jest.spyOn(regexEngine, 'check').mockRejectedValueOnce(new RegexEngineError('error', 'abort(OOM)'));
    expect(await patternProblem('abc')).toBe('patternTooCostly');
  });
});

describe('the pattern thread', () => {
  it('issue 26 §1: 5,000 edits of a regex entry, each validated, loaded and screened, leave the engine working', async () => {
    const text = '연락 주세요 010-1234-5678 기다릴게요';
    // One thread throughout (no replacing it after many compiles): only freeing keeps its heap.
    await stopRegexEngine();
    regexEngineSettings.recycleAfter = Infinity;
    for (let edit = 1; edit <= 5000; edit += 1) {
      // Each save compiles the pattern once to check it; each refresh compiles the active entries.
      expect(await patternProblem(PHONE)).toBeNull();
      const matcher = compileMatcher([regex(1, PHONE), regex(2, `${edit}번`, 'replace')]);
      const result = await screen(matcher, text);
      if (result.failure !== null || result.action !== 'hold') throw new Error(`edit ${edit}: ${JSON.stringify(result)}`);
    }
    const after = await screen(compileMatcher([regex(1, PHONE)]), '전화 010 9876 5432');
    expect(after).toMatchObject({ action: 'hold', failure: null, replaced: '전화 ※※※ ※※※※ ※※※※' });
  }, 240_000);

  it('issue 26 §1: a costly pattern within the caps runs over a 1,000-character comment without stopping the request thread', async () => {
    for (const pattern of ['[가-힣]{1,100}x', '(.{0,10}){0,10}x']) {
      const matcher = compileMatcher([regex(1, pattern)]);
      const { delay, result } = await tickDelay(() => screen(matcher, '가'.repeat(1000)));
      expect({ pattern, late: delay >= 50 }).toEqual({ pattern, late: false });
      // It ran (no x: no match), or it overran its budget and says so: never silently clean.
      if (result.failure === null) expect(result.action).toBeNull();
      else expect(result.failure).toBe('timeout');
    }
  });

  it('issue 26 §1: a job that overruns its budget fails with a timeout, and the next job gets a fresh thread', async () => {
    const matcher = compileMatcher([regex(1, '(.{0,10}){0,10}x')]);
    regexEngineSettings.budgetMs = 5;
    const { delay, result } = await tickDelay(() => screen(matcher, '가나다'.repeat(7000)));
    expect(delay).toBeLessThan(50);
    expect(result).toMatchObject({ action: null, failure: 'timeout' });
    regexEngineSettings.budgetMs = 2000;
    expect(await screen(compileMatcher([regex(1, PHONE)]), '010-1234-5678')).toMatchObject({ action: 'hold', failure: null });
  });

  it('issue 26 §1: an engine that runs out of memory is replaced', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Past the caps on purpose (the save check would refuse it): compiling it exhausts the 16 MB heap.
    regexEngineSettings.budgetMs = 60_000;
    await expect(regexEngine.run(-1, ['\\p{L}{1,100}\\p{L}{1,100}\\p{L}{1,100}x'], ['가'])).rejects.toMatchObject({ reason: 'error' });
    expect(await screen(compileMatcher([regex(1, PHONE)]), '010-1234-5678')).toMatchObject({ action: 'hold', failure: null });
  });

  it('skips a stored pattern RE2 refuses and one over the caps, still running the others', async () => {
    const matcher = compileMatcher([regex(1, '(?=x)'), regex(2, '.{0,1000}x'), regex(3, PHONE)]);
    expect(matcher.regexes.map((e) => e.id)).toEqual([1, 3]);
    expect(await screen(matcher, '010-1234-5678')).toMatchObject({ action: 'hold', failure: null });
  });
});
