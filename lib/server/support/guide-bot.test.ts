import { SEED_GUIDES } from '@/lib/server/seed/data/guides';
import { AFFINITY_BONUS, detectLocale, scoreGuides, tokenize, type GuideCandidate } from './guide-bot';

const candidates = (locale: 'ko' | 'zh-TW'): GuideCandidate[] =>
  SEED_GUIDES.flatMap((g, i) => {
    const content = locale === 'ko' ? g.contentKo : g.contentZhTw;
    return content ? [{ id: i + 1, slug: g.slug, category: g.category, title: locale === 'ko' ? g.titleKo : g.titleZhTw, content }] : [];
  });

describe('tokenize', () => {
  it('makes Hangul and Han bigrams, so particles and missing spaces do not hide words', () => {
    expect(tokenize('날개가')).toEqual(['날개', '개가']);
    expect(tokenize('經驗值珠')).toEqual(['經驗', '驗值', '值珠']);
    expect(tokenize('몸')).toEqual(['몸']);
  });

  it('keeps Latin words of two or more letters, drops bare numbers and function pieces', () => {
    expect(tokenize('HEIC 7MB 2026 a')).toEqual(['heic', '7mb']);
    expect(tokenize('했는데 怎麼')).toEqual([]);
  });
});

describe('scoreGuides', () => {
  it('ranks the guide that shares the rare words first, and drops weak matches', () => {
    const ranked = scoreGuides(
      { category: 'bug', title: '천사 날개가 몸에 가려져요', content: '날개 가운데가 몸에 가려져서 반쪽만 보여요' },
      candidates('ko'),
    );
    expect(ranked[0]?.guide.slug).toBe('equipment-layers');
    expect(ranked.every((r) => r.score >= 6)).toBe(true);
  });

  it('counts a hit in a guide title as three hits in its text (text hits capped at three)', () => {
    const filler = (id: number): GuideCandidate => ({ id, slug: `f${id}`, category: 'room', title: '가구', content: '가구' });
    const docs: GuideCandidate[] = [
      { id: 1, slug: 'title', category: 'beginner', title: '길드 안내', content: '내용' },
      { id: 2, slug: 'text', category: 'beginner', title: '안내', content: '길드 길드 길드 길드 길드' },
      filler(3),
      filler(4),
      filler(5),
    ];
    const ranked = scoreGuides({ category: 'other', title: '길드', content: '' }, docs);
    expect(ranked.map((r) => r.guide.slug)).toEqual(['title', 'text']);
    expect(ranked[0]!.score).toBeCloseTo(ranked[1]!.score, 1);
  });

  it('adds the category affinity only to guides that already match', () => {
    const docs: GuideCandidate[] = [
      { id: 1, slug: 'acct', category: 'account', title: '비밀번호 안내', content: '비밀번호' },
      { id: 2, slug: 'trade', category: 'trade', title: '비밀번호 안내', content: '비밀번호' },
      { id: 3, slug: 'none', category: 'account', title: '가구', content: '가구' },
    ];
    const ranked = scoreGuides({ category: 'account', title: '비밀번호', content: '' }, docs);
    expect(ranked.map((r) => r.guide.slug)).toEqual(['acct', 'trade']);
    expect(ranked[0]!.score - ranked[1]!.score).toBeCloseTo(AFFINITY_BONUS, 1);
  });

  it('recommends nothing for text that matches no guide', () => {
    expect(scoreGuides({ category: 'feature', title: '웹 채팅', content: '지원 계획' }, candidates('ko'))).toEqual([]);
  });

  it('works on Chinese guides', () => {
    const ranked = scoreGuides({ category: 'faq', title: '公會寶箱', content: '公會寶箱每天可以領幾次？' }, candidates('zh-TW'));
    expect(ranked[0]?.guide.slug).toBe('guild-basics');
  });
});

it('detects the inquiry language from its script', () => {
  expect(detectLocale('날개', 'zh-TW')).toBe('ko');
  expect(detectLocale('翅膀', 'ko')).toBe('zh-TW');
  expect(detectLocale('HEIC upload', 'zh-TW')).toBe('zh-TW');
});
