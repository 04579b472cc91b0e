/**
 * @jest-environment node
 */
import { choseongOf, compileMatcher, patternProblem, screen, wordProblem, type FilterEntry } from './matcher';
import { normaliseWord, wordView } from './normalise';
import { stopRegexEngine } from './regex-thread';

afterAll(stopRegexEngine);

const entry = (
  id: number,
  pattern: string,
  action: FilterEntry['action'] = 'replace',
  kind: FilterEntry['kind'] = 'word',
): FilterEntry => ({
  id,
  kind,
  pattern,
  action,
});

describe('normalising', () => {
  it('takes syllables apart, reads tense consonants plain and drops what is not a letter', async () => {
    expect(normaliseWord('씨 발.')).toBe('ㅅㅣㅂㅏㄹ');
    expect(normaliseWord('ＦＵＣＫ')).toBe('fuck');
    expect(normaliseWord('幹你娘')).toBe(normaliseWord('干你娘'));
    expect(normaliseWord('頭髮')).toBe(normaliseWord('头发'));
  });

  it('remembers where each letter came from', async () => {
    const view = wordView('a 시');
    expect(view.text).toBe('aㅅㅣ');
    expect(view.from).toEqual([0, 2, 2]);
    expect(view.to).toEqual([1, 3, 3]);
  });
});

describe('screening', () => {
  it('puts ※ over exactly the original span, evasion characters included', async () => {
    const m = compileMatcher([entry(1, '시발')]);
    expect((await screen(m, '아 시.발 진짜')).replaced).toBe('아 ※※※ 진짜');
    expect((await screen(m, 'ㅅㅂ 뭐야')).replaced).toBe('※※ 뭐야');
    expect((await screen(m, '幹你娘')).replaced).toBe('幹你娘');
    expect((await screen(compileMatcher([entry(2, '幹你娘')]), '你這个干你娘')).replaced).toBe('你這个※※※');
  });

  it('keeps spaces inside a covered span', async () => {
    expect((await screen(compileMatcher([entry(1, '시발')]), '시 발')).replaced).toBe('※ ※');
  });

  it('takes the strictest action of the matching entries', async () => {
    const m = compileMatcher([entry(1, '시발', 'replace'), entry(2, '병신', 'hold'), entry(3, 'fuck', 'refuse')]);
    expect((await screen(m, '시발')).action).toBe('replace');
    expect((await screen(m, '시발 병신')).action).toBe('hold');
    expect((await screen(m, '시발 병신 fuck')).action).toBe('refuse');
    expect((await screen(m, '좋은 아침')).action).toBeNull();
  });

  it('matches 초성 only in runs of bare consonants', async () => {
    expect(choseongOf('시발')).toBe('ㅅㅂ');
    expect(choseongOf('fuck')).toBeNull();
    const m = compileMatcher([entry(1, '시발')]);
    expect((await screen(m, '사발면')).action).toBeNull();
    expect((await screen(m, '수박')).action).toBeNull();
    expect((await screen(m, 'ㅅㅂ')).matches[0]?.via).toBe('choseong');
  });

  it('runs regular expressions on the plain view', async () => {
    const m = compileMatcher([entry(1, '010[- ]?\\d{4}[- ]?\\d{4}', 'hold', 'regex')]);
    const result = await screen(m, '연락 ０１０-1234-5678 주세요');
    expect(result.action).toBe('hold');
    expect(result.replaced).toBe('연락 ※※※※※※※※※※※※※ 주세요');
  });

  it('survives hostile text', async () => {
    const m = compileMatcher([entry(1, '시발'), entry(2, '(a+)+$', 'refuse', 'regex'), entry(3, '幹你娘')]);
    const hostile = `${'a'.repeat(10_000)}!</script >${'ㅅ'.repeat(5000)}\u200B`.repeat(2);
    const started = Date.now();
    const result = await screen(m, hostile);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.replaced.length).toBe(hostile.length);
  });
});

describe('validating entries', () => {
  it('refuses bad regular expressions', async () => {
    expect(await patternProblem('(')).toBe('patternInvalid');
    expect(await patternProblem('(?=a)b')).toBe('patternInvalid');
    expect(await patternProblem('a*')).toBe('patternMatchesEmpty');
    expect(await patternProblem('a'.repeat(201))).toBe('patternTooLong');
    expect(await patternProblem('바보+')).toBeNull();
  });

  it('refuses words that would flag everything', async () => {
    expect(wordProblem('!!')).toBeNull(); // reads as "ii"
    expect(wordProblem(' . ')).toBe('wordEmpty');
    expect(wordProblem('a')).toBe('wordTooShort');
    expect(wordProblem('屄')).toBeNull();
  });
});
