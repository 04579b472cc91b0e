import { and, eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { auditActionsOn, auditCount, jsonBody, makeAccount, makeAdmin, makePost, seedBasics, type Account } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { POST as writePost } from '../../community/write-handlers';
import { PUT as editPost } from '../../community/[id]/write-handlers';
import { POST as writeComment } from '../../community/reply/route';
import { PATCH as editProfile } from '../../user/profile/route';
import { GET as nicknameAvailable } from '../../user/nickname/available/route';
import { GET as overview } from '../overview/route';
import { GET as adminPosts } from '../posts/route';
import { PATCH as moderatePost } from '../posts/[id]/route';
import { POST as writeInquiry } from '../../support/inquiries/route';
import { POST as replyInquiry } from '../../support/inquiries/[id]/replies/route';
import { DELETE as remove, GET as getOne, PUT as put } from './[id]/route';
import { GET as list, POST as create } from './route';
import { POST as tryText } from './test/route';

let admin: Account;
let member: Account;

const post = (payload: unknown, who: Account = admin) =>
  callRoute(create, '/api/v1/admin/word-filters/', jsonBody('POST', payload, who.auth));
const entry = async (pattern: string, action: string, kind = 'word') => {
  const res = await post({ pattern, action, kind });
  expect(res.status).toBe(201);
  return res.body.data as { id: number };
};
const postBody = (title: string, content = '슬라임 이야기를 적어 봐요. 열 글자 넘게요.') => ({ category_id: 25, title, content });

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin();
  member = await makeAccount();
  // One entry of each action, used by the writes below.
  await entry('시발', 'refuse');
  await entry('바보멍청이', 'replace');
  await entry('幹你娘', 'hold');
  await entry('010[- ]?\\d{4}[- ]?\\d{4}', 'replace', 'regex');
});
afterAll(() => closeDb());

describe('/api/v1/admin/word-filters/', () => {
  it('creates, reads, lists, edits and deletes an entry, each write with an audit row', async () => {
    const audits = await auditCount();
    const created = await post({ pattern: '개새끼', kind: 'word', action: 'refuse', note: '욕설' });
    expect(created.status).toBe(201);
    const item = created.body.data;
    expect(item).toMatchObject({ pattern: '개새끼', normalised: 'ㄱㅐㅅㅐㄱㅣ', choseong: 'ㄱㅅㄱ', is_active: true, note: '욕설' });

    const one = await callRoute(getOne, `/api/v1/admin/word-filters/${item.id}/`, { headers: admin.auth, params: { id: String(item.id) } });
    expect(one.body.data.pattern).toBe('개새끼');
    const page = await callRoute(list, '/api/v1/admin/word-filters/?q=개새', { headers: admin.auth });
    expect(page.body.data.results.map((e: { pattern: string }) => e.pattern)).toEqual(['개새끼']);

    const edited = await callRoute(put, `/api/v1/admin/word-filters/${item.id}/`, {
      ...jsonBody('PUT', { pattern: '개새끼', kind: 'word', action: 'hold', is_active: false }, admin.auth),
      params: { id: String(item.id) },
    });
    expect(edited.body.data).toMatchObject({ action: 'hold', is_active: false });

    const gone = await callRoute(remove, `/api/v1/admin/word-filters/${item.id}/`, {
      method: 'DELETE',
      headers: admin.auth,
      params: { id: String(item.id) },
    });
    expect(gone.status).toBe(200);
    expect(await auditCount()).toBe(audits + 3);
    expect(await auditActionsOn('word_filter', item.id)).toEqual(['word_filter.create', 'word_filter.delete', 'word_filter.update']);
  });

  it('refuses invalid regular expressions, empty words and a word already listed in another form', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pattern: '(', kind: 'regex' }, 'patternInvalid'],
      [{ pattern: '(?=x)y', kind: 'regex' }, 'patternInvalid'],
      [{ pattern: 'a*', kind: 'regex' }, 'patternMatchesEmpty'],
      [{ pattern: '...', kind: 'word' }, 'wordEmpty'],
      [{ pattern: 'a', kind: 'word' }, 'wordTooShort'],
    ];
    for (const [body, key] of cases) {
      const res = await post({ action: 'refuse', ...body });
      expect(res.status).toBe(400);
      expect(res.body.errors.pattern).toEqual([key]);
    }
    const twin = await post({ pattern: '씨 발', kind: 'word', action: 'hold' });
    expect(twin.status).toBe(409);
    expect(twin.body.errors.pattern).toEqual(['wordFilterTaken']);
  });

  it('is for administrators only', async () => {
    expect((await callRoute(list, '/api/v1/admin/word-filters/')).status).toBe(401);
    expect((await callRoute(list, '/api/v1/admin/word-filters/', { headers: member.auth })).status).toBe(403);
    expect((await post({ pattern: '나쁜말', kind: 'word', action: 'refuse' }, member)).status).toBe(403);
  });

  it('tries a text: what matched, the strictest action and the text with ※', async () => {
    const res = await callRoute(tryText, '/api/v1/admin/word-filters/test/', jsonBody('POST', { text: '야 ㅅㅂ 바보 멍청이' }, admin.auth));
    expect(res.status).toBe(200);
    expect(res.body.data.action).toBe('refuse');
    expect(res.body.data.matches.map((m: { via: string }) => m.via)).toEqual(['choseong', 'word']);
    expect(res.body.data.replaced).toBe('야 ※※ ※※ ※※※');
  });

  it('survives a hostile text', async () => {
    const text = `${'</script >'.repeat(500)}${'a'.repeat(5000)}시\u200B발`;
    const res = await callRoute(tryText, '/api/v1/admin/word-filters/test/', jsonBody('POST', { text }, admin.auth));
    expect(res.status).toBe(200);
    expect(res.body.data.action).toBe('refuse');
    expect(res.body.data.replaced.endsWith('※※※')).toBe(true);
  });
});

