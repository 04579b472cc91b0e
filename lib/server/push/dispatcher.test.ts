import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { seedCatalogue, makePerson } from '@/test/people';
import { RECEIVER_HOST, startPushReceiver, type PushReceiver } from '@/test/push-receiver';
import { dispatchPending, pushStats, startPushDispatcher, stopPushDispatcher } from './dispatcher';
import { savePreferences } from './preferences';
import { saveSubscription } from './subscriptions';
import { VAPID_FILE, vapidKeys, VapidKeysMissingError } from './vapid';

const vapid = webpush.generateVAPIDKeys();
Object.assign(process.env, {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:push-test@example.com',
  // The local receiver stands in for the browsers' push services.
  PUSH_ENDPOINT_HOSTS: RECEIVER_HOST,
});

let receiver: PushReceiver;
let seq = 0;

beforeAll(async () => {
  await seedCatalogue();
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await stopPushDispatcher();
  await receiver.close();
  await closeDb();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.errors.length = 0;
  receiver.connections.length = 0;
});

async function member(nickname: string, locale: 'ko' | 'zh-TW' = 'ko', browsers = 1) {
  const person = await makePerson(nickname, { locale });
  const names: string[] = [];
  for (let i = 0; i < browsers; i += 1) {
    const name = `${nickname}-${++seq}`;
    await saveSubscription(person.id, receiver.subscription(name), 'test');
    names.push(name);
  }
  return { ...person, browsers: names };
}

async function notify(userId: number, kind: string, payload: Record<string, unknown> = {}, createdAt?: Date) {
  const db = await getDb();
  const [row] = await db
    .insert(schema.notifications)
    .values({ userId, kind, payload, ...(createdAt ? { createdAt } : {}) })
    .returning();
  return row!;
}

const dispatch = (now?: Date) => dispatchPending({ agent: receiver.agent, ...(now ? { now: () => now } : {}) });
const pushedOf = async (ids: number[]) =>
  (await getDb())
    .select({ id: schema.notifications.id, pushedAt: schema.notifications.pushedAt })
    .from(schema.notifications)
    .where(inArray(schema.notifications.id, ids));
const subscriptionOf = async (name: string) =>
  (await (await getDb()).select().from(schema.pushSubscriptions)).find((s) => s.endpoint.endsWith(`/push/${encodeURIComponent(name)}`));

it('pushes a notification to each of the member’s browsers, encrypted for each, in the member’s language', async () => {
  const author = await member('글쓴이', 'ko', 2);
  const reader = await member('讀者', 'zh-TW');
  const commenter = await makePerson('댓글러');
  const db = await getDb();
  const [badge] = await db.select().from(schema.badges).limit(1);
  const comment = await notify(author.id, 'comment', {
    postId: 12,
    commentId: 34,
    actorId: commenter.id,
    actorNickname: '옛이름',
    excerpt: '첫 댓글이에요',
  });
  const earned = await notify(reader.id, 'badge', { badgeId: badge!.id, code: badge!.code });

  const done = await dispatch();
  expect(receiver.errors).toEqual([]);
  expect(done).toMatchObject({ claimed: 2, sent: 3, failed: 0 });
  const byName = (name: string) => receiver.received.filter((r) => r.name === name).map((r) => r.payload);
  for (const name of author.browsers) {
    expect(byName(name)).toEqual([
      {
        title: '내 글의 댓글 · 슬라임 커뮤니티',
        // The actor's current name, as on the notifications page.
        body: '댓글러님이 내 글에 댓글을 남겼어요\n첫 댓글이에요',
        url: '/community/detail/12#comment-34',
        kind: 'comment',
        id: comment.id,
      },
    ]);
  }
  expect(byName(reader.browsers[0]!)).toEqual([
    { title: '新徽章 · 史萊姆社群', body: `獲得新徽章：${badge!.titleZhTw}`, url: '/my/badges', kind: 'badge', id: earned.id },
  ]);
  // Signed with the VAPID key, for the push service's origin; kept a day at most.
  expect(receiver.received[0]!.vapid).toMatchObject({
    aud: receiver.origin,
    sub: 'mailto:push-test@example.com',
    publicKey: vapid.publicKey,
  });
  expect(receiver.received[0]!.headers.ttl).toBe('86400');
  // Each request went to the endpoint's host, port 443, and nowhere else.
  expect(receiver.connections).toHaveLength(3);
  expect(new Set(receiver.connections.map((c) => `${c.host}:${c.port}`))).toEqual(new Set([`${RECEIVER_HOST}:443`]));
  expect((await pushedOf([comment.id, earned.id])).every((r) => r.pushedAt !== null)).toBe(true);
  const sub = await subscriptionOf(author.browsers[0]!);
  expect(sub?.lastSuccessAt).toBeInstanceOf(Date);

  // Nothing is pushed twice.
  expect((await dispatch()).claimed).toBe(0);
  expect(receiver.received).toHaveLength(3);
});

it('claims every notification once across two dispatches running at the same time', async () => {
  const a = await member('동시A');
  const b = await member('동시B');
  const rows = [];
  for (let i = 0; i < 30; i += 1) rows.push(await notify(i % 2 ? a.id : b.id, 'like', { postId: i + 1, count: i + 1 }));
  const [first, second] = await Promise.all([dispatch(), dispatch()]);
  expect(first.claimed + second.claimed).toBe(30);
  expect(receiver.received).toHaveLength(30);
  expect(new Set(receiver.received.map((r) => (r.payload as { id: number }).id)).size).toBe(30);
  expect((await pushedOf(rows.map((r) => r.id))).every((r) => r.pushedAt)).toBe(true);
});

