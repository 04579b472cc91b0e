// Issue 26 §1 and the word-filter bypasses of §10: the word filter's regular expressions run in a
// worker thread with a time budget, every compiled pattern is freed, costly patterns are refused on
// save, an engine that fails holds the text (fail closed) and alerts operators, and the evasions the
// outside test found are caught.
import { and, asc, eq } from 'drizzle-orm';
import { regexEngine, RegexEngineError, stopRegexEngine } from '@/lib/moderation/word-filter/regex-thread';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { screenText } from '@/lib/server/moderation/word-filter';
import { jsonBody, makeAccount, makeAdmin, seedBasics, type Account } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { POST as writePost } from '../community/write-handlers';
import { PATCH as editProfile } from '../user/profile/route';
import { GET as nicknameAvailable } from '../user/nickname/available/route';
import { GET as overview } from '../admin/overview/route';
import { PUT as put } from '../admin/word-filters/[id]/route';
import { POST as create } from '../admin/word-filters/route';
import { POST as tryText } from '../admin/word-filters/test/route';

const PHONE = '010[- ]?\\d{4}[- ]?\\d{4}';

let admin: Account;
let member: Account;
let phoneEntry: number;

const createEntry = (payload: Record<string, unknown>) =>
  callRoute(create, '/api/v1/admin/word-filters/', jsonBody('POST', { action: 'refuse', kind: 'word', ...payload }, admin.auth));
const tryIt = async (text: string) =>
  (await callRoute(tryText, '/api/v1/admin/word-filters/test/', jsonBody('POST', { text }, admin.auth))).body.data;
const writeAPost = (content: string) =>
  callRoute(writePost, '/api/v1/community/', jsonBody('POST', { category_id: 25, title: '연락처 남겨요', content }, member.auth));