describe('the filter on member writes', () => {
  const hidden = async (table: 'posts' | 'comments', id: number) => {
    const db = await getDb();
    const t = table === 'posts' ? schema.posts : schema.comments;
    const [row] = await db.select({ isHidden: t.isHidden, content: t.content }).from(t).where(eq(t.id, id));
    return row!;
  };
  const holdAudits = async (action: string, id: number) => {
    const db = await getDb();
    return db
      .select({ actorId: schema.auditLog.actorId })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.targetId, String(id))));
  };

  it('posts: refuse keeps nothing, replace covers with ※, hold saves the post hidden for review', async () => {
    const refused = await callRoute(writePost, '/api/v1/community/', jsonBody('POST', postBody('ㅅ ㅂ 제목'), member.auth));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(1000);
    expect(refused.body.errors).toEqual({ title: ['bannedWord'] });
    expect(refused.body.message).toBeTruthy();

    const replaced = await callRoute(
      writePost,
      '/api/v1/community/',
      jsonBody('POST', postBody('연락 주세요', '바보 멍청이 같은 소리, 010-1234-5678 로 연락'), member.auth),
    );
    expect(replaced.status).toBe(201);
    expect(replaced.body.data.content).toBe('※※ ※※※ 같은 소리, ※※※※※※※※※※※※※ 로 연락');
    expect(replaced.body.data.held).toBeUndefined();

    const held = await callRoute(writePost, '/api/v1/community/', jsonBody('POST', postBody('干你娘 이건 뭐야'), member.auth));
    expect(held.status).toBe(201);
    expect(held.body.data.held).toBe(true);
    expect((await hidden('posts', held.body.data.id)).isHidden).toBe(true);
    expect(await holdAudits('post.filter_hold', held.body.data.id)).toEqual([{ actorId: null }]);

    // Operators see it waiting on the overview, find it under "held" and release it.
    expect((await callRoute(overview, '/api/v1/admin/overview/', { headers: admin.auth })).body.data.held_posts).toBe(1);
    const waiting = await callRoute(adminPosts, '/api/v1/admin/posts/?state=held', { headers: admin.auth });
    expect(waiting.body.data.results.map((p: { id: number }) => p.id)).toEqual([held.body.data.id]);
    const released = await callRoute(moderatePost, `/api/v1/admin/posts/${held.body.data.id}/`, {
      ...jsonBody('PATCH', { is_hidden: false }, admin.auth),
      params: { id: String(held.body.data.id) },
    });
    expect(released.status).toBe(200);
    expect((await hidden('posts', held.body.data.id)).isHidden).toBe(false);
    expect((await callRoute(adminPosts, '/api/v1/admin/posts/?state=held', { headers: admin.auth })).body.data.count).toBe(0);

    // Editing a clean post into a held one hides it too.
    const clean = await makePost(member.id, { categoryId: 25, title: '깨끗한 글' });
    const edit = await callRoute(editPost, `/api/v1/community/${clean.id}/`, {
      ...jsonBody('PUT', postBody('깨끗한 글', '幹 你 娘 라고 써 봤어요 열 글자'), member.auth),
      params: { id: String(clean.id) },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data.held).toBe(true);
    expect((await hidden('posts', clean.id)).isHidden).toBe(true);
    const refusedEdit = await callRoute(editPost, `/api/v1/community/${clean.id}/`, {
      ...jsonBody('PUT', postBody('ㅅㅣㅂㅏㄹ'), member.auth),
      params: { id: String(clean.id) },
    });
    expect(refusedEdit.status).toBe(400);
  });

  it('comments: refuse, replace and hold', async () => {
    const target = await makePost(admin.id, { categoryId: 25 });
    const comment = (content: string) =>
      callRoute(writeComment, '/api/v1/community/reply/', jsonBody('POST', { post_id: target.id, content }, member.auth));
    const refused = await comment('씨1발');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ content: ['bannedWord'] });
    const replaced = await comment('바보멍청이!');
    expect(replaced.status).toBe(201);
    expect(replaced.body.data.content).toBe('※※※※※!');
    const held = await comment('幹你娘');
    expect(held.status).toBe(201);
    expect(held.body.data.held).toBe(true);
    expect((await hidden('comments', held.body.data.id)).isHidden).toBe(true);
    expect(await holdAudits('comment.filter_hold', held.body.data.id)).toHaveLength(1);
  });

  it('nicknames refuse every match; status messages refuse hold and cover replace', async () => {
    const profile = (body: unknown) => callRoute(editProfile, '/api/v1/user/profile/', jsonBody('PATCH', body, member.auth));
    const name = await profile({ nickname: '바보멍청이' });
    expect(name.status).toBe(400);
    expect(name.body.errors).toEqual({ nickname: ['bannedWord'] });
    const heldStatus = await profile({ status_message: '幹你娘' });
    expect(heldStatus.status).toBe(400);
    expect(heldStatus.body.errors).toEqual({ status_message: ['bannedWord'] });
    const refusedStatus = await profile({ status_message: 'ㅅㅂ' });
    expect(refusedStatus.status).toBe(400);
    const replaced = await profile({ status_message: '나는 바보멍청이' });
    expect(replaced.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select({ status: schema.users.statusMessage }).from(schema.users).where(eq(schema.users.id, member.id));
    expect(row?.status).toBe('나는 ※※※※※');
  });

  it('the nickname check says a banned nickname cannot be taken', async () => {
    const check = async (nickname: string) =>
      (await callRoute(nicknameAvailable, `/api/v1/user/nickname/available/?nickname=${encodeURIComponent(nickname)}`)).body.data;
    expect(await check('바보멍청이왕')).toEqual({ available: false, reason: 'bannedWord' });
    expect(await check(member.nickname)).toEqual({ available: false, reason: 'taken' });
    expect(await check('착한슬라임')).toEqual({ available: true });
  });

  it('inquiries: refuse refuses, replace covers, hold saves as written with an audit row', async () => {
    const inquiry = (title: string, content: string) =>
      callRoute(writeInquiry, '/api/v1/support/inquiries/', jsonBody('POST', { category: 'general', title, content }, member.auth));
    const refused = await inquiry('문의', '시발 왜 안 돼요');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ content: ['bannedWord'] });
    const replaced = await inquiry('문의', '제 번호는 010 1234 5678 입니다');
    expect(replaced.status).toBe(201);
    expect(replaced.body.data.content).toBe('제 번호는 ※※※ ※※※※ ※※※※ 입니다');
    const held = await inquiry('幹你娘', '결제가 안 돼요');
    expect(held.status).toBe(201);
    expect(held.body.data.title).toBe('幹你娘');
    expect(await holdAudits('inquiry.filter_hold', held.body.data.id)).toHaveLength(1);

    const reply = (content: string) =>
      callRoute(replyInquiry, `/api/v1/support/inquiries/${held.body.data.id}/replies/`, {
        ...jsonBody('POST', { content }, member.auth),
        params: { id: String(held.body.data.id) },
      });
    expect((await reply('ㅅㅂ')).status).toBe(400);
    const ok = await reply('바보멍청이 같은 일');
    expect(ok.status).toBe(201);
    expect(ok.body.data.content).toBe('※※※※※ 같은 일');
  });

  it('lets a removed entry go at once', async () => {
    const added = await entry('슬라임나빠', 'refuse');
    const write = () => callRoute(writePost, '/api/v1/community/', jsonBody('POST', postBody('슬라임나빠요'), member.auth));
    expect((await write()).status).toBe(400);
    await callRoute(remove, `/api/v1/admin/word-filters/${added.id}/`, {
      method: 'DELETE',
      headers: admin.auth,
      params: { id: String(added.id) },
    });
    expect((await write()).status).toBe(201);
  });
});