it('skips kinds turned off, quiet hours in the member’s zone, members without browsers and blocked actors, and never pushes them later', async () => {
  const picky = await member('골라받기');
  await savePreferences(picky.id, { kinds: ['comment'], quiet_start: '22:00', quiet_end: '07:00', time_zone: 'Asia/Seoul' });
  const bare = await makePerson('구독없음');
  const rude = await makePerson('차단당함');
  await (await getDb()).insert(schema.blocks).values({ blockerId: picky.id, blockedId: rude.id });
  // 23:30 in Seoul (14:30 UTC): quiet.
  const night = new Date('2026-11-27T14:30:00Z');
  const noon = new Date('2026-11-27T03:00:00Z');

  const off = await notify(picky.id, 'like', { postId: 1, count: 3 });
  const quiet = await notify(picky.id, 'comment', { postId: 1, commentId: 2 });
  const none = await notify(bare.id, 'comment', { postId: 1 });
  expect(await dispatch(night)).toMatchObject({ claimed: 3, sent: 0, skippedKind: 1, skippedQuiet: 1, skippedNoSubscription: 1 });

  const blocked = await notify(picky.id, 'comment', { postId: 1, actorId: rude.id });
  const fine = await notify(picky.id, 'comment', { postId: 1, commentId: 9 });
  expect(await dispatch(noon)).toMatchObject({ claimed: 2, sent: 1, skippedBlocked: 1 });
  expect(receiver.received.map((r) => (r.payload as { id: number }).id)).toEqual([fine.id]);
  // Claimed is done: morning does not bring the quiet ones back.
  expect((await dispatch(noon)).claimed).toBe(0);
  expect((await pushedOf([off.id, quiet.id, none.id, blocked.id])).every((r) => r.pushedAt)).toBe(true);
});

it('pushes only notifications of the last ten minutes', async () => {
  const late = await member('늦은알림');
  await notify(late.id, 'notice', { noticeId: 3 }, new Date(Date.now() - 11 * 60_000));
  const fresh = await notify(late.id, 'notice', { noticeId: 4 });
  await dispatch();
  expect(receiver.received.map((r) => r.payload)).toEqual([expect.objectContaining({ id: fresh.id, url: '/community/notice/4' })]);
});

it('removes a subscription the push service says is gone (410 or 404), and counts other failures', async () => {
  const owner = await member('구독정리', 'ko', 3);
  const [gone, missing, flaky] = owner.browsers as [string, string, string];
  receiver.answer(gone, 410);
  receiver.answer(missing, 404);
  receiver.answer(flaky, 500);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  await notify(owner.id, 'friend_request', { userId: owner.id });
  const before = pushStats();
  expect(await dispatch()).toMatchObject({ sent: 0, removed: 2, failed: 1 });
  expect(await subscriptionOf(gone)).toBeUndefined();
  expect(await subscriptionOf(missing)).toBeUndefined();
  expect((await subscriptionOf(flaky))?.failures).toBe(1);
  expect(pushStats().removed - before.removed).toBe(2);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('failed: 500'));
  warn.mockRestore();

  // It recovers: a success resets the count.
  receiver.answer(flaky, 201);
  await notify(owner.id, 'notice', {});
  expect(await dispatch()).toMatchObject({ sent: 1 });
  expect((await subscriptionOf(flaky))?.failures).toBe(0);
});

it('runs by itself every interval until stopped', async () => {
  const live = await member('자동발송');
  expect(startPushDispatcher({ intervalMs: 50, agent: receiver.agent })).toBe(true);
  const row = await notify(live.id, 'inquiry_reply', { inquiryId: 5 });
  for (let i = 0; i < 100 && receiver.received.length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(receiver.received.map((r) => r.payload)).toEqual([expect.objectContaining({ id: row.id, url: '/support/5' })]);
  await stopPushDispatcher();
  await notify(live.id, 'inquiry_reply', { inquiryId: 6 });
  await new Promise((r) => setTimeout(r, 200));
  expect(receiver.received).toHaveLength(1);
});

describe('VAPID keys', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'APP_ENV', 'PUSH_ENABLED']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });
  const unset = () => {
    delete process.env.VAPID_PUBLIC_KEY;
    delete process.env.VAPID_PRIVATE_KEY;
  };

  it('come from the environment', () => {
    expect(vapidKeys()).toMatchObject({ publicKey: vapid.publicKey, source: 'env' });
  });

  it('in development without settings: a pair made once and kept in DATA_DIR', () => {
    unset();
    const file = path.join(process.env.DATA_DIR!, VAPID_FILE);
    fs.rmSync(file, { force: true });
    jest.spyOn(console, 'log').mockImplementationOnce(() => {});
    const made = vapidKeys();
    expect(made).toMatchObject({ source: 'data-dir' });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ publicKey: made!.publicKey, privateKey: made!.privateKey });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    process.env.VAPID_SUBJECT = 'mailto:other@example.com';
    expect(vapidKeys()?.publicKey).toBe(made!.publicKey);
  });

  it('refuses production without keys or without a subject, and is off with PUSH_ENABLED=false', () => {
    process.env.APP_ENV = 'production';
    expect(vapidKeys()).toMatchObject({ source: 'env' });
    delete process.env.VAPID_SUBJECT;
    expect(() => vapidKeys()).toThrow(VapidKeysMissingError);
    unset();
    expect(() => vapidKeys()).toThrow(VapidKeysMissingError);
    expect(() => startPushDispatcher()).toThrow(VapidKeysMissingError);
    process.env.PUSH_ENABLED = 'false';
    expect(vapidKeys()).toBeNull();
    expect(startPushDispatcher()).toBe(false);
  });

  it('refuses a malformed key', () => {
    process.env.VAPID_PUBLIC_KEY = 'not-a-key';
    expect(() => vapidKeys()).toThrow();
  });
});
