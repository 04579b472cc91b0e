import { and, eq, sql } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { purgeLive, stopLiveFeed } from '@/lib/server/live';
import { notify } from '@/lib/server/people/notifications';
import { jsonBody, makeAccount, makeItem, makePost, seedBasics, type Account } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { openLiveStream, type Frame, type LiveStream } from '@/test/live-stream';
import { POST as replyRoute } from '../community/reply/route';
import { POST as ticketRoute } from './ticket/route';

// The live channel end to end on the route handlers: tickets, topics, caps, delivery, filtering
// (blocks, hidden content, other members) and resuming with Last-Event-ID.

let address = 0;
const nextAddress = () => `10.77.${Math.floor(++address / 250) % 250}.${address % 250}`;

const openStream = (query: string, headers: Record<string, string> = {}, ip = nextAddress()) => openLiveStream(query, headers, ip);

const opened: LiveStream[] = [];
async function mustOpen(query: string, headers: Record<string, string> = {}, ip?: string): Promise<LiveStream> {
  const res = await openStream(query, headers, ip);
  if (!res.stream) throw new Error(`stream refused: ${res.status} ${JSON.stringify(res.body)}`);
  opened.push(res.stream);
  await res.stream.waitFor((f) => f.event === 'ready');
  return res.stream;
}

const ticketFor = async (who: Account) => {
  const res = await callRoute(ticketRoute, '/api/v1/live/ticket/', { method: 'POST', headers: who.auth });
  expect(res.status).toBe(201);
  return res.body.data as { ticket: string; expires_at: string };
};

const comment = async (who: Account, postId: number, content = '실시간으로 보이나요? 댓글이에요.') => {
  const res = await callRoute(replyRoute, '/api/v1/community/reply/', jsonBody('POST', { post_id: postId, content }, who.auth));
  expect(res.status).toBe(201);
  return res.body.data.id as number;
};
const ready = (s: LiveStream) =>
  JSON.parse(s.frames.find((f) => f.event === 'ready')!.data!) as { topics: string[]; last_event_id: number };
const data = (f: Frame) => JSON.parse(f.data!);
const commentFrame = (id: number) => (f: Frame) => f.event === 'comment' && data(f).comment_id === id;

let author: Account;
let reader: Account;
let stranger: Account;

beforeAll(async () => {
  await seedBasics();
  [author, reader, stranger] = await Promise.all([makeAccount(), makeAccount(), makeAccount()]);
});
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});
afterAll(async () => {
  stopLiveFeed();
  await closeDb();
});

describe('tickets', () => {
  it('are issued to signed-in members only, open one stream, once', async () => {
    expect((await callRoute(ticketRoute, '/api/v1/live/ticket/', { method: 'POST' })).status).toBe(401);
    const { ticket, expires_at } = await ticketFor(reader);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(50_000);
    const [stored] = await (await getDb()).select().from(schema.liveTickets).where(eq(schema.liveTickets.userId, reader.id));
    expect(stored!.tokenHash).not.toContain(ticket);

    const first = await mustOpen(`topics=&ticket=${ticket}`);
    expect(ready(first).topics).toEqual([`user:${reader.id}`]);
    const again = await openStream(`ticket=${ticket}`);
    expect([again.status, again.body.code]).toEqual([401, 1101]);
  });

  it('expire after their minute, and garbage is refused', async () => {
    const { ticket } = await ticketFor(reader);
    await (
      await getDb()
    )
      .update(schema.liveTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(schema.liveTickets.userId, reader.id));
    expect((await openStream(`ticket=${ticket}`)).status).toBe(401);
    expect((await openStream('ticket=not-a-ticket')).status).toBe(401);
    expect((await openStream(`ticket=${'A'.repeat(43)}`)).status).toBe(401);
    // The purge job removes what nobody spent.
    await purgeLive();
    const left = await (await getDb()).select().from(schema.liveTickets).where(eq(schema.liveTickets.userId, reader.id));
    expect(left).toEqual([]);
  });
});

