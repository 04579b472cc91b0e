import { count } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { clientHeader } from '@/lib/server/http/client';
import { SEED_GUIDES } from '@/lib/server/seed/data/guides';
import { GUIDE_BOT_GUEST_LIMIT } from '@/lib/server/support/guide-bot';
import { callRoute } from '@/test/call-route';
import { clearOfWindowEdge } from '@/test/rate-window';
import { POST as ask } from './route';

// POST /api/v1/support/guide-bot/: the guide bot for guests (the help page), per-address limited.

beforeAll(async () => {
  const db = await getDb();
  await db.insert(schema.guides).values(SEED_GUIDES.map((g, i) => ({ ...g, sortOrder: i })));
});
afterAll(() => closeDb());

let n = 0;
const freshIp = () => `10.28.${Math.floor(++n / 250)}.${n % 250}`;
const question = (body: unknown, { ip = freshIp(), lang = 'ko', raw }: { ip?: string; lang?: string; raw?: string } = {}) =>
  callRoute(ask, `/api/v1/support/guide-bot/?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...clientHeader(ip) },
    body: raw ?? JSON.stringify(body),
  });

async function storedRows() {
  const db = await getDb();
  const [inquiries] = await db.select({ n: count() }).from(schema.inquiries);
  const [replies] = await db.select({ n: count() }).from(schema.inquiryReplies);
  return inquiries!.n + replies!.n;
}

it('answers a guest with the matching FAQ guides, in the question’s language, storing nothing', async () => {
  const ko = await question({ question: '비밀번호를 잊어버렸어요' });
  expect(ko.status).toBe(200);
  expect(ko.body.data.locale).toBe('ko');
  expect(ko.body.data.guides[0]).toMatchObject({ slug: 'faq-forgot-password', category: 'faq', title: '비밀번호를 잊어버렸어요' });
  expect(ko.body.data.guides.length).toBeLessThanOrEqual(3);
  expect(ko.body.data.answer).toMatch(/가이드/);

  // A Chinese question on a Korean page is answered from the Chinese guides.
  const zh = await question({ question: '忘記密碼了怎麼辦' });
  expect(zh.body.data).toMatchObject({
    locale: 'zh-TW',
    guides: [expect.objectContaining({ slug: 'faq-forgot-password', title: '忘記密碼了' })],
  });

  const none = await question({ question: 'qwerty zxcvb' }, { lang: 'zh-TW' });
  expect(none.body.data).toMatchObject({ locale: 'zh-TW', guides: [] });
  expect(none.body.data.answer).toMatch(/常見問題/);
  expect(await storedRows()).toBe(0);
});

it('refuses hostile and empty questions with a 400, never a 500', async () => {
  const hostile = await question({ question: '</script ><script>alert(1)</script> 비밀번호' });
  expect(hostile.status).toBe(200);
  // The answer is data: the question is not echoed anywhere in it.
  expect(JSON.stringify(hostile.body)).not.toContain('<script');

  for (const [body, error] of [
    [{ question: '비밀\u0000번호' }, 'invalidCharacters'],
    [{ question: '가'.repeat(10_000) }, 'questionMax'],
    [{ question: '   ' }, 'questionRequired'],
    [{}, 'questionRequired'],
    [{ question: ['비밀번호'] }, 'questionRequired'],
  ] as const) {
    const res = await question(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 1000, errors: { question: [error] } });
  }
  expect((await question(null, { raw: '{"question":' })).status).toBe(400);
});

it('limits each address to 20 questions in 10 minutes, with a translated 429 and Retry-After', async () => {
  await clearOfWindowEdge(GUIDE_BOT_GUEST_LIMIT.windowSeconds);
  const ip = '10.28.250.1';
  for (let i = 0; i < GUIDE_BOT_GUEST_LIMIT.max; i++) expect((await question({ question: '닉네임 변경' }, { ip })).status).toBe(200);
  const refused = await question({ question: '닉네임 변경' }, { ip, lang: 'zh-TW' });
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ code: 1700, message: '提問次數太多了，請稍後再問' });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  // Another address is not held back.
  expect((await question({ question: '닉네임 변경' })).status).toBe(200);
});
