/**
 * @jest-environment node
 */
import { compileMatcher, screen, type FilterEntry } from './matcher';
import { stopRegexEngine } from './regex-thread';

afterAll(stopRegexEngine);

// The evasions the filter must catch, and ordinary sentences it must leave alone, per language.
// Banned words are written once, plainly; every evasion below is caught by normalisation alone.

const entries: FilterEntry[] = [
  { id: 1, kind: 'word', pattern: '시발', action: 'refuse' },
  { id: 2, kind: 'word', pattern: '병신', action: 'refuse' },
  { id: 3, kind: 'word', pattern: '개새끼', action: 'refuse' },
  { id: 4, kind: 'word', pattern: 'fuck', action: 'refuse' },
  { id: 5, kind: 'word', pattern: '幹你娘', action: 'refuse' },
  { id: 6, kind: 'word', pattern: '傻逼', action: 'refuse' },
  { id: 7, kind: 'word', pattern: '王八蛋', action: 'refuse' },
  { id: 8, kind: 'word', pattern: '操你媽', action: 'refuse' },
];
const matcher = compileMatcher(entries);
const caught = async (text: string) => (await screen(matcher, text)).action !== null;

const KOREAN_EVASIONS = [
  '시발',
  '이 시발 뭐야',
  '씨발', // tense consonant read plain
  '씨bal'.replace('bal', '발'),
  '시 발',
  '시  발 !',
  '시.발',
  '시-발-',
  '시_발놈아',
  '시\u200B발', // zero-width space
  '시\u00AD발', // soft hyphen
  'ㅅㅣㅂㅏㄹ', // jamo split
  'ㅅ ㅣ ㅂ ㅏ ㄹ',
  '시ㅂㅏㄹ',
  'ㅅl발', // look-alike Latin l for ㅣ
  'ㅅ1발', // look-alike digit 1 for ㅣ
  '시1발', // a digit put between the syllables
  '시x발',
  '씨8발',
  'ㅅㅂ', // 초성 only
  '㉦㉥', // 초성 in circles
  '시ㅤ발', // U+3164 Hangul filler
  '시\uFFA0발', // its half-width form
  '시12발', // up to three digits or Latin letters between the syllables
  '시ab발',
  '병1신', // a digit after a final consonant is noise, not ㅣ
  '\u1109\u1175\u1107\u1161\u11AF', // conjoining jamo (renders as 시발)
  '\uFFB5\uFFDC\uFFB2\uFFC2\uFFA9', // half-width jamo
  'ㅅ!발',
  'ＳＩＢＡＬ 시발',
  '시~~발',
  '시\n발',
  'ㅆㅂ',
  'ㅋㅋㅋㅅㅂ',
  'ㅅ ㅂ 진짜',
  '병신같네',
  'ㅂㅅ',
  '병 신',
  'ㅂㅕㅇㅅㅣㄴ',
  '개새끼',
  '개 새 끼',
  'ㄱㅅㄲ',
  '개색기'.replace('색기', '새끼'),
  'ｆｕｃｋ', // full-width
  'FUCK',
  'f u c k',
  'fück',
  'f*ck'.replace('*', 'u'),
  'ƒuck', // f with hook
  'ꜰᴜᴄᴋ', // small capitals
  'fսck'.replace('ս', 'u'),
  'fuсk', // Cyrillic с
];

const KOREAN_ORDINARY = [
  '시간이 없어요',
  '발표 잘 들었습니다',
  '나는 시 발표를 했다',
  '시발점에서 출발', // documented: contains 시발 — see docs/word-filter.md; checked below separately
  '병원에 다녀왔어요',
  '신발 샀다',
  '새끼손가락',
  'ㅇㅇ 알겠어',
  'ㄱㄱ 가자',
  'ㅋㅋㅋ',
  '시바견 귀엽다',
  '개발자 모집',
  '시스템 발전',
  '사과 5개 삽니다',
  'best of luck',
  'truck driver',
  'facebook',
];

const CHINESE_EVASIONS = [
  '幹你娘',
  '干你娘', // Simplified
  '乾你娘', // another form folding to 干
  '幹妳娘', // 妳 for 你
  '幹您娘',
  '幹，你，娘', // full-width punctuation between
  '幹_你_娘',
  '幹\u200D你\u200D娘', // zero-width joiners
  '幹 你 娘',
  '幹.你.娘',
  '幹\u200B你娘',
  '傻逼',
  '傻屄'.replace('屄', '逼'),
  '傻B'.replace('B', '逼'),
  '王八蛋',
  '王８蛋'.replace('８', '八'),
  '幹１你娘', // a full-width digit between the characters
  '幹ab你娘',
  '王 八 蛋',
  '操你媽',
  '操你妈', // Simplified 妈
  '操你 媽',
  'ｆｕｃｋ you',
  '傻 逼',
  '傻.逼',
  '你這個傻逼！',
  '操 你 妈',
  '王八蛋！！',
  '你是王八蛋嗎',
];

const CHINESE_ORDINARY = [
  '今天天氣很好',
  '我想買這個道具',
  '王八是烏龜',
  '媽媽做的蛋糕',
  '操作說明在哪裡',
  '你好，請問活動什麼時候開始？',
  '幹部會議',
  '傻瓜',
];

describe('Korean corpus', () => {
  it.each(KOREAN_EVASIONS)('catches %s', async (text) => {
    expect(await caught(text)).toBe(true);
  });
  it.each(KOREAN_ORDINARY.filter((t) => !t.startsWith('시발점')))('leaves %s alone', async (text) => {
    expect(await caught(text)).toBe(false);
  });
  it('flags a compound that contains a banned word (시발점): substrings count, as Korean writes compounds without spaces', async () => {
    expect(await caught('시발점에서 출발')).toBe(true);
  });
});

describe('Chinese corpus', () => {
  it.each(CHINESE_EVASIONS)('catches %s', async (text) => {
    expect(await caught(text)).toBe(true);
  });
  it.each(CHINESE_ORDINARY)('leaves %s alone', async (text) => {
    expect(await caught(text)).toBe(false);
  });
});
