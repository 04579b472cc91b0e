import { closeDb } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { asUser, json, makeComment, makePerson, makePost, seedCatalogue, type Person } from '@/test/people';
import { GET as posts } from '../../community/route';
import { GET as postDetail } from '../../community/[id]/route';
import { GET as replies } from '../../community/replies/route';
import { POST as reply } from '../../community/reply/route';
import { GET as mainPage } from '../../../v3/community/main/route';
import { GET as profile } from '../../users/[uuid]/route';
import { GET as profilePosts } from '../../users/[uuid]/posts/route';
import { GET as profileComments } from '../../users/[uuid]/comments/route';
import { DELETE as unblockByPath } from './[uuid]/route';
import { DELETE as unblock, GET as blocks, POST as block } from './route';

const PATH = '/api/v1/user/block/';
let me: Person;
let them: Person;
let bystander: Person;
let theirPost: number;
let myPost: number;
let bystanderPost: number;

beforeAll(async () => {
  await seedCatalogue();
  me = await makePerson('차단하는나');
  them = await makePerson('차단될그대');
  bystander = await makePerson('구경꾼');
  theirPost = (await makePost(them.id, { title: '차단될 사람의 슬라임 글' })).id;
  myPost = (await makePost(me.id, { title: '차단하는 사람의 슬라임 글' })).id;
  bystanderPost = (await makePost(bystander.id, { title: '구경꾼의 슬라임 글' })).id;
  await makeComment(bystanderPost, them.id, { content: '그대의 댓글' });
  await makeComment(bystanderPost, me.id, { content: '나의 댓글' });
});

afterAll(() => closeDb());

const titlesOf = (body: { data: { results: Array<{ title: string }> } }) => body.data.results.map((p) => p.title);

// What one member can see of the other: the board list, a search, the post, the comments, the main page.
async function sees(viewer: Person, other: Person, otherPost: number) {
  const list = await callRoute(posts, '/api/v1/community/?category=37', asUser(viewer));
  const search = await callRoute(posts, `/api/v1/community/?keyword=${encodeURIComponent('슬라임 글')}`, asUser(viewer));
  const detail = await callRoute(postDetail, `/api/v1/community/${otherPost}/`, { ...asUser(viewer), params: { id: String(otherPost) } });
  const comments = await callRoute(replies, `/api/v1/community/replies/?post_id=${bystanderPost}`, asUser(viewer));
  const main = await callRoute(mainPage, '/api/v3/community/main/', asUser(viewer));
  const mainPosts = (main.body.data.sections as Array<{ posts: Array<{ author: { uuid: string } }> }>).flatMap((s) => s.posts);
  return {
    list: list.body.data.results.some((p: { author: { uuid: string } }) => p.author.uuid === other.uuid),
    search: search.body.data.results.some((p: { author: { uuid: string } }) => p.author.uuid === other.uuid),
    detail: detail.status === 200,
    comments: comments.body.data.results.some((c: { author: { uuid: string } }) => c.author.uuid === other.uuid),
    main: mainPosts.some((p) => p.author.uuid === other.uuid),
  };
}

const everywhere = { list: true, search: true, detail: true, comments: true, main: true };
const nowhere = { list: false, search: false, detail: false, comments: false, main: false };

