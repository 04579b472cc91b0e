import { detectPostLanguage, pageLanguage, withLanguage } from './post-language';

const post = (title: string, content = '') => ({ title, content });

describe('detectPostLanguage', () => {
  it('takes any Hangul for Korean, whatever the writer’s language', () => {
    expect(detectPostLanguage(post('안녕하세요', '오늘 날씨 좋네요'), 'zh-TW')).toBe('ko');
    expect(detectPostLanguage(post('ㅋㅋㅋ', 'lol'), 'zh-TW')).toBe('ko');
    // Korean text quoting Han characters (hanja, a Chinese item name) stays Korean.
    expect(detectPostLanguage(post('王冠 팝니다', '왕관 있어요'), 'zh-TW')).toBe('ko');
    expect(detectPostLanguage(post('Selling a crown', '가격 제안 주세요'), 'zh-TW')).toBe('ko');
  });

  it('takes Han characters without Hangul for Traditional Chinese', () => {
    expect(detectPostLanguage(post('我的寵物', '我家的貓很可愛'), 'ko')).toBe('zh-TW');
    expect(detectPostLanguage(post('WTS crown', '價格可議'), 'ko')).toBe('zh-TW');
    // Outside the basic block: an extension-B character.
    expect(detectPostLanguage(post('𠀋'), 'ko')).toBe('zh-TW');
  });

  it('falls back to the writer’s UI language for text in neither script', () => {
    expect(detectPostLanguage(post('Hello slimes', 'Nice to meet you all 123 🎉'), 'ko')).toBe('ko');
    expect(detectPostLanguage(post('Hello slimes', 'Nice to meet you all 123 🎉'), 'zh-TW')).toBe('zh-TW');
    expect(detectPostLanguage(post('', ''), 'zh-TW')).toBe('zh-TW');
    // Japanese kana alone is neither script.
    expect(detectPostLanguage(post('こんにちは'), 'ko')).toBe('ko');
  });

  it('reads the title and the body together', () => {
    expect(detectPostLanguage(post('Sale', '只賣一個'), 'ko')).toBe('zh-TW');
    expect(detectPostLanguage(post('只賣一個', '연락 주세요'), 'zh-TW')).toBe('ko');
  });
});

describe('the page’s ?lang=', () => {
  it('lists every language only for lang=all', () => {
    expect(pageLanguage('all', 'ko')).toBe('all');
    expect(pageLanguage(['all', 'ko'], 'zh-TW')).toBe('all');
    expect(pageLanguage(undefined, 'zh-TW')).toBe('zh-TW');
    expect(pageLanguage('ko', 'zh-TW')).toBe('zh-TW');
    expect(pageLanguage('bogus', 'ko')).toBe('ko');
  });

  it('keeps lang=all on links, and adds nothing by default', () => {
    expect(withLanguage('/community/posts?category=3', 'all')).toBe('/community/posts?category=3&lang=all');
    expect(withLanguage('/community', 'all')).toBe('/community?lang=all');
    expect(withLanguage('/community/posts?category=3', 'ko')).toBe('/community/posts?category=3');
  });
});
