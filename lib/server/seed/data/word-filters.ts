import type { WordFilterAction, WordFilterKind } from '@/lib/validation/word-filters';

// The demo's word filter: a few entries of each action in both languages, so /admin/word-filters
// and the member forms can be tried at once.
export const SEED_WORD_FILTERS: { kind: WordFilterKind; pattern: string; action: WordFilterAction; note: string }[] = [
  { kind: 'word', pattern: '시발', action: 'refuse', note: '욕설 · 씨발, ㅅㅂ, ㅅㅣㅂㅏㄹ도 걸려요' },
  { kind: 'word', pattern: '병신', action: 'refuse', note: '욕설' },
  { kind: 'word', pattern: '개새끼', action: 'hold', note: '욕설: 운영자 검토' },
  { kind: 'word', pattern: '멍청이', action: 'replace', note: '가벼운 비하어는 ※로' },
  { kind: 'word', pattern: '幹你娘', action: 'refuse', note: '髒話 · 干你娘 也會擋下' },
  { kind: 'word', pattern: '傻逼', action: 'hold', note: '髒話：待審核' },
  { kind: 'word', pattern: '王八蛋', action: 'replace', note: '以※遮蔽' },
  { kind: 'regex', pattern: '01[016789][- .]?\\d{3,4}[- .]?\\d{4}', action: 'replace', note: '휴대전화 번호 가리기 (개인정보)' },
];