describe('topics', () => {
  it('refuse someone else’s user topic (403), bad names and more than 20 (400)', async () => {
    const { ticket } = await ticketFor(reader);
    const other = await openStream(`topics=user:${stranger.id}&ticket=${ticket}`);
    expect([other.status, other.body.code]).toEqual([403, 1300]);
    expect((await openStream(`topics=user:${reader.id}`)).status).toBe(403); // a guest has no user topic
    expect((await openStream('topics=post:abc')).status).toBe(400);
    expect((await openStream('topics=room:1')).status).toBe(400);
    const many = Array.from({ length: 21 }, (_, k) => `post:${k + 1}`).join(',');
    expect((await openStream(`topics=${many}`)).status).toBe(400);
    // A refused request spent no ticket.
    const own = await mustOpen(`topics=user:${reader.id}&ticket=${ticket}`);
    expect(ready(own).topics).toEqual([`user:${reader.id}`]);
  });

  it('drop hidden, deleted and missing posts and missing items (the ready frame lists what is kept)', async () => {
    const [shown, hidden, deleted] = await Promise.all([
      makePost(author.id),
      makePost(author.id, { isHidden: true }),
      makePost(author.id, { deletedAt: new Date() }),
    ]);
    const item = await makeItem();
    const s = await mustOpen(`topics=post:${shown.id},post:${hidden.id},post:${deleted.id},post:99999999,item:${item!.id},item:99999999`);
    expect(s.frames[0]).toEqual({ retry: '3000' });
    expect(ready(s).topics).toEqual([`post:${shown.id}`, `item:${item!.id}`]);
    expect(s.frames[1]!.id).toBe(String(ready(s).last_event_id));
  });
});

