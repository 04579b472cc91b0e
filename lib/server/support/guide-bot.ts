import 'server-only';
import { POLICY_LINKS, type Locale } from '@/lib/constants';
import { listGuideTexts } from '@/lib/server/guides';
import { serverTranslator } from '@/lib/server/messages';
import { consumeOrRefuse } from '@/lib/server/rate-limit';
import type { GuideCategory, GuideRefDto } from '@/lib/validation/guides';
import type { GuideBotAnswerDto, InquiryCategory } from '@/lib/validation/support';

/**
 * The guide bot: answers a new inquiry at once with the guides that best match it, in the
 * inquiry's language, with no external service.
 *
 * Scoring, for each published guide that has content in that language:
 *
 *   1. Tokens. Text is NFKC-normalised and lower-cased, then split into runs of one script.
 *      Hangul and Han runs become overlapping character bigrams (a run of one character stays a
 *      unigram), so "날개가" yields 날개·개가 and "經驗值珠" yields 經驗·驗值·值珠 — particles and
 *      missing spaces do not hide a word. Latin/number runs become words of 2+ characters (not
 *      bare numbers). Common function pieces (어요, 는데, 怎麼, 可以…) are dropped.
 *   2. Weight of a query token t: 2 when it comes from the inquiry's title, else 1; times
 *      idf(t) = ln(1 + N / df(t)) over the N candidate guides, so a token found in every guide
 *      (슬라임) counts little and a rare one (날개, 檢舉) much.
 *   3. A guide scores  Σ weight(t) × (3 × [t in the guide's title] + min(occurrences of t in its text, 3)).
 *   4. Category affinity: a guide that already scores and whose category suits the inquiry's
 *      category (account inquiries → account guides, …) gets +AFFINITY_BONUS.
 *   5. Guides under MIN_SCORE, or under RELATIVE_CUTOFF of the best guide's score, are dropped;
 *      the best three are recommended (ties: guide order).
 *
 * With no guide left, the bot still answers: a friendly note pointing to the help page (/help).
 */

export const BOT_RECOMMENDATIONS = 3;
export const TITLE_WEIGHT = 3;
export const QUERY_TITLE_WEIGHT = 2;
export const CONTENT_HITS_CAP = 3;
export const AFFINITY_BONUS = 1.5;
export const MIN_SCORE = 6;
// A guide far behind the best one is noise next to it.
export const RELATIVE_CUTOFF = 0.3;

const AFFINITY: Record<InquiryCategory, readonly GuideCategory[]> = {
  general: ['faq', 'beginner'],
  technical: ['slime', 'room'],
  payment: ['trade'],
  feature: [],
  bug: ['slime', 'room'],
  other: [],
  billing: ['trade'],
  membership: ['account'],
  account: ['account', 'faq'],
  refund: ['trade'],
  coupon: ['beginner'],
  event: ['beginner'],
  report: ['account', 'trade'],
  abuse: ['account', 'trade'],
  service: ['beginner', 'account'],
  support: ['account', 'faq'],
  faq: ['faq', 'beginner', 'slime'],
};

// Bigrams and short words that carry grammar, not topic, in Korean and Chinese inquiries.
const STOP_TOKENS = new Set([
  // Korean endings and fillers
  '어요',
  '아요',
  '해요',
  '했어',
  '했는',
  '는데',
  '있어',
  '없어',
  '나요',
  '가요',
  '인가',
  '까요',
  '세요',
  '주세',
  '습니',
  '니다',
  '에서',
  '하고',
  '하는',
  '이에',
  '에요',
  '예요',
  '어서',
  '해서',
  '지만',
  '면서',
  '는지',
  '을까',
  '할까',
  '어떻',
  '떻게',
  '하나',
  '게요',
  '인데',
  '그런',
  '그래',
  '요즘',
  '오늘',
  '이번',
  '계속',
  '아직',
  '자꾸',
  '제가',
  '저는',
  '너무',
  '혹시',
  '그리',
  '리고',
  '되나',
  '되요',
  '돼요',
  '해야',
  '하면',
  '으면',
  '는게',
  '은데',
  '었는',
  '았는',
  '합니',
  '입니',
  '부탁',
  '드려',
  '려요',
  '감사',
  '사합',
  '안녕',
  '녕하',
  '하세',
  '다시',
  '않아',
  '요청',
  '들어',
  '해도',
  '되는',
  '싶어',
  '같아',
  '같은',
  '보여',
  '여요',
  '는것',
  '했는',
  '었어',
  '았어',
  '할때',
  '나와',
  '와요',
  '데요',
  '거나',
  '하게',
  '라고',
  '어도',
  // Words of asking for help itself ("추가 문의: …" prefixes every follow-up)
  '추가',
  '문의',
  '질문',
  '답변',
  '확인',
  '방법',
  '追加',
  '提問',
  '問題',
  '回覆',
  '確認',
  '方法',
  // The game's everyday nouns: in nearly every guide and inquiry, they say nothing about the topic
  '슬라',
  '라임',
  '아이',
  '이템',
  // Chinese function words
  '請問',
  '怎麼',
  '可以',
  '什麼',
  '為什',
  '沒有',
  '一直',
  '我的',
  '你的',
  '是不',
  '不是',
  '一下',
  '就是',
  '還是',
  '但是',
  '因為',
  '所以',
  '這個',
  '那個',
  '時候',
  '如果',
  '已經',
  '現在',
  '今天',
  '謝謝',
  '你好',
  '的',
  '了',
  '是',
  '我',
  '你',
  '在',
  '有',
  '和',
  '嗎',
  '呢',
  '吧',
  '也',
  '都',
  '就',
  '要',
  '會',
  '很',
  '好',
  '使用',
  '無法',
  '顯示',
  '一個',
  '還有',
  '不能',
  '的時',
  '史萊',
  '萊姆',
  '道具',
  // English
  'the',
  'is',
  'it',
  'to',
  'and',
  'of',
  'in',
  'my',
  'can',
  'how',
  'what',
  'why',
]);

