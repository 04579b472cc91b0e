import { and, eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { checkIn, getMissionBoard, recordMissionAction } from '@/lib/server/missions';
import { jsonBody, makeAccount, makeItem, makePost, seedBasics, type Account } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { POST as view } from '../community/[id]/view/route';
import { POST as reply } from '../community/reply/route';
import { POST as addBuy } from '../wishlist/buy/route';
import { POST as checkInRoute } from './check-in/route';
import { GET as board } from './route';

// Missions are counted from real actions on the server: these call the routes members use (the
// post page's view beacon, the comment route, the wish list) and then read the board.

type Mission = typeof schema.missions.$inferInsert;
let author: Account;
let badgeId: number;

async function mission(values: Partial<Mission> & Pick<Mission, 'key' | 'kind'>) {
  const db = await getDb();
  const [row] = await db
    .insert(schema.missions)
    .values({
      period: 'daily',
      target: 3,
      rewardBalls: 20,
      titleKo: `미션 ${values.key}`,
      titleZh: `任務 ${values.key}`,
      startsAt: new Date('2020-01-01T00:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

const balls = async (userId: number) => {
  const db = await getDb();
  const [row] = await db.select({ b: schema.users.referralBall }).from(schema.users).where(eq(schema.users.id, userId));
  return row!.b;
};

const boardOf = async (account?: Account, query = '') =>
  callRoute(board, `/api/v1/missions/${query}`, { headers: account ? account.auth : {} }).then((r) => {
    expect(r.status).toBe(200);
    return r.body.data as Awaited<ReturnType<typeof getMissionBoard>>;
  });

const missionIn = (data: Awaited<ReturnType<typeof getMissionBoard>>, key: string) =>
  [...data.daily, ...data.weekly].find((m) => m.key === key);

const read = (account: Account, postId: number) =>
  callRoute(view, `/api/v1/community/${postId}/view/`, {
    method: 'POST',
    params: { id: String(postId) },
    headers: { ...account.auth, 'user-agent': 'Mozilla/5.0' },
  });

beforeAll(async () => {
  await seedBasics();
  author = await makeAccount();
  const db = await getDb();
  const [badge] = await db.select({ id: schema.badges.id }).from(schema.badges).limit(1);
  badgeId = badge!.id;
  await mission({ key: 'read-3', kind: 'read_posts', target: 3, rewardBalls: 20, rewardBadgeId: badgeId, sortOrder: 1 });
  await mission({ key: 'comment-1', kind: 'write_comment', target: 1, rewardBalls: 5 });
  await mission({ key: 'wish-2', kind: 'add_wish', period: 'weekly', target: 2, rewardBalls: 15 });
  await mission({ key: 'answer-1', kind: 'answer_question', period: 'weekly', target: 1, rewardBalls: 30 });
  await mission({ key: 'switched-off', kind: 'read_posts', isActive: false });
  await mission({ key: 'ended', kind: 'read_posts', endsAt: new Date('2021-01-01T00:00:00Z') });
  await mission({ key: 'not-yet', kind: 'read_posts', startsAt: new Date('2999-01-01T00:00:00Z') });
});
afterAll(() => closeDb());

describe('GET /api/v1/missions/', () => {
  it('shows a guest the live missions without progress, in the reading language', async () => {
    const data = await boardOf(undefined, '?lang=zh-TW');
    expect(data.signed_in).toBe(false);
    expect(data.time_zone).toBe('Asia/Taipei');
    expect(data.balls).toBeNull();
    expect(data.check_in).toBeNull();
    expect(data.daily.map((m) => m.key)).toEqual(['comment-1', 'read-3']);
    expect(data.weekly.map((m) => m.key)).toEqual(['wish-2', 'answer-1']);
    expect(missionIn(data, 'read-3')).toMatchObject({
      title: '任務 read-3',
      progress: null,
      completed: false,
      rewarded: false,
      reward_balls: 20,
    });
    expect(missionIn(data, 'read-3')?.reward_badge?.id).toBe(badgeId);
    // Switched off, ended and not started are hidden.
    for (const key of ['switched-off', 'ended', 'not-yet']) expect(missionIn(data, key)).toBeUndefined();
    expect((await boardOf()).time_zone).toBe('Asia/Seoul');
  });

  it('counts three reads of other members’ posts once each, not one’s own, then grants the reward once', async () => {
    const reader = await makeAccount();
    const posts = await Promise.all([1, 2, 3].map(() => makePost(author.id)));
    const own = await makePost(reader.id);
    await read(reader, own.id);
    await read(reader, posts[0]!.id);
    await read(reader, posts[0]!.id);
    let data = await boardOf(reader);
    expect(data.signed_in).toBe(true);
    expect(missionIn(data, 'read-3')).toMatchObject({ progress: 1, completed: false, rewarded: false });
    await read(reader, posts[1]!.id);
    await read(reader, posts[2]!.id);
    data = await boardOf(reader);
    expect(missionIn(data, 'read-3')).toMatchObject({ progress: 3, completed: true, rewarded: true });
    expect(data.balls).toBe(20);
    // More reads change nothing: the reward is once a day.
    await read(reader, (await makePost(author.id)).id);
    expect(missionIn(await boardOf(reader), 'read-3')?.progress).toBe(3);
    expect(await balls(reader.id)).toBe(20);
    const db = await getDb();
    const held = await db
      .select()
      .from(schema.userBadges)
      .where(and(eq(schema.userBadges.userId, reader.id), eq(schema.userBadges.badgeId, badgeId)));
    expect(held).toHaveLength(1);
  });

  it('counts a post read in parallel requests once, and gives the reward once when parallel reads complete it', async () => {
    const reader = await makeAccount();
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => makePost(author.id)));
    await Promise.all(Array.from({ length: 6 }, () => read(reader, a!.id)));
    expect(missionIn(await boardOf(reader), 'read-3')?.progress).toBe(1);
    await Promise.all([b, c, d].map((p) => read(reader, p!.id)));
    const data = await boardOf(reader);
    expect(missionIn(data, 'read-3')).toMatchObject({ progress: 3, rewarded: true });
    expect(await balls(reader.id)).toBe(20);
    const db = await getDb();
    const claims = await db.select().from(schema.missionClaims).where(eq(schema.missionClaims.userId, reader.id));
    expect(claims).toHaveLength(1);
  });

  it('counts the same action sent in parallel to the domain hook once', async () => {
    const member = await makeAccount();
    const steps = await Promise.all(Array.from({ length: 8 }, () => recordMissionAction(member.id, 'read_posts', 'post:424242')));
    expect(steps.flat()).toHaveLength(1);
    expect(missionIn(await boardOf(member), 'read-3')?.progress).toBe(1);
  });

  it('counts a comment, and an answer on someone else’s question board post once per question', async () => {
    const member = await makeAccount();
    const question = await makePost(author.id, { categoryId: 32 });
    const chat = await makePost(author.id, { categoryId: 25 });
    const ownQuestion = await makePost(member.id, { categoryId: 33 });
    const send = (postId: number, content = '도움이 되었으면 해요') =>
      callRoute(reply, '/api/v1/community/reply/', jsonBody('POST', { post_id: postId, content }, member.auth));
    expect((await send(chat.id)).status).toBe(201);
    expect((await send(ownQuestion.id)).status).toBe(201);
    let data = await boardOf(member);
    expect(missionIn(data, 'comment-1')).toMatchObject({ progress: 1, rewarded: true });
    expect(missionIn(data, 'answer-1')).toMatchObject({ progress: 0, completed: false });
    expect((await send(question.id)).status).toBe(201);
    expect((await send(question.id, '하나 더 적어요')).status).toBe(201);
    data = await boardOf(member);
    expect(missionIn(data, 'answer-1')).toMatchObject({ progress: 1, rewarded: true });
    expect(await balls(member.id)).toBe(5 + 30);
  });

  it('counts items put on a wish list, each item once', async () => {
    const member = await makeAccount();
    const [hat, cape] = await Promise.all([makeItem(), makeItem()]);
    const add = (itemId: number) => callRoute(addBuy, '/api/v1/wishlist/buy/', jsonBody('POST', { item_id: itemId }, member.auth));
    expect((await add(hat!.id)).status).toBe(200);
    expect((await add(hat!.id)).status).toBe(409);
    expect(missionIn(await boardOf(member), 'wish-2')?.progress).toBe(1);
    expect((await add(cape!.id)).status).toBe(200);
    expect(missionIn(await boardOf(member), 'wish-2')).toMatchObject({ progress: 2, rewarded: true });
    expect(await balls(member.id)).toBe(15);
  });
});

describe('POST /api/v1/missions/check-in/', () => {
  it('checks a member in once a day: a second call answers already, even in parallel', async () => {
    const member = await makeAccount();
    const post = () => callRoute(checkInRoute, '/api/v1/missions/check-in/', { method: 'POST', headers: member.auth });
    const answers = await Promise.all([post(), post(), post()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const fresh = answers.filter((a) => !a.body.data.already);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.body.data).toMatchObject({ streak: 1, balls_awarded: 10, balls: 10 });
    expect(await balls(member.id)).toBe(10);
    const data = await boardOf(member);
    expect(data.check_in).toMatchObject({ checked_today: true, streak: 1, days: [data.today] });
  });

  it('refuses guests', async () => {
    const answer = await callRoute(checkInRoute, '/api/v1/missions/check-in/', { method: 'POST' });
    expect(answer.status).toBe(401);
  });

  it('continues the streak on the next day, gives the bonus on the 7th, and starts again after a gap', async () => {
    const member = await makeAccount();
    const at = (iso: string) => ({ now: new Date(iso) });
    // Korean member: days begin at 15:00 UTC.
    for (let day = 1; day <= 6; day += 1) {
      const result = await checkIn(member.id, at(`2026-11-0${day}T03:00:00Z`));
      expect(result).toMatchObject({ already: false, streak: day, balls_awarded: 10 });
    }
    expect(await checkIn(member.id, at('2026-11-07T03:00:00Z'))).toMatchObject({ streak: 7, balls_awarded: 40 });
    expect(await balls(member.id)).toBe(6 * 10 + 40);
    // 9 November skipped the 8th.
    expect(await checkIn(member.id, at('2026-11-09T03:00:00Z'))).toMatchObject({ streak: 1 });
    const board = await getMissionBoard(member, 'ko', at('2026-11-10T03:00:00Z'));
    expect(board.check_in).toMatchObject({ today: '2026-11-10', checked_today: false, streak: 1, month: '2026-11' });
    expect(board.check_in?.days).toHaveLength(8);
    expect((await getMissionBoard(member, 'ko', at('2026-11-11T03:00:00Z'))).check_in?.streak).toBe(0);
  });

  it('begins the day at midnight of the member’s own zone, Seoul or Taipei', async () => {
    const korean = await makeAccount({ locale: 'ko' });
    const chinese = await makeAccount({ locale: 'zh-TW' });
    // 14:59 UTC is 23:59 in Seoul and 22:59 in Taipei; 15:00 UTC is midnight in Seoul only.
    expect(await checkIn(korean.id, { now: new Date('2026-11-26T14:59:00Z') })).toMatchObject({ day: '2026-11-26', already: false });
    expect(await checkIn(korean.id, { now: new Date('2026-11-26T15:00:00Z') })).toMatchObject({ day: '2026-11-27', streak: 2 });
    expect(await checkIn(chinese.id, { now: new Date('2026-11-26T15:00:00Z') })).toMatchObject({ day: '2026-11-26' });
    expect(await checkIn(chinese.id, { now: new Date('2026-11-26T15:59:00Z') })).toMatchObject({ day: '2026-11-26', already: true });
    expect(await checkIn(chinese.id, { now: new Date('2026-11-26T16:00:00Z') })).toMatchObject({ day: '2026-11-27', streak: 2 });
  });

  it('counts a daily mission per day and a weekly one per week (Monday 00:00) of the member’s zone', async () => {
    const member = await makeAccount({ locale: 'zh-TW' });
    // Sunday 29 November 2026, 23:59 in Taipei; a minute later it is Monday, a new day and a new week.
    const sunday = new Date('2026-11-29T15:59:00Z');
    const mondayStart = new Date('2026-11-29T16:00:00Z');
    const tuesday = new Date('2026-11-30T16:00:00Z');
    await recordMissionAction(member.id, 'read_posts', 'post:1', { now: sunday });
    await recordMissionAction(member.id, 'add_wish', 'wish:1:buy', { now: sunday });
    await recordMissionAction(member.id, 'read_posts', 'post:1', { now: mondayStart });
    await recordMissionAction(member.id, 'add_wish', 'wish:2:buy', { now: mondayStart });
    const db = await getDb();
    const events = await db
      .select({ missionId: schema.missionEvents.missionId, periodKey: schema.missionEvents.periodKey })
      .from(schema.missionEvents)
      .where(eq(schema.missionEvents.userId, member.id));
    expect(events.map((e) => e.periodKey).sort()).toEqual(['2026-11-29', '2026-11-30', '2026-W48', '2026-W49']);
    // On Tuesday the day's count starts again; the week's goes on.
    const board = await getMissionBoard(member, 'zh-TW', { now: tuesday });
    expect(board).toMatchObject({ today: '2026-12-01', week: '2026-W49' });
    expect(missionIn(board, 'wish-2')?.progress).toBe(1);
    expect(missionIn(board, 'read-3')?.progress).toBe(0);
  });
});
