import { and, desc, eq } from 'drizzle-orm';
import { GET as main } from '@/app/api/v3/community/main/route';
import { GET as one } from '@/app/api/v1/community/[id]/route';
import { GET as list } from '@/app/api/v1/community/route';
import { forgetHotRanking } from '@/lib/server/community/ranking';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { jsonBody, makeAccount, makeAdmin, makePost, makeSuspended, seedBasics, type Account } from '@/test/admin-fixtures';
import { DELETE as remove, PUT as save } from './[id]/translations/[language]/route';
import { GET as translations } from './[id]/translations/route';

// An official post in both languages: operators write the other language's title and body
// (audited, the post's cached pages dropped), and readers of that language see it in lists, the
// main page, hot posts and the post itself; the language filter counts the post in both.

let admin: Account;
let member: Account;
let suspended: Account;
let official: typeof schema.posts.$inferSelect;

const ZH = { title: '⭐ 星光祭典參加獎勵說明', content: '感謝所有參加星光祭典的玩家。參加獎勵已經發送到信箱囉！' };

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin({ nickname: '운영자' });
  member = await makeAccount({ nickname: '말랑이' });
  suspended = await makeSuspended();
  // A pinned event post (an operator-only board), written in Korean.
  official = await makePost(admin.id, {
    categoryId: 12,
    title: '⭐ 별빛 축제 참가 보상 안내',
    content: '별빛 축제에 참여해 주신 모든 분들께 감사드립니다. 보상은 우편함으로 지급되었어요.',
    isPinned: true,
  });
});
afterAll(() => closeDb());

const put = (who: Account | null, postId: number, language: string, body: unknown) =>
  callRoute(save, `/api/v1/admin/posts/${postId}/translations/${language}/`, {
    ...jsonBody('PUT', body, who?.auth ?? {}),
    params: { id: String(postId), language },
  });
const del = (who: Account, postId: number, language: string) =>
  callRoute(remove, `/api/v1/admin/posts/${postId}/translations/${language}/`, {
    method: 'DELETE',
    headers: who.auth,
    params: { id: String(postId), language },
  });
const stored = async (postId: number) =>
  (await getDb()).select().from(schema.postTranslations).where(eq(schema.postTranslations.postId, postId));
const lastAudit = async (postId: number) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, 'post'), eq(schema.auditLog.targetId, String(postId))))
      .orderBy(desc(schema.auditLog.id))
      .limit(1)
  )[0];

type Summary = { id: number; title: string; excerpt: string; language: string; is_pinned: boolean };
const read = async (path: string) => {
  const res = await callRoute(list, path);
  expect(res.status).toBe(200);
  return res.body.data as { count: number; results: Summary[] };
};

describe('PUT /api/v1/admin/posts/{id}/translations/{language}/', () => {
  it('is for operators only: a guest gets 401, a member and a suspended member 403, and nothing is written', async () => {
    expect(await put(null, official.id, 'zh-TW', ZH)).toMatchObject({ status: 401, body: { code: 1100 } });
    expect(await put(member, official.id, 'zh-TW', ZH)).toMatchObject({ status: 403, body: { code: 1300 } });
    expect(await put(suspended, official.id, 'zh-TW', ZH)).toMatchObject({ status: 403, body: { code: 1301 } });
    expect(await stored(official.id)).toEqual([]);
  });

  it('refuses bad input with translated field errors and writes nothing', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ ...ZH, title: '星'.repeat(36) }, 'title', 'tooLong'],
      [{ ...ZH, content: '長'.repeat(10_000) }, 'content', 'tooLong'],
      [{ ...ZH, content: '太短' }, 'content', 'contentTooShort'],
      [{ ...ZH, title: '   ' }, 'title', 'required'],
      [{ ...ZH, title: '\u200b\u200b' }, 'title', 'required'],
      [{ ...ZH, title: '星光\u0000祭典' }, 'title', 'invalidCharacters'],
      [{ ...ZH, title: '星光\u202e祭典' }, 'title', 'invalidCharacters'],
      [{ title: ZH.title }, 'content', 'required'],
    ];
    for (const [body, field, key] of cases) {
      const res = await put(admin, official.id, 'zh-TW', body);
      expect({ field, status: res.status, code: res.body.code }).toEqual({ field, status: 400, code: 1000 });
      expect(res.body.errors[field]).toEqual([key]);
    }
    // Each key is a message of the administration, in both languages.
    const ko = (await import('@/messages/ko/ui.json')).admin.errors as Record<string, string>;
    const zh = (await import('@/messages/zh-TW/ui.json')).admin.errors as Record<string, string>;
    for (const key of [
      'tooLong',
      'contentTooShort',
      'required',
      'invalidCharacters',
      'translationNotOfficial',
      'translationSameLanguage',
      'languageInvalid',
    ]) {
      expect([key, typeof ko[key], typeof zh[key]]).toEqual([key, 'string', 'string']);
    }
    expect(await stored(official.id)).toEqual([]);
  });

  it('translates only official posts, into their other language, of a known language', async () => {
    const memberPost = await makePost(member.id, { categoryId: 25 });
    expect((await put(admin, memberPost.id, 'zh-TW', ZH)).body).toMatchObject({ code: 1000, errors: { _: ['translationNotOfficial'] } });
    expect((await put(admin, official.id, 'ko', ZH)).body).toMatchObject({ code: 1000, errors: { language: ['translationSameLanguage'] } });
    expect((await put(admin, official.id, 'en', ZH)).body).toMatchObject({ code: 1000, errors: { language: ['languageInvalid'] } });
    expect((await put(admin, 999_999, 'zh-TW', ZH)).status).toBe(404);
    const deleted = await makePost(admin.id, { categoryId: 12, deletedAt: new Date() });
    expect((await put(admin, deleted.id, 'zh-TW', ZH)).status).toBe(404);
  });

  it('stores hostile text as text, audits the write and drops the post’s cached pages', async () => {
    const db = await getDb();
    const hostile = { title: '</script ><b>星', content: '<img src=x onerror=alert(1)> "\'; drop table posts; -- 史萊姆' };
    const res = await put(admin, official.id, 'zh-TW', hostile);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ language: 'zh-TW', ...hostile });
    expect((await lastAudit(official.id))!).toMatchObject({
      actorId: admin.id,
      action: 'post.translate',
      before: null,
      after: { language: 'zh-TW', ...hostile },
    });
    const [invalidation] = await db.select().from(schema.cacheInvalidations).orderBy(desc(schema.cacheInvalidations.id)).limit(1);
    expect(invalidation!.tags).toEqual([`post:${official.id}`, 'lists']);

    // Replaced: one row, the audit keeps what it was.
    const again = await put(admin, official.id, 'zh-TW', ZH);
    expect(again.body.data).toMatchObject({ language: 'zh-TW', ...ZH });
    expect(await stored(official.id)).toHaveLength(1);
    expect((await lastAudit(official.id))!).toMatchObject({
      before: { language: 'zh-TW', ...hostile },
      after: { language: 'zh-TW', ...ZH },
    });
    const listed = await callRoute(translations, `/api/v1/admin/posts/${official.id}/translations/`, {
      headers: admin.auth,
      params: { id: String(official.id) },
    });
    expect(listed.body.data).toEqual([expect.objectContaining({ language: 'zh-TW', ...ZH })]);
  });
});

