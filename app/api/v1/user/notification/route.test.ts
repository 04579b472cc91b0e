import { closeDb, getDb, schema } from '@/lib/server/db';
import { afterCommentCreated } from '@/lib/server/people/hooks';
import { callRoute } from '@/test/call-route';
import { asUser, json, makeComment, makePerson, makePost, seedCatalogue, type Person } from '@/test/people';
import { POST as block } from '../block/route';
import { POST as readOne } from './[id]/read/route';
import { POST as readAll } from './read-all/route';
import { GET as list } from './route';
import { GET as unread } from './unread-count/route';

const PATH = '/api/v1/user/notification/';
const countOf = async (who: Person) => (await callRoute(unread, `${PATH}unread-count/`, asUser(who))).body.data.count as number;

let author: Person;
let commenter: Person;
let replier: Person;

beforeAll(async () => {
  await seedCatalogue();
  author = await makePerson('글주인');
  commenter = await makePerson('댓글러');
  replier = await makePerson('답글러');
});

afterAll(() => closeDb());

it("tells the post's author of a comment and the comment's author of a reply, never the writer themself", async () => {
  const post = await makePost(author.id, { title: '알림 받을 글' });
  const comment = await makeComment(post.id, commenter.id, { content: '첫 댓글이에요' });
  await afterCommentCreated(commenter.id, { id: comment.id, post_id: post.id, parent_id: null, reply_to: null, content: comment.content });
  const reply = await makeComment(post.id, replier.id, { parentId: comment.id, replyToId: comment.id, content: '답글이에요' });
  await afterCommentCreated(replier.id, {
    id: reply.id,
    post_id: post.id,
    parent_id: comment.id,
    reply_to: { id: comment.id, author_name: '댓글러' },
    content: reply.content,
  });
  const own = await makeComment(post.id, author.id, { content: '내 글에 내 댓글' });
  await afterCommentCreated(author.id, { id: own.id, post_id: post.id, parent_id: null, reply_to: null, content: own.content });

  // The author's own comment told nobody, though it did earn them a badge for the post.
  const forAuthor = await callRoute(list, PATH, asUser(author));
  expect(forAuthor.body.data.results.map((n: { kind: string; actor: { uuid: string } | null }) => [n.kind, n.actor?.uuid])).toEqual([
    ['badge', undefined],
    ['comment', replier.uuid],
    ['comment', commenter.uuid],
  ]);
  expect(forAuthor.body.data.results[2]).toMatchObject({
    link: `/community/detail/${post.id}#comment-${comment.id}`,
    payload: { postId: post.id, excerpt: '첫 댓글이에요', actorNickname: '댓글러' },
    is_read: false,
  });
  const forCommenter = await callRoute(list, PATH, asUser(commenter));
  expect(forCommenter.body.data.results).toEqual([
    expect.objectContaining({ kind: 'reply', actor: expect.objectContaining({ uuid: replier.uuid }) }),
  ]);
});

it('counts unread ones, marks one or all read, pages 10 at a time and keeps each member to their own', async () => {
  const db = await getDb();
  await db.insert(schema.notifications).values(
    Array.from({ length: 12 }, (_, k) => ({
      userId: author.id,
      kind: 'notice',
      payload: { noticeId: k + 1 },
      createdAt: new Date(Date.now() - (k + 1) * 60_000),
    })),
  );
  expect(await countOf(author)).toBe(15);
  const page1 = await callRoute(list, PATH, asUser(author));
  expect(page1.body.data.results).toHaveLength(10);
  expect(page1.body.data.next).toBe(`${PATH}?page=2`);
  expect(page1.body.data.results.find((n: { kind: string }) => n.kind === 'notice')).toMatchObject({
    link: '/community/notice/1',
    actor: null,
  });

  const id = page1.body.data.results[0].id as number;
  const one = await callRoute(readOne, `${PATH}${id}/read/`, { method: 'POST', headers: author.auth, params: { id: String(id) } });
  expect(one.body.data.updated).toBe(1);
  expect(await countOf(author)).toBe(14);
  const notMine = await callRoute(readOne, `${PATH}${id}/read/`, { method: 'POST', headers: commenter.auth, params: { id: String(id) } });
  expect(notMine.status).toBe(404);

  const onlyUnread = await callRoute(list, `${PATH}?unread=1&page_size=50`, asUser(author));
  expect(onlyUnread.body.data.count).toBe(14);
  const all = await callRoute(readAll, `${PATH}read-all/`, { method: 'POST', headers: author.auth });
  expect(all.body.data.updated).toBe(14);
  expect(await countOf(author)).toBe(0);
  expect((await callRoute(list, PATH)).status).toBe(401);
});

it('leaves out notifications from members blocked either way', async () => {
  expect(await countOf(commenter)).toBe(1);
  await callRoute(block, '/api/v1/user/block/', json('POST', { user_uuid: replier.uuid }, commenter.auth));
  expect(await countOf(commenter)).toBe(0);
  expect((await callRoute(list, PATH, asUser(commenter))).body.data.results).toEqual([]);
});

describe('through the community write routes', () => {
  it("a new comment tells the post's author; a first post earns the first_post badge", async () => {
    const { POST: writeComment } = await import('../../community/reply/route');
    const { POST: writePost } = await import('../../community/route');
    const host = await makePerson('호스트');
    const guest = await makePerson('손님작가');
    const post = await makePost(host.id, { title: '라우트로 알림' });
    const res = await callRoute(
      writeComment,
      '/api/v1/community/reply/',
      json('POST', { post_id: post.id, content: '라우트 댓글' }, guest.auth),
    );
    expect(res.status).toBe(201);
    const told = await callRoute(list, PATH, asUser(host));
    expect(told.body.data.results[0]).toMatchObject({ kind: 'comment', payload: { commentId: res.body.data.id, excerpt: '라우트 댓글' } });

    const written = await callRoute(
      writePost,
      '/api/v1/community/',
      json('POST', { category_id: 25, title: '첫 글이에요', content: '라우트로 처음 쓰는 글이에요. 열 글자 넘게.' }, guest.auth),
    );
    expect(written.status).toBe(201);
    const mine = await callRoute(list, PATH, asUser(guest));
    expect(mine.body.data.results[0]).toMatchObject({ kind: 'badge', payload: { code: 'first_post' } });
  });
});