describe('blocking', () => {
  it("hides each member's posts and comments from the other everywhere, and shows them again after unblocking", async () => {
    expect(await sees(me, them, theirPost)).toEqual(everywhere);
    expect(await sees(them, me, myPost)).toEqual(everywhere);

    const blocked = await callRoute(block, PATH, json('POST', { user_uuid: them.uuid }, me.auth));
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toEqual({ user_uuid: them.uuid, is_blocked: true });

    expect(await sees(me, them, theirPost)).toEqual(nowhere);
    expect(await sees(them, me, myPost)).toEqual(nowhere);
    // Others still see both.
    expect(await sees(bystander, them, theirPost)).toEqual(everywhere);
    expect(titlesOf((await callRoute(posts, '/api/v1/community/?category=37', asUser(bystander))).body)).toContain(
      '차단하는 사람의 슬라임 글',
    );

    const unblocked = await callRoute(unblock, PATH, json('DELETE', { user_uuid: them.uuid }, me.auth));
    expect(unblocked.body.data).toEqual({ user_uuid: them.uuid, is_blocked: false });
    expect(await sees(me, them, theirPost)).toEqual(everywhere);
  });

  it('stops replies either way', async () => {
    await callRoute(block, PATH, json('POST', { user_uuid: them.uuid }, me.auth));
    const onMine = await callRoute(reply, '/api/v1/community/reply/', json('POST', { post_id: myPost, content: '안녕' }, them.auth));
    expect([403, 404]).toContain(onMine.status);
    const onTheirs = await callRoute(reply, '/api/v1/community/reply/', json('POST', { post_id: theirPost, content: '안녕' }, me.auth));
    expect([403, 404]).toContain(onTheirs.status);
    await callRoute(unblockByPath, `${PATH}${them.uuid}/`, { method: 'DELETE', headers: me.auth, params: { uuid: them.uuid } });
  });

  it("keeps the blocked member's profile for the blocker (to unblock) without their content, and answers 404 to the blocked", async () => {
    await callRoute(block, PATH, json('POST', { user_uuid: them.uuid }, me.auth));
    const seen = await callRoute(profile, `/api/v1/users/${them.uuid}/`, { ...asUser(me), params: { uuid: them.uuid } });
    expect(seen.status).toBe(200);
    expect(seen.body.data.relation).toEqual({ is_me: false, friend: 'none', is_blocked: true });
    const theirPosts = await callRoute(profilePosts, `/api/v1/users/${them.uuid}/posts/`, { ...asUser(me), params: { uuid: them.uuid } });
    expect(theirPosts.body.data).toMatchObject({ count: 0, results: [] });
    const theirComments = await callRoute(profileComments, `/api/v1/users/${them.uuid}/comments/`, {
      ...asUser(me),
      params: { uuid: them.uuid },
    });
    expect(theirComments.body.data.count).toBe(0);

    const hidden = await callRoute(profile, `/api/v1/users/${me.uuid}/?lang=ko`, { ...asUser(them), params: { uuid: me.uuid } });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('사용자 정보를 찾을 수 없어요');
    expect((await callRoute(profilePosts, `/api/v1/users/${me.uuid}/posts/`, { ...asUser(them), params: { uuid: me.uuid } })).status).toBe(
      404,
    );

    // A guest still sees both profiles.
    expect((await callRoute(profile, `/api/v1/users/${me.uuid}/`, { params: { uuid: me.uuid } })).status).toBe(200);
  });

  it('lists blocks newest first; blocking twice and unblocking a stranger change nothing; refuses oneself, guests and suspended members', async () => {
    await callRoute(block, PATH, json('POST', { user_uuid: them.uuid }, me.auth));
    await callRoute(block, PATH, json('POST', { user_uuid: bystander.uuid }, me.auth));
    const list = await callRoute(blocks, PATH, asUser(me));
    expect(list.body.data.count).toBe(2);
    expect(list.body.data.results.map((r: { user: { uuid: string } }) => r.user.uuid)).toEqual([bystander.uuid, them.uuid]);
    expect(list.body.data.results[0].blocked_at).toEqual(expect.any(String));

    const stranger = await makePerson('모르는이');
    expect(
      (await callRoute(unblock, `${PATH}?user_uuid=${stranger.uuid}`, { method: 'DELETE', headers: me.auth })).body.data.is_blocked,
    ).toBe(false);

    const self = await callRoute(block, `${PATH}?lang=zh-TW`, json('POST', { user_uuid: me.uuid }, me.auth));
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('不能封鎖自己');
    expect((await callRoute(block, PATH, json('POST', { user_uuid: them.uuid }))).status).toBe(401);
    expect((await callRoute(blocks, PATH)).status).toBe(401);
    const suspended = await makePerson('정지된차단', { status: 'suspended' });
    const refused = await callRoute(block, PATH, json('POST', { user_uuid: them.uuid }, suspended.auth));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(1301);
  });
});