describe('reading an official post with a translation', () => {
  it('lists it in both languages, each reader seeing their own, pinned first, with counts that include it', async () => {
    const zh = await read('/api/v1/community/?category=12&language=zh-TW&lang=zh-TW');
    expect(zh.results[0]).toMatchObject({ id: official.id, title: ZH.title, language: 'zh-TW', is_pinned: true });
    expect(zh.results[0]!.excerpt).toContain('感謝所有參加');
    expect(zh.count).toBe(1);
    const ko = await read('/api/v1/community/?category=12&language=ko&lang=ko');
    expect(ko.results[0]).toMatchObject({ id: official.id, title: official.title, language: 'ko', is_pinned: true });
    expect(ko.count).toBe(1);
    // "All languages" in Chinese: still the reader's translation.
    expect((await read('/api/v1/community/?category=12&language=all&lang=zh-TW')).results[0]!.title).toBe(ZH.title);
  });

  it('shows the post itself, its title and body, in the reader’s language', async () => {
    const get = (lang: string) => callRoute(one, `/api/v1/community/${official.id}/?lang=${lang}`, { params: { id: String(official.id) } });
    expect((await get('zh-TW')).body.data).toMatchObject({ title: ZH.title, content: ZH.content, language: 'zh-TW' });
    expect((await get('ko')).body.data).toMatchObject({ title: official.title, content: official.content, language: 'ko' });
  });

  it('ranks it among the hot posts of either language', async () => {
    const db = await getDb();
    await db.insert(schema.postReactions).values({ postId: official.id, userId: member.id, kind: 'like' });
    forgetHotRanking();
    const hot = async (lang: string) =>
      ((await callRoute(main, `/api/v3/community/main/?language=${lang}&lang=${lang}`)).body.data as { hot: Summary[] }).hot;
    expect((await hot('zh-TW')).map((p) => p.title)).toContain(ZH.title);
    expect((await hot('ko')).map((p) => p.title)).toContain(official.title);
  });

  it('keeps the pinned posts of another language out of a reader’s list', async () => {
    const chineseGuide = await makePost(member.id, { categoryId: 21, title: '攻略：史萊姆養成', language: 'zh-TW', isPinned: true });
    const ko = await read('/api/v1/community/?category=21&language=ko&lang=ko');
    expect(ko.results.map((p) => p.id)).not.toContain(chineseGuide.id);
    const zh = await read('/api/v1/community/?category=21&language=zh-TW&lang=zh-TW');
    expect(zh.results[0]).toMatchObject({ id: chineseGuide.id, is_pinned: true });
  });

  it('shows the original only again once the translation is removed (audited)', async () => {
    expect(await del(member, official.id, 'zh-TW')).toMatchObject({ status: 403 });
    expect((await del(admin, official.id, 'zh-TW')).status).toBe(200);
    expect((await lastAudit(official.id))!).toMatchObject({ action: 'post.untranslate', after: null });
    expect((await del(admin, official.id, 'zh-TW')).status).toBe(404);
    const zh = await read('/api/v1/community/?category=12&language=zh-TW&lang=zh-TW');
    expect(zh.results.map((p) => p.id)).not.toContain(official.id);
    expect(zh.count).toBe(0);
  });
});