describe('caps', () => {
  it('allow 5 streams per guest address and 5 per member; the 6th gets 429 until one closes', async () => {
    const post = await makePost(author.id);
    const ip = nextAddress();
    const guests = [];
    for (let k = 0; k < 5; k++) guests.push(await mustOpen(`topics=post:${post.id}`, {}, ip));
    const sixth = await openStream(`topics=post:${post.id}`, {}, ip);
    expect([sixth.status, sixth.body.code]).toEqual([429, 1700]);
    expect((await openStream(`topics=post:${post.id}`, {}, nextAddress())).status).toBe(200);
    guests[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await mustOpen(`topics=post:${post.id}`, {}, ip);

    const member = await makeAccount();
    for (let k = 0; k < 5; k++) await mustOpen(`ticket=${(await ticketFor(member)).ticket}`);
    expect((await openStream(`ticket=${(await ticketFor(member)).ticket}`)).status).toBe(429);
  });
});

describe('delivery', () => {
  it('sends a new comment to the post’s readers and a notification to its member only', async () => {
    const post = await makePost(author.id);
    const guest = await mustOpen(`topics=post:${post.id}`);
    const mine = await mustOpen(`ticket=${(await ticketFor(author)).ticket}`);
    const theirs = await mustOpen(`ticket=${(await ticketFor(stranger)).ticket}`);

    const id = await comment(reader, post.id);
    const frame = await guest.waitFor(commentFrame(id));
    expect(data(frame)).toEqual({ post_id: post.id, comment_id: id, parent_id: null, author_id: reader.id });
    expect(Number(frame.id)).toBeGreaterThan(ready(guest).last_event_id);

    // The comment notified the post's author: their stream, with the unread count after it.
    const note = await mine.waitFor((f) => f.event === 'notification');
    expect(data(note)).toEqual({ id: expect.any(Number), kind: 'comment', unread_count: 1 });
    await notify(null, author.id, 'badge', { badgeId: 1 });
    const second = await mine.waitFor((f) => f.event === 'notification' && data(f).kind === 'badge');
    expect(data(second).unread_count).toBe(2);

    // Someone else's notification never reaches another member's stream.
    await notify(null, stranger.id, 'badge', { badgeId: 1 });
    await theirs.waitFor((f) => f.event === 'notification');
    expect(mine.events('notification')).toHaveLength(2);
    expect(guest.events('notification')).toHaveLength(0);
    expect(theirs.events('comment')).toHaveLength(0);
  });

  it('keeps a member’s comments from a reader who blocked them or whom they blocked, and their notifications', async () => {
    const post = await makePost(author.id);
    const [blocker, blockedOne, bully] = await Promise.all([makeAccount(), makeAccount(), makeAccount()]);
    const db = await getDb();
    await db.insert(schema.blocks).values([
      { blockerId: blocker.id, blockedId: bully.id },
      { blockerId: bully.id, blockedId: blockedOne.id },
    ]);
    const guest = await mustOpen(`topics=post:${post.id}`);
    const a = await mustOpen(`topics=post:${post.id}&ticket=${(await ticketFor(blocker)).ticket}`);
    const b = await mustOpen(`topics=post:${post.id}&ticket=${(await ticketFor(blockedOne)).ticket}`);

    const hiddenOne = await comment(bully, post.id);
    await notify(null, blocker.id, 'reply', { actorId: bully.id, postId: post.id });
    const sentinel = await comment(reader, post.id);
    // Events come in id order: once the later comment is there, the earlier one would have been too.
    for (const s of [a, b]) await s.waitFor(commentFrame(sentinel));
    expect(a.events('comment').map((f) => data(f).comment_id)).toEqual([sentinel]);
    expect(b.events('comment').map((f) => data(f).comment_id)).toEqual([sentinel]);
    expect(a.events('notification').filter((f) => data(f).kind === 'reply')).toEqual([]);
    await guest.waitFor(commentFrame(sentinel));
    expect(guest.events('comment').map((f) => data(f).comment_id)).toEqual([hiddenOne, sentinel]);
  });

  it('sends nothing of held or hidden comments, nor of hidden posts', async () => {
    const post = await makePost(author.id);
    const s = await mustOpen(`topics=post:${post.id}`);
    const db = await getDb();
    // Inserted hidden (held), or hidden in the same transaction (what the word filter's hold does).
    await db.insert(schema.comments).values({ postId: post.id, authorId: reader.id, content: '보류된 댓글' });
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(schema.comments).values({ postId: post.id, authorId: reader.id, content: '보류' }).returning();
      await tx.update(schema.comments).set({ isHidden: true }).where(eq(schema.comments.id, row!.id));
    });
    await db.update(schema.comments).set({ isHidden: true }).where(eq(schema.comments.postId, post.id));
    const sentinel = await comment(reader, post.id);
    await s.waitFor(commentFrame(sentinel));
    // The first was news when written, and may have gone out before it was hidden; a reader
    // resuming now does not get it (below). The held one never was an event.
    const seen = s.events('comment').length;
    const rows = await db
      .select()
      .from(schema.liveEvents)
      .where(eq(schema.liveEvents.topic, `post:${post.id}`));
    expect(rows).toHaveLength(2);

    const resumed = await mustOpen(`topics=post:${post.id}&last_event_id=${ready(s).last_event_id}`);
    await resumed.waitFor(commentFrame(sentinel));
    expect(resumed.events('comment')).toHaveLength(1);

    // The post hidden: its stream gets nothing more, and a new stream does not get the topic.
    await db.update(schema.posts).set({ isHidden: true }).where(eq(schema.posts.id, post.id));
    await db.insert(schema.comments).values({ postId: post.id, authorId: reader.id, content: '숨은 글의 댓글' });
    const other = await makePost(author.id);
    const both = await mustOpen(`topics=post:${post.id},post:${other.id}`);
    expect(ready(both).topics).toEqual([`post:${other.id}`]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(s.events('comment')).toHaveLength(seen);
  });

  it('announces changes to an item’s offers, once per transaction, and not unpriced wishes', async () => {
    const item = (await makeItem())!;
    const s = await mustOpen(`topics=item:${item.id}`);
    const db = await getDb();
    await db.insert(schema.wishItems).values({ userId: reader.id, itemId: item.id, wishType: 'buy' });
    await db.transaction(async (tx) => {
      await tx.insert(schema.wishItems).values({ userId: author.id, itemId: item.id, wishType: 'sell', price: 500 });
      await tx.insert(schema.wishItems).values({ userId: stranger.id, itemId: item.id, wishType: 'sell', price: 700 });
    });
    await s.waitFor((f) => f.event === 'ladder');
    await db
      .update(schema.wishItems)
      .set({ status: 0 })
      .where(and(eq(schema.wishItems.userId, author.id), eq(schema.wishItems.itemId, item.id)));
    await s.waitFor((f) => f.event === 'ladder' && s.events('ladder').length === 2);
    expect(data(s.events('ladder')[0]!)).toEqual({ item_id: item.id });
    const rows = await db
      .select()
      .from(schema.liveEvents)
      .where(eq(schema.liveEvents.topic, `item:${item.id}`));
    expect(rows).toHaveLength(2);
  });
});

