import sharp from 'sharp';
import { closeDb } from '@/lib/server/db';
import { grantBadge } from '@/lib/server/people/badges';
import { callRoute } from '@/test/call-route';
import { asUser, json, makeComment, makePerson, makePost, seedCatalogue, type Person } from '@/test/people';
import { POST as postImage } from '../../community/post-image/route';
import { GET as profile } from '../../users/[uuid]/route';
import { GET as theirPosts } from '../../users/[uuid]/posts/route';
import { GET as theirComments } from '../../users/[uuid]/comments/route';
import { POST as uploadAvatar } from '../profile-image/route';
import { GET as ownProfile, PATCH } from './route';

const PATH = '/api/v1/user/profile/';
const edit = (who: Person | null, body: unknown, lang = 'ko') => callRoute(PATCH, `${PATH}?lang=${lang}`, json('PATCH', body, who?.auth));

function imageForm(data: Uint8Array | string, type = 'image/png') {
  const body = new FormData();
  body.append('image', new Blob([data as BlobPart], { type }), 'me.png');
  return body;
}
const png = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#7c5' } })
    .png()
    .toBuffer();

let me: Person;

beforeAll(async () => {
  await seedCatalogue();
  me = await makePerson('말랑이');
});

afterAll(() => closeDb());

describe('PATCH /api/v1/user/profile/', () => {
  it('changes nickname and status message, only the fields sent', async () => {
    const res = await edit(me, { nickname: '  새이름  ', status_message: '  오늘도 말랑  ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nickname: '새이름', status_message: '오늘도 말랑' });
    const again = await edit(me, { status_message: '' });
    expect(again.body.data).toMatchObject({ nickname: '새이름', status_message: '' });
    // Keeping one's own nickname (in any case) is not a conflict.
    expect((await edit(me, { nickname: '새이름' })).status).toBe(200);
  });

  it('applies the nickname rules of sign-up: 2–10 characters, no spaces or markup characters, not in use (case-insensitively)', async () => {
    expect((await edit(me, { nickname: '가' })).body.errors.nickname).toEqual(['nicknameLength']);
    expect((await edit(me, { nickname: '가나다라마바사아자차카' })).body.errors.nickname).toEqual(['nicknameLength']);
    expect((await edit(me, { nickname: '말랑 슬라임' })).body.errors.nickname).toEqual(['nicknameChars']);
    expect((await edit(me, { nickname: '<b>hi' })).body.errors.nickname).toEqual(['nicknameChars']);
    await makePerson('SlimeKing');
    const taken = await edit(me, { nickname: 'slimeking' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(2005);
    expect(taken.body.message).toBe('이미 사용 중인 닉네임이에요');
    expect((await edit(me, { nickname: 'slimeking' }, 'zh-TW')).body.message).toBe('這個暱稱已被使用');
  });

  it('limits the status message to 100 characters', async () => {
    expect((await edit(me, { status_message: 'ㅁ'.repeat(101) })).body.errors.status_message).toEqual(['statusMessageMax']);
    expect((await edit(me, { status_message: 'ㅁ'.repeat(100) })).status).toBe(200);
  });

  it("sets the representative badge among one's own badges only, and clears it with null", async () => {
    const admin = await makePerson('관리자', { role: 'admin' });
    await grantBadge(admin.id, me.id, 'collector');
    const notOwned = await edit(me, { represent_badge_id: 1 });
    expect(notOwned.status).toBe(400);
    expect(notOwned.body.errors.represent_badge_id).toEqual(['badgeNotOwned']);
    const collector = (await edit(me, {})).body.data.badges.find((b: { title: string }) => b.title === '수집가');
    const set = await edit(me, { represent_badge_id: collector.id });
    expect(set.body.data.represent_badge).toEqual({ badge: { id: collector.id, title: '수집가', hex_code: '#ad7f58' } });
    const seen = await callRoute(profile, `/api/v1/users/${me.uuid}/`, { params: { uuid: me.uuid } });
    expect(seen.body.data.represent_badge.badge.title).toBe('수집가');
    expect((await edit(me, { represent_badge_id: null })).body.data.represent_badge).toBeNull();
  });

  it("uploads a profile picture (images up to 5 MB) and shows it at once; another member's upload cannot be used", async () => {
    const uploaded = await callRoute(uploadAvatar, '/api/v1/user/profile-image/', {
      method: 'POST',
      headers: me.auth,
      body: imageForm(await png()),
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.profile_image).toMatch(/^\/uploads\/profile\/\d{4}\/\d{2}\/[0-9a-f-]+\.webp$/);

    const tooBig = await callRoute(uploadAvatar, '/api/v1/user/profile-image/', {
      method: 'POST',
      headers: me.auth,
      body: imageForm(new Uint8Array(5 * 1024 * 1024 + 1)),
    });
    expect(tooBig.status).toBe(413);
    const notImage = await callRoute(uploadAvatar, '/api/v1/user/profile-image/', {
      method: 'POST',
      headers: me.auth,
      body: imageForm('hello', 'text/plain'),
    });
    expect(notImage.status).toBe(415);

    const other = await makePerson('남의사진');
    const theirs = await callRoute(uploadAvatar, '/api/v1/user/profile-image/', {
      method: 'POST',
      headers: other.auth,
      body: imageForm(await png()),
    });
    const stolen = await edit(me, { profile_image: theirs.body.data.profile_image });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors.profile_image).toEqual(['profileImageNotOwned']);
    const postUpload = await callRoute(postImage, '/api/v1/community/post-image/', {
      method: 'POST',
      headers: me.auth,
      body: imageForm(await png()),
    });
    expect((await edit(me, { profile_image: postUpload.body.data.url })).status).toBe(400);
    expect((await edit(me, { profile_image: uploaded.body.data.profile_image })).status).toBe(200);
    expect((await edit(me, { profile_image: null })).body.data.profile_image).toBeNull();
  });

  it('answers 401 to guests and 403 / 1301 to suspended members, who may still read their own profile', async () => {
    expect((await edit(null, { status_message: 'x' })).status).toBe(401);
    const suspended = await makePerson('정지된이', { status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) });
    const refused = await edit(suspended, { status_message: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(1301);
    expect(refused.body.meta.until).toEqual(expect.any(String));
    expect(
      (
        await callRoute(uploadAvatar, '/api/v1/user/profile-image/', {
          method: 'POST',
          headers: suspended.auth,
          body: imageForm(await png()),
        })
      ).status,
    ).toBe(403);
    expect((await callRoute(ownProfile, PATH, asUser(suspended))).status).toBe(200);
  });
});

describe('GET /api/v1/users/{uuid}/ and the profile tabs', () => {
  it('answers the public profile with counts; 404 for an unknown member; a bare withdrawn profile', async () => {
    const writer = await makePerson('글쓴이', { statusMessage: '안녕하세요' });
    const friend = await makePerson('댓글러');
    const posts = [];
    for (let k = 0; k < 12; k++) posts.push(await makePost(writer.id, { title: `글쓴이의 글 ${k}` }));
    await makePost(writer.id, { title: '숨긴 글', isHidden: true });
    await makePost(writer.id, { title: '지운 글', deletedAt: new Date() });
    await makeComment(posts[0]!.id, writer.id, { content: '내 글에 내 댓글' });
    await makeComment(posts[1]!.id, writer.id, { content: '지운 댓글', deletedAt: new Date() });
    await makeComment(posts[1]!.id, friend.id);

    const guest = await callRoute(profile, `/api/v1/users/${writer.uuid}/`, { params: { uuid: writer.uuid } });
    expect(guest.body.data).toMatchObject({
      uuid: writer.uuid,
      nickname: '글쓴이',
      status_message: '안녕하세요',
      is_withdrawn: false,
      counts: { posts: 12, comments: 1, friends: 0, badges: 0 },
      relation: null,
    });
    expect(JSON.stringify(guest.body.data)).not.toMatch(/email|phone/);
    const self = await callRoute(profile, `/api/v1/users/${writer.uuid}/`, { ...asUser(writer), params: { uuid: writer.uuid } });
    expect(self.body.data.relation).toEqual({ is_me: true, friend: 'none', is_blocked: false });

    const page1 = await callRoute(theirPosts, `/api/v1/users/${writer.uuid}/posts/`, { params: { uuid: writer.uuid } });
    expect(page1.body.data.count).toBe(12);
    expect(page1.body.data.results).toHaveLength(10);
    expect(page1.body.data.results[0]).toMatchObject({ title: '글쓴이의 글 11', author: { uuid: writer.uuid } });
    expect(page1.body.data.next).toBe(`/api/v1/users/${writer.uuid}/posts/?page=2`);
    const page2 = await callRoute(theirPosts, `/api/v1/users/${writer.uuid}/posts/?page=2`, { params: { uuid: writer.uuid } });
    expect(page2.body.data.results.map((p: { title: string }) => p.title)).toEqual(['글쓴이의 글 1', '글쓴이의 글 0']);

    const comments = await callRoute(theirComments, `/api/v1/users/${writer.uuid}/comments/`, { params: { uuid: writer.uuid } });
    expect(comments.body.data.results).toEqual([
      expect.objectContaining({ content: '내 글에 내 댓글', post_title: '글쓴이의 글 0', post_id: posts[0]!.id }),
    ]);

    const unknown = await callRoute(profile, '/api/v1/users/00000000-0000-4000-8000-000000000000/', {
      params: { uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect((await callRoute(profile, '/api/v1/users/nope/', { params: { uuid: 'nope' } })).status).toBe(400);

    const gone = await makePerson('떠난이', { status: 'withdrawn', statusMessage: '안녕히', profileImage: '/art/avatars/1.png' });
    await makePost(gone.id);
    const withdrawn = await callRoute(profile, `/api/v1/users/${gone.uuid}/`, { params: { uuid: gone.uuid } });
    expect(withdrawn.body.data).toMatchObject({
      is_withdrawn: true,
      nickname: null,
      profile_image: null,
      status_message: '',
      counts: { posts: 0 },
    });
    expect((await callRoute(theirPosts, `/api/v1/users/${gone.uuid}/posts/`, { params: { uuid: gone.uuid } })).body.data.count).toBe(0);
  });
});