/** The longest the request thread went without running a timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const beat = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setTimeout(beat, 0);
  };
  setTimeout(beat, 0);
  await work();
  running = false;
  await new Promise((resolve) => setTimeout(resolve, 5));
  return Math.max(longest, performance.now() - last - 5);
}

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin();
  member = await makeAccount();
  for (const word of ['시발', '병신', 'fuck', '幹你娘']) expect((await createEntry({ pattern: word })).status).toBe(201);
  const phone = await createEntry({ pattern: PHONE, kind: 'regex', action: 'replace', note: '전화번호' });
  expect(phone.status).toBe(201);
  phoneEntry = phone.body.data.id;
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await stopRegexEngine();
  await closeDb();
});

test('issue 26 §1: the costly patterns of the report are refused on save with a translated field error', async () => {
  for (const pattern of ['.{0,1000}.{0,1000}.{0,1000}x', '[가-힣]{1,1000}x', '\\p{L}{1,100}\\p{L}{1,100}x']) {
    const res = await createEntry({ pattern, kind: 'regex', action: 'hold' });
    expect([pattern, res.status, res.body.errors]).toEqual([pattern, 400, { pattern: ['patternTooCostly'] }]);
  }
  // Editing an entry into a costly one is refused the same way.
  const edit = await callRoute(put, `/api/v1/admin/word-filters/${phoneEntry}/`, {
    ...jsonBody('PUT', { pattern: '.{0,1000}x', kind: 'regex', action: 'replace' }, admin.auth),
    params: { id: String(phoneEntry) },
  });
  expect(edit.status).toBe(400);
  expect(edit.body.errors).toEqual({ pattern: ['patternTooCostly'] });
});

test('issue 26 §1: a pattern within the caps screens a 1,000-character comment without stalling the request thread', async () => {
  const saved = await createEntry({ pattern: '[가-힣]{1,100}x', kind: 'regex', action: 'refuse' });
  expect(saved.status).toBe(201);
  const comment = '가'.repeat(1000);
  await screenText({ content: '가' }, { hold: 'hold', locale: 'ko' }); // the entries loaded and the thread started
  let screened: Awaited<ReturnType<typeof screenText<'content'>>> | undefined;
  const stall = await longestStall(async () => {
    screened = await screenText({ content: comment }, { hold: 'hold', locale: 'ko' });
  });
  expect(stall).toBeLessThan(50);
  expect(screened).toMatchObject({ held: false, failure: null, values: { content: comment } });
  await callRoute(put, `/api/v1/admin/word-filters/${saved.body.data.id}/`, {
    ...jsonBody('PUT', { pattern: '[가-힣]{1,100}x', kind: 'regex', action: 'refuse', is_active: false }, admin.auth),
    params: { id: String(saved.body.data.id) },
  });
});

test('issue 26 §1: 5,000 edits of the phone-number entry (only its note changed) leave screening working', async () => {
  for (let edit = 1; edit <= 5000; edit += 1) {
    const res = await callRoute(put, `/api/v1/admin/word-filters/${phoneEntry}/`, {
      ...jsonBody('PUT', { pattern: PHONE, kind: 'regex', action: 'replace', note: `전화번호 ${edit}` }, admin.auth),
      params: { id: String(phoneEntry) },
    });
    if (res.status !== 200) throw new Error(`edit ${edit}: ${res.status} ${JSON.stringify(res.body)}`);
    if (edit % 250 === 0) {
      const seen = await tryIt('전화 010-1234-5678');
      if (seen.failure !== null || seen.replaced !== '전화 ※※※※※※※※※※※※※') throw new Error(`edit ${edit}: ${JSON.stringify(seen)}`);
    }
  }
  const written = await writeAPost('제 번호는 010-1234-5678 이에요. 연락 주세요.');
  expect(written.status).toBe(201);
  expect(written.body.data.content).toBe('제 번호는 ※※※※※※※※※※※※※ 이에요. 연락 주세요.');
}, 600_000);

describe('issue 26 §1: fail closed', () => {
  const alerts = async () => {
    const db = await getDb();
    return db
      .select({ after: schema.auditLog.after, actorId: schema.auditLog.actorId })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'word_filter.engine_failure'))
      .orderBy(asc(schema.auditLog.id));
  };

  test('when the engine throws, a post with a phone number is held, not published unmasked, and operators are alerted', async () => {
    const before = (await alerts()).length;
    jest.spyOn(regexEngine, 'run').mockRejectedValue(new RegexEngineError('error', 'injected: the heap is exhausted'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await writeAPost('제 번호는 010-9999-8888 이에요. 연락 주세요.');
    expect(res.status).toBe(201);
    expect(res.body.data.held).toBe(true);
    const db = await getDb();
    const [row] = await db
      .select({ hidden: schema.posts.isHidden, content: schema.posts.content })
      .from(schema.posts)
      .where(eq(schema.posts.id, res.body.data.id));
    // Saved hidden pending review: no member sees the unmasked number.
    expect(row!.hidden).toBe(true);
    const [hold] = await db
      .select({ after: schema.auditLog.after })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'post.filter_hold'), eq(schema.auditLog.targetId, String(res.body.data.id))));
    expect(hold?.after).toMatchObject({ engine_failure: 'error' });
    const raised = await alerts();
    expect(raised.length).toBe(before + 1);
    expect(raised.at(-1)).toEqual({ actorId: null, after: { reason: 'error', fields: ['title', 'content'], outcome: 'held' } });
    // The administration home counts it.
    const home = await callRoute(overview, '/api/v1/admin/overview/', { headers: admin.auth });
    expect(home.body.data.word_filter_failures).toBeGreaterThanOrEqual(1);
    expect(home.body.data.held_posts).toBeGreaterThanOrEqual(1);
  });

  test('when the engine overruns its budget, a nickname is refused (hold refuses there) and the try box says so', async () => {
    jest.spyOn(regexEngine, 'run').mockRejectedValue(new RegexEngineError('timeout', 'injected: overran its budget'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await callRoute(editProfile, '/api/v1/user/profile/', jsonBody('PATCH', { nickname: '착한슬라임' }, member.auth));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ nickname: ['bannedWord'] });
    expect(res.body.message).toBe('지금은 글을 확인할 수 없어 저장하지 못했어요. 잠시 뒤 다시 보내 주세요.');
    const available = await callRoute(nicknameAvailable, `/api/v1/user/nickname/available/?nickname=${encodeURIComponent('착한슬라임')}`);
    expect(available.body.data).toEqual({ available: false, reason: 'bannedWord' });
    expect(await tryIt('아무 말')).toMatchObject({ action: 'hold', failure: 'timeout' });
    expect((await alerts()).at(-1)?.after).toEqual({ reason: 'timeout', fields: ['nickname'], outcome: 'refused' });
  });
});

test('issue 26 §10: the eight evasions that got through are caught, ordinary sentences still pass', async () => {
  const evasions = ['시\u3164발', '시12발', '시ab발', '병1신', '㉦㉥', 'ƒuck', 'ꜰᴜᴄᴋ', '幹１你娘'];
  for (const text of evasions) expect([text, (await tryIt(`이거 ${text} 맞지`)).action]).toEqual([text, 'refuse']);
  for (const text of ['시간이 없어요', '발표 잘 들었습니다', '레벨 12 달성', '신발 2켤레 샀다', '幹部會議', '第1名', 'best of luck']) {
    expect([text, (await tryIt(text)).action]).toEqual([text, null]);
  }
});