describe('resume', () => {
  it('with Last-Event-ID or ?last_event_id= loses nothing and repeats nothing', async () => {
    const post = await makePost(author.id);
    const first = await mustOpen(`topics=post:${post.id}`);
    const a = await comment(reader, post.id);
    const seen = await first.waitFor(commentFrame(a));
    first.close();

    const missed = [await comment(reader, post.id), await comment(stranger, post.id), await comment(reader, post.id)];
    const back = await mustOpen(`topics=post:${post.id}`, { 'last-event-id': seen.id! });
    expect(ready(back).last_event_id).toBe(Number(seen.id));
    await back.waitFor(commentFrame(missed[2]!));
    const live = await comment(author, post.id);
    await back.waitFor(commentFrame(live));
    expect(back.events('comment').map((f) => data(f).comment_id)).toEqual([...missed, live]);
    const ids = back.events().map((f) => Number(f.id));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);

    const viaQuery = await mustOpen(`topics=post:${post.id}&last_event_id=${ready(first).last_event_id}`);
    await viaQuery.waitFor(commentFrame(live));
    expect(viaQuery.events('comment').map((f) => data(f).comment_id)).toEqual([a, ...missed, live]);
  });

  it('past the window says reset, and the purge job removes old events', async () => {
    const post = await makePost(author.id);
    const s = await mustOpen(`topics=post:${post.id}`);
    const first = await comment(reader, post.id);
    const frame = await s.waitFor(commentFrame(first));
    await comment(reader, post.id);
    const db = await getDb();
    // Time passes: every event so far is older than the window.
    await db.update(schema.liveEvents).set({ createdAt: sql`now() - interval '11 minutes'` });
    const late = await mustOpen(`topics=post:${post.id}`, { 'last-event-id': frame.id! });
    await late.waitFor((f) => f.event === 'reset');
    expect(late.events('comment')).toEqual([]);
    expect(late.frames.find((f) => f.event === 'ready')!.id).toBeDefined();

    await purgeLive();
    expect(
      await db
        .select()
        .from(schema.liveEvents)
        .where(eq(schema.liveEvents.topic, `post:${post.id}`)),
    ).toEqual([]);
    const afterPurge = await mustOpen(`topics=post:${post.id}`, { 'last-event-id': String(Number(frame.id) - 1) });
    await afterPurge.waitFor((f) => f.event === 'reset');
  });
});

describe('clean-up', () => {
  it('a stream closed by its reader leaves the feed and frees its slot', async () => {
    const { openLiveStreams } = await import('@/lib/server/live');
    const ip = nextAddress();
    const s = await mustOpen('topics=', {}, ip);
    expect(openLiveStreams().get(`address:${ip}`)).toBe(1);
    s.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openLiveStreams().get(`address:${ip}`)).toBeUndefined();
  });
});
