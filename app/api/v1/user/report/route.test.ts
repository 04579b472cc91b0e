import { eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { asUser, json, makeComment, makePerson, makePost, seedCatalogue, type Person } from '@/test/people';
import { GET as profile } from '../../users/[uuid]/route';
import { GET as notifications } from '../notification/route';
import { GET as mine, POST as report } from './route';
import { clearOfWindowEdge } from '@/test/rate-window';

const PATH = '/api/v1/user/report/';
const reportAs = (who: Person | null, body: unknown, lang = 'ko') =>
  callRoute(report, `${PATH}?lang=${lang}`, json('POST', body, who?.auth));

let reporter: Person;
let reported: Person;
let postId: number;
let commentId: number;
let item: { id: number; uuid: string };

beforeAll(async () => {
  await seedCatalogue();
  reporter = await makePerson('신고하는이');
  reported = await makePerson('신고받는이');
  postId = (await makePost(reported.id)).id;
  commentId = (await makeComment(postId, reported.id)).id;
  const db = await getDb();
  const [row] = await db
    .insert(schema.items)
    .values({ nameKo: '왕관', nameZhTw: '王冠', image: '/art/items/crown.png', itemType: 'EQUIPMENT_HAT', itemRating: 'S' })
    .returning();
  item = { id: row!.id, uuid: row!.uuid };
});

afterAll(() => closeDb());

describe('POST /api/v1/user/report/', () => {
  it('files a report of a member with reason type 0 by default and the detail trimmed', async () => {
    const res = await reportAs(reporter, { target_type: 'user', target_id: reported.uuid, content: '  광고를 계속 올려요  ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      target_type: 'user',
      target_id: reported.id,
      reason_type: 0,
      reason: 'other',
      content: '광고를 계속 올려요',
      status: 'open',
    });
    expect(res.body.data).not.toHaveProperty('reporter_id');
  });

  it('refuses a second report of the same target with 409 / 2101 and its own translated message', async () => {
    const again = await reportAs(reporter, { target_type: 'user', target_id: reported.id, reason_type: 3, content: '또 신고' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(2101);
    expect(again.body.message).toBe('이미 신고한 내용이에요');
    const zh = await reportAs(reporter, { target_type: 'user', target_id: reported.id, content: '再一次' }, 'zh-TW');
    expect(zh.body.code).toBe(2101);
    expect(zh.body.message).not.toMatch(/[가-힣]/);
  });

  it('reports posts, comments and items through the same payload (items with submit_item and context_id)', async () => {
    const post = await reportAs(reporter, {
      target_type: 'post',
      target_id: postId,
      reason_type: 3,
      reason: '광고·홍보',
      content: '광고 글',
    });
    expect(post.status).toBe(201);
    expect(post.body.data).toMatchObject({ target_type: 'post', target_id: postId, reason_type: 3, reason: '광고·홍보' });
    const comment = await reportAs(reporter, { target_type: 'comment', target_id: String(commentId), reason_type: 6, content: '괴롭힘' });
    expect(comment.status).toBe(201);
    const itemReport = await reportAs(reporter, {
      target_type: 'item',
      target_id: item.uuid,
      reason_type: 2,
      content: '다른 게임 디자인과 같아요',
      submit_item: { item_id: item.id, name: '왕관' },
      context_id: 'item-detail',
    });
    expect(itemReport.status).toBe(201);
    const db = await getDb();
    const [stored] = await db.select().from(schema.reports).where(eq(schema.reports.id, itemReport.body.data.id));
    expect(stored).toMatchObject({ targetId: item.id, submitItem: { item_id: item.id, name: '왕관' }, contextId: 'item-detail' });
    // One per target, per target type: the same post again is refused, another member may still report it.
    expect((await reportAs(reporter, { target_type: 'post', target_id: postId, content: '다시' })).body.code).toBe(2101);
    const other = await makePerson('다른신고자');
    expect((await reportAs(other, { target_type: 'post', target_id: postId, content: '저도요' })).status).toBe(201);
  });

  it('requires a detail that is not empty after trimming, at most 500 characters, and a reason type 0–8', async () => {
    const who = await makePerson('검증신고자');
    const target = { target_type: 'user', target_id: reported.uuid };
    const missing = await reportAs(who, target);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.content).toEqual(['detailRequired']);
    expect(missing.body.message).toBe('신고 내용을 입력해 주세요');
    const blank = await reportAs(who, { ...target, content: ' \n\t ' });
    expect(blank.body.errors.content).toEqual(['detailRequired']);
    const long = await reportAs(who, { ...target, content: 'ㅋ'.repeat(501) });
    expect(long.body.errors.content).toEqual(['detailMax']);
    expect(long.body.message).toBe('신고 내용은 500자까지 쓸 수 있어요');
    expect((await reportAs(who, { ...target, content: 'ㅋ'.repeat(500), reason_type: 9 })).body.errors.reason_type).toEqual(['reasonType']);
    expect((await reportAs(who, { ...target, content: '가', target_type: 'guild' })).status).toBe(400);
    expect((await reportAs(who, { ...target, content: 'ㅋ'.repeat(500), reason_type: 8 })).status).toBe(201);
  });

  it("refuses oneself and one's own content, unknown targets, guests and suspended members", async () => {
    const self = await reportAs(reported, { target_type: 'post', target_id: postId, content: '내 글' });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('자기 자신이나 내가 쓴 글은 신고할 수 없어요');
    expect((await reportAs(reported, { target_type: 'user', target_id: reported.id, content: '나' })).status).toBe(400);
    const unknown = await reportAs(reporter, { target_type: 'post', target_id: 999_999, content: '없음' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('신고할 대상을 찾을 수 없어요');
    const gone = await makePerson('탈퇴한이', { status: 'withdrawn' });
    expect((await reportAs(reporter, { target_type: 'user', target_id: gone.uuid, content: '없음' })).status).toBe(404);

    const guest = await reportAs(null, { target_type: 'user', target_id: reported.uuid, content: '손님' });
    expect(guest.status).toBe(401);
    const suspended = await makePerson('정지신고자', { status: 'suspended' });
    const refused = await reportAs(suspended, { target_type: 'user', target_id: reported.uuid, content: '정지' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(1301);
  });

  it('limits a member to 10 reports an hour (429 with Retry-After and a translated message)', async () => {
    await clearOfWindowEdge(60 * 60);
    const busy = await makePerson('바쁜신고자');
    const targets = await Promise.all(Array.from({ length: 11 }, (_, k) => makePost(reported.id, { title: `대상 ${k}` })));
    for (const target of targets.slice(0, 10)) {
      expect((await reportAs(busy, { target_type: 'post', target_id: target.id, content: '신고' })).status).toBe(201);
    }
    const over = await reportAs(busy, { target_type: 'post', target_id: targets[10]!.id, content: '신고' });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(1700);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.body.message).toBe('신고가 너무 많아요. 잠시 후 다시 시도해 주세요');
  });

  it('keeps reports anonymous: nothing the reported member can read names the reporter', async () => {
    const reads = await Promise.all([
      callRoute(profile, `/api/v1/users/${reported.uuid}/`, { ...asUser(reported), params: { uuid: reported.uuid } }),
      callRoute(notifications, '/api/v1/user/notification/', asUser(reported)),
      callRoute(mine, PATH, asUser(reported)),
    ]);
    for (const read of reads) {
      expect(read.status).toBe(200);
      const text = JSON.stringify(read.body);
      expect(text).not.toContain(reporter.uuid);
      expect(text).not.toContain(reporter.nickname);
      expect(text).not.toContain('광고를 계속 올려요');
    }
    // The reporter sees their own reports, without any reporter field.
    const own = await callRoute(mine, PATH, asUser(reporter));
    expect(own.body.data.count).toBe(4); // user, post, comment, item
    expect(Object.keys(own.body.data.results[0]).sort()).toEqual(
      ['content', 'created_at', 'id', 'reason', 'reason_type', 'status', 'target_id', 'target_type'].sort(),
    );
  });
});