const SCRIPT_RUN = /[\p{Script=Hangul}]+|[\p{Script=Han}]+|[\p{L}\p{N}]+/gu;
const IS_CJK = /^[\p{Script=Hangul}\p{Script=Han}]/u;

export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const [run] of text.normalize('NFKC').toLowerCase().matchAll(SCRIPT_RUN)) {
    const chars = [...run];
    if (IS_CJK.test(run)) {
      if (chars.length === 1) out.push(run);
      for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
    } else if (chars.length >= 2 && !/^\p{N}+$/u.test(run)) {
      out.push(run);
    }
  }
  return out.filter((t) => !STOP_TOKENS.has(t));
}

function counts(tokens: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of tokens) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

// The inquiry's language: Hangul means Korean, Han without Hangul means Chinese, else the page's.
export function detectLocale(text: string, fallback: Locale): Locale {
  if (/\p{Script=Hangul}/u.test(text)) return 'ko';
  if (/\p{Script=Han}/u.test(text)) return 'zh-TW';
  return fallback;
}

export type GuideCandidate = GuideRefDto & { content: string };
export type ScoredGuide = { guide: GuideRefDto; score: number };

export function scoreGuides(
  inquiry: { title: string; content: string; category: InquiryCategory },
  candidates: GuideCandidate[],
): ScoredGuide[] {
  const weights = new Map<string, number>();
  for (const t of tokenize(inquiry.content)) weights.set(t, 1);
  for (const t of tokenize(inquiry.title)) weights.set(t, QUERY_TITLE_WEIGHT);
  if (weights.size === 0 || candidates.length === 0) return [];

  const docs = candidates.map((g) => ({ guide: g, title: new Set(tokenize(g.title)), body: counts(tokenize(g.content)) }));
  const df = new Map<string, number>();
  for (const d of docs) for (const t of new Set([...d.title, ...d.body.keys()])) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;

  const scored = docs.map((d, order) => {
    let score = 0;
    for (const [t, w] of weights) {
      const hits = (d.title.has(t) ? TITLE_WEIGHT : 0) + Math.min(d.body.get(t) ?? 0, CONTENT_HITS_CAP);
      if (hits > 0) score += w * Math.log(1 + n / (df.get(t) ?? 1)) * hits;
    }
    if (score > 0 && AFFINITY[inquiry.category].includes(d.guide.category)) score += AFFINITY_BONUS;
    const { content: _content, ...guide } = d.guide;
    return { guide, score: Math.round(score * 100) / 100, order };
  });
  const best = Math.max(0, ...scored.map((s) => s.score));
  return scored
    .filter((s) => s.score >= MIN_SCORE && s.score >= best * RELATIVE_CUTOFF)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ guide, score }) => ({ guide, score }));
}

export async function recommendGuides(
  inquiry: { title: string; content: string; category: InquiryCategory },
  locale: Locale,
  limit = BOT_RECOMMENDATIONS,
): Promise<ScoredGuide[]> {
  return scoreGuides(inquiry, await listGuideTexts(locale)).slice(0, limit);
}

// What the bot's reply says, in the inquiry's language (stored, so it reads the same later).
export function botReplyText(locale: Locale, found: boolean): string {
  const t = serverTranslator(locale, 'support');
  return found ? t('bot.replyFound') : t('bot.replyNone', { helpUrl: POLICY_LINKS.help });
}

// A guest's questions to the bot, per client address (the help page, /help): enough for a person
// trying a few wordings, too few to use the bot as a free search API.
export const GUIDE_BOT_GUEST_LIMIT = { max: 20, windowSeconds: 10 * 60 } as const;

/**
 * `POST /v1/support/guide-bot/`: the bot without an inquiry, for anyone (a player who cannot sign
 * in included). The question is scored like an inquiry's title, in its own language; nothing is stored.
 */
export async function askGuideBot(question: string, ctx: { ip: string; locale: Locale }): Promise<GuideBotAnswerDto> {
  const t = serverTranslator(ctx.locale, 'support');
  await consumeOrRefuse([{ key: `guide-bot:ip:${ctx.ip}`, ...GUIDE_BOT_GUEST_LIMIT }], t('bot.guestRateLimited'));
  const locale = detectLocale(question, ctx.locale);
  const picks = await recommendGuides({ title: question, content: '', category: 'faq' }, locale);
  const found = picks.length > 0;
  return {
    locale,
    answer: serverTranslator(locale, 'support')(found ? 'bot.guestFound' : 'bot.guestNone'),
    guides: picks.map((p) => p.guide),
  };
}
