import { and, eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { asUser, json, makePerson, seedCatalogue, type Person } from '@/test/people';
import { DELETE as unfriend, GET as friends } from '../../friends/route';
import { DELETE as unfriendByPath } from '../../friends/[uuid]/route';
import { GET as profile } from '../../users/[uuid]/route';
import { POST as block, DELETE as unblock } from '../../user/block/route';
import { GET as notifications } from '../../user/notification/route';
import { POST as accept } from './accept/route';
import { POST as decline } from './decline/route';
import { DELETE as cancel, GET as requests, POST as send } from './route';

const PATH = '/api/v1/friend/request/';
const sendAs = (from: Person | null, to: Person | string) =>
  callRoute(send, PATH, json('POST', { user_uuid: typeof to === 'string' ? to : to.uuid }, from?.auth));
const acceptAs = (me: Person, from: Person) => callRoute(accept, `${PATH}accept/`, json('POST', { user_uuid: from.uuid }, me.auth));
const declineAs = (me: Person, from: Person) => callRoute(decline, `${PATH}decline/`, json('POST', { user_uuid: from.uuid }, me.auth));
const cancelAs = (me: Person, to: Person) => callRoute(cancel, PATH, json('DELETE', { user_uuid: to.uuid }, me.auth));
const stateSeenBy = async (me: Person, other: Person) =>
  (await callRoute(profile, `/api/v1/users/${other.uuid}/`, { ...asUser(me), params: { uuid: other.uuid } })).body.data.relation.friend;

let a: Person;
let b: Person;

beforeAll(async () => {
  await seedCatalogue();
  a = await makePerson('친구신청자');
  b = await makePerson('받는사람');
});

afterAll(() => closeDb());

describe('friend requests: none → pending → friends', () => {
  it('sends a request, shows pending both ways, refuses a second one either way with 409, and tells the addressee', async () => {
    expect(await stateSeenBy(a, b)).toBe('none');
    const sent = await sendAs(a, b);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toEqual({ user_uuid: b.uuid, state: 'pending_outgoing' });
    expect(await stateSeenBy(a, b)).toBe('pending_outgoing');
    expect(await stateSeenBy(b, a)).toBe('pending_incoming');

    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const again = await callRoute(send, `${PATH}?lang=ko`, json('POST', { user_uuid: to.uuid }, from.auth));
      expect(again.status).toBe(409);
      expect(again.body.code).toBe(1500);
      expect(again.body.message).toBe('이미 친구이거나 친구 요청 중이에요');
    }

    const pending = await callRoute(requests, PATH, asUser(b));
    expect(pending.body.data.incoming).toHaveLength(1);
    expect(pending.body.data.incoming[0]).toMatchObject({ direction: 'incoming', user: { uuid: a.uuid, profile: { name: a.nickname } } });
    expect(pending.body.data.outgoing).toHaveLength(0);
    const mine = await callRoute(requests, PATH, asUser(a));
    expect(mine.body.data.outgoing[0].user.uuid).toBe(b.uuid);

    const told = await callRoute(notifications, '/api/v1/user/notification/', asUser(b));
    expect(told.body.data.results[0]).toMatchObject({ kind: 'friend_request', is_read: false, actor: { uuid: a.uuid }, link: '/my?tab=2' });
  });

  it('only the addressee accepts; both are then friends and the requester is told', async () => {
    const wrongSide = await acceptAs(a, b);
    expect(wrongSide.status).toBe(404);
    const accepted = await acceptAs(b, a);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.state).toBe('friends');
    expect(await stateSeenBy(a, b)).toBe('friends');
    expect(await stateSeenBy(b, a)).toBe('friends');

    const again = await sendAs(a, b);
    expect(again.status).toBe(409);

    const list = await callRoute(friends, '/api/v1/friends/', asUser(a));
    expect(list.body.data.count).toBe(1);
    expect(list.body.data.results[0].user.uuid).toBe(b.uuid);
    const told = await callRoute(notifications, '/api/v1/user/notification/', asUser(a));
    expect(told.body.data.results[0]).toMatchObject({ kind: 'friend_accepted', actor: { uuid: b.uuid }, link: `/users/${b.uuid}` });
    // The handled request no longer waits in b's notifications.
    const unread = await callRoute(notifications, '/api/v1/user/notification/?unread=1', asUser(b));
    expect(unread.body.data.results.filter((n: { kind: string }) => n.kind === 'friend_request')).toHaveLength(0);
  });

  it('removes a friend (body or path) back to none, after which a new request may start', async () => {
    const removed = await callRoute(unfriend, '/api/v1/friends/', json('DELETE', { user_uuid: a.uuid }, b.auth));
    expect(removed.body.data.state).toBe('none');
    expect(await stateSeenBy(a, b)).toBe('none');
    const notFriends = await callRoute(unfriendByPath, `/api/v1/friends/${a.uuid}/`, {
      method: 'DELETE',
      headers: b.auth,
      params: { uuid: a.uuid },
    });
    expect(notFriends.status).toBe(404);
    expect((await sendAs(b, a)).status).toBe(201);
  });

  it('declines and cancels pending requests (each side only its own)', async () => {
    expect((await cancelAs(a, b)).status).toBe(404); // a did not send this one
    expect((await declineAs(a, b)).body.data.state).toBe('none');
    expect(await stateSeenBy(b, a)).toBe('none');
    expect((await declineAs(a, b)).status).toBe(404);

    expect((await sendAs(a, b)).status).toBe(201);
    expect((await declineAs(a, b)).status).toBe(404); // one's own request cannot be declined
    const cancelled = await callRoute(cancel, `${PATH}?user_uuid=${b.uuid}`, { method: 'DELETE', headers: a.auth });
    expect(cancelled.body.data.state).toBe('none');
    expect(await stateSeenBy(a, b)).toBe('none');
  });

  it('refuses oneself, unknown and withdrawn members, guests, bad tokens and suspended members', async () => {
    const self = await sendAs(a, a);
    expect(self.status).toBe(400);
    expect(self.body.errors.user_uuid).toEqual(['self']);
    expect((await sendAs(a, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const gone = await makePerson('떠난친구', { status: 'withdrawn' });
    expect((await sendAs(a, gone)).status).toBe(404);
    expect((await callRoute(send, PATH, json('POST', { user_uuid: 'nope' }, a.auth))).status).toBe(400);

    const guest = await sendAs(null, b);
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(1100);
    expect((await callRoute(requests, PATH)).status).toBe(401);
    expect((await callRoute(send, PATH, json('POST', { user_uuid: b.uuid }, { authorization: 'Token nope' }))).body.code).toBe(1101);

    const suspended = await makePerson('정지된친구', { status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) });
    const refused = await sendAs(suspended, b);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(1301);
    // A suspended member may still read their lists.
    expect((await callRoute(requests, PATH, asUser(suspended))).status).toBe(200);
  });
});

describe('friends and blocks', () => {
  it('a blocked member cannot send the blocker a request (403), nor the blocker them; blocking ends friendships and requests', async () => {
    const c = await makePerson('차단하는이');
    const d = await makePerson('차단당한이');
    const e = await makePerson('요청중인이');
    expect((await sendAs(c, d)).status).toBe(201);
    expect((await acceptAs(d, c)).status).toBe(200);
    expect((await sendAs(e, c)).status).toBe(201);

    expect((await callRoute(block, '/api/v1/user/block/', json('POST', { user_uuid: d.uuid }, c.auth))).status).toBe(200);
    expect((await callRoute(block, '/api/v1/user/block/', json('POST', { user_uuid: e.uuid }, c.auth))).status).toBe(200);
    const db = await getDb();
    const left = await db
      .select()
      .from(schema.friendships)
      .where(and(eq(schema.friendships.requesterId, e.id), eq(schema.friendships.addresseeId, c.id)));
    expect(left).toHaveLength(0);
    expect((await callRoute(friends, '/api/v1/friends/', asUser(c))).body.data.count).toBe(0);
    expect((await callRoute(requests, PATH, asUser(c))).body.data.incoming).toHaveLength(0);

    const fromBlocked = await callRoute(send, `${PATH}?lang=zh-TW`, json('POST', { user_uuid: c.uuid }, d.auth));
    expect(fromBlocked.status).toBe(403);
    expect(fromBlocked.body.code).toBe(1300);
    expect(fromBlocked.body.message).toBe('無法向這位使用者送出好友邀請');
    expect((await sendAs(c, d)).status).toBe(403);

    await callRoute(unblock, '/api/v1/user/block/', json('DELETE', { user_uuid: d.uuid }, c.auth));
    expect((await sendAs(d, c)).status).toBe(201);
  });
});
