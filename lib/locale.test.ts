import { resolveLocale } from './locale';

describe('resolveLocale (spec §4)', () => {
  it('uses a supported stored language first', () => {
    expect(resolveLocale('zh-TW', 'ko-KR')).toBe('zh-TW');
    expect(resolveLocale('ko', 'zh-TW')).toBe('ko');
  });

  it('ignores an unsupported stored language', () => {
    expect(resolveLocale('en', 'zh-TW')).toBe('zh-TW');
    expect(resolveLocale('en', null)).toBe('ko');
  });

  it.each([
    ['zh-TW', 'zh-TW'],
    ['zh-HK,zh;q=0.9', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW,en;q=0.5', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['en-US,zh-TW;q=0.8', 'zh-TW'],
    ['zh-CN,zh;q=0.9', 'ko'],
    ['zh', 'ko'],
    ['ko-KR,zh-TW;q=0.5', 'ko'],
    ['zh-TW;q=0.4,ko;q=0.9', 'ko'],
    ['ja-JP', 'ko'],
    ['', 'ko'],
  ])('Accept-Language %p gives %p', (header, expected) => {
    expect(resolveLocale(undefined, header)).toBe(expected);
  });
});
