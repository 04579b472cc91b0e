import { and, eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { getReputation } from '@/lib/server/trades';
import { jsonBody, makeAdmin, makeItem as makeAnyItem, seedBasics } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { accepted, completed, disputeAs, makeAccount, makeVeteran, proposed, reviewAs, type Account } from '@/test/trades';
import { GET as reportQueue } from '../admin/reports/route';
import { POST as resolveReport } from '../admin/reports/[type]/[id]/resolve/route';
import { POST as hide } from '../admin/trade-reviews/[id]/hide/route';
import { POST as createPost } from '../community/write-handlers';
import { POST as report } from '../user/report/route';
import { GET as reputation } from '../users/[uuid]/reputation/route';
import { GET as guard } from './guard/route';

// Reviews (one per side, only after completion), reputation, reporting and hiding a review, and
// the guard endpoint the propose dialog reads.

let admin: Account;

beforeAll(async () => {
  await seedBasics();
  admin = await makeAdmin();
});
afterAll(() => closeDb());

const reputationOf = (who: Account) => callRoute(reputation, `/api/v1/users/${who.uuid}/reputation/`, { params: { uuid: who.uuid } });
const hideAs = (who: Account, id: number, note = '거래와 무관한 욕설이에요') =>
  callRoute(hide, `/api/v1/admin/trade-reviews/${id}/hide/`, { ...jsonBody('POST', { note }, who.auth), params: { id: String(id) } });
const guardOf = (who: Account, query = '') => callRoute(guard, `/api/v1/trades/guard/${query}`, { headers: who.auth });

describe('reviews', () => {
  it('are taken only once per side, only after completion, and only from the sides', async () => {
    const [a, b] = await Promise.all([makeAccount(), makeAccount()]);
    const open = await accepted(a, b);
    expect((await reviewAs(open, a, { rating: 'positive' })).body).toMatchObject({ code: 1500, errors: { _: ['tradeState'] } });

    const id = await completed(a, b);
    const stranger = await makeAccount();
    expect((await reviewAs(id, stranger, { rating: 'positive' })).status).toBe(404);
    expect((await reviewAs(id, a, { rating: 'great' })).body.errors).toEqual({ rating: ['tradeRating'] });
    expect((await reviewAs(id, a, { rating: 'positive', comment: '</script >'.repeat(1000) })).body.errors).toEqual({
      comment: ['tooLong'],
    });
    expect((await reviewAs(id, a, { rating: 'positive', comment: '빨라요\u0000' })).body.errors).toEqual({
      comment: ['invalidCharacters'],
    });

    const res = await reviewAs(id, a, { rating: 'positive', comment: '  빠르고 친절했어요  ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ trade_id: id, rating: 'positive', comment: '빠르고 친절했어요', reviewer: { uuid: a.uuid } });
    expect((await reviewAs(id, a, { rating: 'negative' })).body).toMatchObject({ code: 1500, errors: { _: ['tradeReviewed'] } });
    expect((await reviewAs(id, b, { rating: 'neutral' })).status).toBe(201);

    const db = await getDb();
    const rows = await db.select().from(schema.tradeReviews).where(eq(schema.tradeReviews.tradeId, id));
    expect(rows.map((r) => [r.reviewerId, r.subjectId]).sort()).toEqual(
      [
        [a.id, b.id],
        [b.id, a.id],
      ].sort(),
    );
  });

  it('counts two racing reviews of one side once', async () => {
    const [a, b] = await Promise.all([makeAccount(), makeAccount()]);
    const id = await completed(a, b);
    const answers = await Promise.all([reviewAs(id, a, { rating: 'positive' }), reviewAs(id, a, { rating: 'negative' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('reputation', () => {
  it('counts completed trades, visible reviews received, their positive share and disputes', async () => {
    const empty = await reputationOf(await makeAccount());
    expect(empty.body.data).toEqual({ completed: 0, positive: 0, neutral: 0, negative: 0, positive_share: null, disputes: 0, reviews: [] });

    // Established traders (old accounts, three partners each): their trades count (counting.ts).
    const subject = await makeVeteran();
    expect((await reputationOf(subject)).body.data).toMatchObject({ completed: 3, positive: 0, positive_share: null });
    const partners = await Promise.all([0, 1, 2, 3].map(() => makeVeteran()));
    const ratings = ['positive', 'positive', 'positive', 'negative'] as const;
    const reviewIds: number[] = [];
    for (const [n, partner] of partners.entries()) {
      const id = await completed(partner, subject);
      reviewIds.push((await reviewAs(id, partner, { rating: ratings[n], comment: `후기 ${n}` })).body.data.id);
      // The subject's own reviews are about others: not counted for them.
      await reviewAs(id, subject, { rating: 'negative' });
    }
    const disputed = await accepted(partners[0]!, subject);
    await disputeAs(disputed, subject, '아이템이 오지 않았어요. 확인 부탁해요.');
    await proposed(partners[1]!, subject);

    const res = await reputationOf(subject);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ completed: 7, positive: 3, neutral: 0, negative: 1, positive_share: 0.75, disputes: 1 });
    expect(res.body.data.reviews.map((r: { comment: string }) => r.comment)).toEqual(['후기 3', '후기 2', '후기 1', '후기 0']);

    // A hidden review does not count.
    expect((await hideAs(admin, reviewIds[3]!)).status).toBe(200);
    const after = await getReputation(subject.id);
    expect(after).toMatchObject({ positive: 3, negative: 0, positive_share: 1 });
    expect(after.reviews).toHaveLength(3);

    expect((await callRoute(reputation, '/x', { params: { uuid: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });
});

describe('reporting and hiding a review', () => {
  it('takes a report on a review (not one’s own), shows it in the queue, and hides it from there', async () => {
    const [a, b, reporter] = await Promise.all([makeAccount(), makeAccount(), makeAccount()]);
    const id = await completed(a, b);
    const reviewId = (await reviewAs(id, a, { rating: 'negative', comment: '사기꾼이에요 연락처 010-0000-0000' })).body.data.id;
    const file = (who: Account) =>
      callRoute(
        report,
        '/api/v1/user/report/',
        jsonBody('POST', { target_type: 'trade_review', target_id: reviewId, reason_type: 6, content: '근거 없는 비방이에요' }, who.auth),
      );
    expect((await file(a)).body).toMatchObject({ code: 1000, errors: { target_id: ['self'] } });
    const filed = await file(reporter);
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ target_type: 'trade_review', target_id: reviewId });

    const queue = await callRoute(reportQueue, '/api/v1/admin/reports/?target_type=trade_review', { headers: admin.auth });
    const group = queue.body.data.results.find((g: { target: { id: number } }) => g.target.id === reviewId);
    expect(group.target).toMatchObject({
      type: 'trade_review',
      exists: true,
      excerpt: '사기꾼이에요 연락처 010-0000-0000',
      is_hidden: false,
      author: { id: a.id },
    });

    const resolved = await callRoute(resolveReport, `/api/v1/admin/reports/trade_review/${reviewId}/resolve/`, {
      ...jsonBody('POST', { action: 'hide', note: '개인 정보' }, admin.auth),
      params: { type: 'trade_review', id: String(reviewId) },
    });
    expect(resolved.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(schema.tradeReviews).where(eq(schema.tradeReviews.id, reviewId));
    expect(row!.isHidden).toBe(true);
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'trade_review.hide'), eq(schema.auditLog.targetId, String(reviewId))));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id, targetType: 'trade_review' })]);
    // Hidden now: nobody else can report it.
    expect((await file(await makeAccount())).status).toBe(404);
  });

  it('hides a review from the trade route once, closes its reports, and writes an audit row; members get 403', async () => {
    const [a, b, reporter] = await Promise.all([makeAccount(), makeAccount(), makeAccount()]);
    const id = await completed(a, b);
    const reviewId = (await reviewAs(id, b, { rating: 'negative', comment: '나빠요' })).body.data.id;
    await callRoute(
      report,
      '/api/v1/user/report/',
      jsonBody('POST', { target_type: 'trade_review', target_id: reviewId, reason_type: 1, content: '보복성 후기예요' }, reporter.auth),
    );
    expect((await hideAs(a, reviewId)).status).toBe(403);
    expect((await hideAs(admin, reviewId, '</script >'.repeat(1000))).status).toBe(400);
    const res = await hideAs(admin, reviewId);
    expect(res.body.data).toEqual({ id: reviewId, is_hidden: true, reports_closed: 1 });
    expect((await hideAs(admin, reviewId)).body).toMatchObject({ code: 1500, errors: { _: ['tradeReviewHidden'] } });
    expect((await hideAs(admin, 999_999)).status).toBe(404);
  });
});

describe('the guard endpoint and the trade-post limit', () => {
  it('tells a new member their limits, the rename freeze and the rare-item warning', async () => {
    const db = await getDb();
    const [me, fresh] = await Promise.all([makeAccount(), makeAccount()]);
    const veteran = await makeVeteran();
    const rare = await makeAnyItem({ itemRating: 'SSS' });
    const plain = await makeAnyItem({ itemRating: 'A' });
    await proposed(me, await makeAccount());

    const mine = await guardOf(me, `?with=${fresh.uuid}&item_ids=${plain.id},${rare.id}`);
    expect(mine.body.data).toEqual({
      new_trader: true,
      open_proposals: 1,
      max_open_proposals: 3,
      open_posts: 0,
      max_open_posts: 3,
      frozen_until: null,
      counterpart: { completed: 0 },
      rare_warning: true,
    });
    expect((await guardOf(me, `?with=${fresh.uuid}&item_ids=${plain.id}`)).body.data.rare_warning).toBe(false);
    const withVeteran = await guardOf(me, `?with=${veteran.uuid}&item_ids=${rare.id}`);
    expect(withVeteran.body.data).toMatchObject({ counterpart: { completed: 3 }, rare_warning: false });

    expect((await guardOf(veteran)).body.data).toMatchObject({ new_trader: false, max_open_proposals: null, max_open_posts: null });
    const renamedAt = new Date();
    await db.update(schema.users).set({ nicknameChangedAt: renamedAt }).where(eq(schema.users.id, veteran.id));
    expect(Date.parse((await guardOf(veteran)).body.data.frozen_until)).toBe(renamedAt.getTime() + 72 * 3_600_000);

    expect((await guardOf(me, '?with=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await guardOf(me, '?item_ids=1;drop')).status).toBe(400);
    expect((await callRoute(guard, '/api/v1/trades/guard/')).status).toBe(401);
  });

  it('holds a new member to 3 trade posts a week (409 tradePostLimit); other posts are not counted', async () => {
    const me = await makeAccount();
    const post = (category_id: number, n: number) =>
      callRoute(
        createPost,
        '/api/v1/community/',
        jsonBody('POST', { category_id, title: `왕관 팝니다 ${n}`, content: '반짝이는 왕관을 팔아요. 쪽지 주세요!' }, me.auth),
      );
    for (let n = 0; n < 3; n++) expect((await post(17, n)).status).toBe(201);
    const over = await post(18, 3);
    expect(over).toMatchObject({ status: 409, body: { errors: { _: ['tradePostLimit'] } } });
    expect((await post(25, 4)).status).toBe(201);
    expect((await guardOf(me)).body.data).toMatchObject({ open_posts: 3, max_open_posts: 3 });
  });
});
