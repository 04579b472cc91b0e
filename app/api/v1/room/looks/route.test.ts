import { eq } from 'drizzle-orm';
import { flattenCategoryTree } from '@/lib/server/community/category-tree';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { postDetailSchema } from '@/lib/validation/posts';
import { LOOKS_PER_MEMBER, lookSchema, roomCatalogueSchema } from '@/lib/validation/room';
import { callRoute } from '@/test/call-route';
import { json, makeItem, makeMember, wish, type TestItem, type TestMember } from '@/test/market';
import { GET as listOwn, POST as save } from './route';
import { DELETE as remove, GET as readOne, PUT as update } from './[uuid]/route';
import { GET as catalogue } from '../catalogue/route';
import { GET as listPublic } from '../../users/[uuid]/looks/route';
import { POST as createPost } from '../../community/write-handlers';
import { GET as readPost, PUT as updatePost } from '../../community/[id]/route';

// Saved looks of "my room": saving and its refusals, ownership, the public list, show-off posts.

let owner: TestMember;
let other: TestMember;
const it_ = {} as Record<'hat' | 'hat2' | 'eyes' | 'wings' | 'set' | 'wall' | 'floor' | 'lamp' | 'clock', TestItem>;

const saveLook = (body: unknown, auth = owner.auth) => callRoute(save, '/api/v1/room/looks/', json('POST', body, auth));
const putLook = (uuid: string, body: unknown, auth = owner.auth) =>
  callRoute(update, `/api/v1/room/looks/${uuid}/`, { ...json('PUT', body, auth), params: { uuid } });
const deleteLook = (uuid: string, auth = owner.auth) =>
  callRoute(remove, `/api/v1/room/looks/${uuid}/`, { method: 'DELETE', headers: auth, params: { uuid } });
const getLook = (uuid: string, headers: Record<string, string> = {}) =>
  callRoute(readOne, `/api/v1/room/looks/${uuid}/?lang=ko`, { headers, params: { uuid } });

const look = (over: Record<string, unknown> = {}) => ({
  name: '봄 소풍 코디',
  equipment: [it_.hat.id, it_.wings.id],
  backdrop_item_id: it_.set.id,
  furniture: [{ item_id: it_.lamp.id, x: 1, y: 4 }],
  ...over,
});

async function lookRows(userId: number) {
  const db = await getDb();
  return db.select().from(schema.looks).where(eq(schema.looks.userId, userId));
}

beforeAll(async () => {
  const db = await getDb();
  await db.insert(schema.categories).values(flattenCategoryTree());
  owner = await makeMember('Owner');
  other = await makeMember('Other');
  const item = (key: keyof typeof it_, itemType: string, extra: Partial<TestItem> = {}) =>
    makeItem({ nameKo: `룸 ${key}`, nameZhTw: `房間 ${key}`, itemType, ...extra }).then((row) => (it_[key] = row));
  await item('hat', 'EQUIPMENT_HAT', { spriteImg: '/art/sprites/royal-crown.png', spriteFrame: 4 });
  await item('hat2', 'EQUIPMENT_HAT');
  await item('eyes', 'EQUIPMENT_EYES', { isShowEyes: false });
  await item('wings', 'EQUIPMENT_BACK');
  await item('set', 'WALL_FLOOR_SET');
  await item('wall', 'WALL');
  await item('floor', 'FLOOR');
  await item('lamp', 'STAND_FURNITURE');
  await item('clock', 'WALL_FURNITURE');
  await db.insert(schema.equipmentObjects).values({ itemId: it_.wings.id, displayOrder: -2, image: it_.wings.image });
});

beforeEach(async () => {
  const db = await getDb();
  await db.delete(schema.rateLimits);
});

afterAll(() => closeDb());

describe('saving a look', () => {
  it('saves the outfit and the room, and answers it with its items and share page', async () => {
    const res = await saveLook(look());
    expect(res.status).toBe(201);
    const saved = lookSchema.parse(res.body.data);
    expect(saved.name).toBe('봄 소풍 코디');
    expect(saved.owner).toEqual({ uuid: owner.uuid, nickname: 'Owner' });
    expect(saved.equipment.map((i) => i.id)).toEqual([it_.hat.id, it_.wings.id]);
    expect(saved.equipment[0]).toMatchObject({ uuid: it_.hat.uuid, sprite_img: '/art/sprites/royal-crown.png', sprite_frame: 4 });
    expect(saved.equipment[1]!.display_order).toBe(-2);
    expect(saved.backdrop?.id).toBe(it_.set.id);
    expect(saved.wall).toBeNull();
    expect(saved.furniture).toEqual([{ item: expect.objectContaining({ id: it_.lamp.id }), x: 1, y: 4 }]);
    expect(saved.share_path).toBe(`/room/${saved.uuid}`);

    const read = await getLook(saved.uuid);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(saved);
    const own = await callRoute(listOwn, '/api/v1/room/looks/', { headers: owner.auth });
    expect(own.body.data.map((l: { uuid: string }) => l.uuid)).toContain(saved.uuid);
  });

  it('saves a wall and a floor of their own instead of a set', async () => {
    const res = await saveLook(look({ backdrop_item_id: null, wall_item_id: it_.wall.id, floor_item_id: it_.floor.id, furniture: [] }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ backdrop: null, wall: { id: it_.wall.id }, floor: { id: it_.floor.id } });
  });

  it('refuses an unknown item with the field it was in', async () => {
    const before = (await lookRows(owner.id)).length;
    const res = await saveLook(look({ equipment: [it_.hat.id, 987654] }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1000);
    expect(res.body.errors).toEqual({ 'equipment.1': ['itemUnknown'] });
    const furniture = await saveLook(look({ furniture: [{ item_id: 987654, x: 0, y: 0 }] }));
    expect(furniture.body.errors).toEqual({ 'furniture.0.item_id': ['itemUnknown'] });
    expect((await lookRows(owner.id)).length).toBe(before);
  });

  it('refuses an item type in the wrong slot', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ equipment: [it_.wall.id] }, 'equipment.0'],
      [{ backdrop_item_id: it_.hat.id }, 'backdrop_item_id'],
      [{ backdrop_item_id: null, wall_item_id: it_.floor.id }, 'wall_item_id'],
      [{ backdrop_item_id: null, floor_item_id: it_.set.id }, 'floor_item_id'],
      [{ furniture: [{ item_id: it_.hat.id, x: 0, y: 0 }] }, 'furniture.0.item_id'],
    ];
    for (const [over, field] of cases) {
      const res = await saveLook(look(over));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ [field]: ['itemWrongSlot'] });
    }
  });

  it('refuses two items in one equipment slot, and a set together with a wall', async () => {
    const res = await saveLook(look({ equipment: [it_.hat.id, it_.eyes.id, it_.hat2.id] }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'equipment.2': ['slotTaken'] });
    const both = await saveLook(look({ wall_item_id: it_.wall.id }));
    expect(both.body.errors).toEqual({ backdrop_item_id: ['backdropConflict'] });
  });

  it('refuses more than 12 pieces of furniture and a piece outside the grid', async () => {
    const many = Array.from({ length: 13 }, (_, k) => ({ item_id: it_.lamp.id, x: k % 8, y: 4 }));
    const res = await saveLook(look({ furniture: many }));
    expect(res.status).toBe(400);
    expect(res.body.errors.furniture).toEqual(['tooManyFurniture']);
    const outside = await saveLook(look({ furniture: [{ item_id: it_.clock.id, x: 8, y: 1 }] }));
    expect(outside.status).toBe(400);
    expect(outside.body.errors['furniture.0.x']).toEqual(['outsideGrid']);
  });

  it('refuses a missing or too long name', async () => {
    expect((await saveLook(look({ name: '  ' }))).body.errors).toEqual({ name: ['nameRequired'] });
    expect((await saveLook(look({ name: '가'.repeat(31) }))).body.errors).toEqual({ name: ['nameMax'] });
  });

  it(`keeps at most ${LOOKS_PER_MEMBER} looks per member`, async () => {
    const member = await makeMember('Collector');
    for (let k = 0; k < LOOKS_PER_MEMBER; k += 1) expect((await saveLook(look({ name: `코디 ${k}` }), member.auth)).status).toBe(201);
    const res = await saveLook(look({ name: '하나 더' }), member.auth);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ _: ['tooManyLooks'] });
    expect((await lookRows(member.id)).length).toBe(LOOKS_PER_MEMBER);
    // Deleting one frees a place.
    const [first] = await lookRows(member.id);
    expect((await deleteLook(first!.uuid, member.auth)).status).toBe(200);
    expect((await saveLook(look({ name: '하나 더' }), member.auth)).status).toBe(201);
  });
});

describe("someone else's look", () => {
  it('may be read but not changed or deleted', async () => {
    const saved = (await saveLook(look({ name: '내 코디' }))).body.data;
    const [before] = await lookRows(owner.id).then((rows) => rows.filter((r) => r.uuid === saved.uuid));
    const put = await putLook(saved.uuid, look({ name: '남의 코디' }), other.auth);
    expect(put.status).toBe(403);
    expect(put.body.code).toBe(1300);
    const del = await deleteLook(saved.uuid, other.auth);
    expect(del.status).toBe(403);
    const [after] = await lookRows(owner.id).then((rows) => rows.filter((r) => r.uuid === saved.uuid));
    expect(after).toEqual(before);
    expect((await getLook(saved.uuid, other.auth)).status).toBe(200);
  });

  it('is changed by its owner; an unknown look answers 404', async () => {
    const saved = (await saveLook(look({ name: '바꿀 코디' }))).body.data;
    const res = await putLook(saved.uuid, look({ name: '바뀐 코디', equipment: [it_.eyes.id], backdrop_item_id: null }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ uuid: saved.uuid, name: '바뀐 코디', equipment: [{ id: it_.eyes.id }], backdrop: null });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getLook(unknown)).status).toBe(404);
    expect((await putLook(unknown, look())).status).toBe(404);
    expect((await getLook('not-a-uuid')).status).toBe(400);
  });
});

describe('the public list of a member’s looks', () => {
  it('lists them for anyone; unknown, withdrawn and blocked members answer 404', async () => {
    const db = await getDb();
    const member = await makeMember('Showoff');
    await saveLook(look({ name: '공개 코디' }), member.auth);
    const list = (uuid: string, headers: Record<string, string> = {}) =>
      callRoute(listPublic, `/api/v1/users/${uuid}/looks/`, { headers, params: { uuid } });
    const res = await list(member.uuid);
    expect(res.status).toBe(200);
    expect(res.body.data.owner).toEqual({ uuid: member.uuid, nickname: 'Showoff' });
    expect(res.body.data.looks.map((l: { name: string }) => l.name)).toEqual(['공개 코디']);
    expect((await list('00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const blocker = await makeMember('Blocker');
    await db.insert(schema.blocks).values({ blockerId: member.id, blockedId: blocker.id });
    expect((await list(member.uuid, blocker.auth)).status).toBe(404);
    const uuid = res.body.data.looks[0].uuid;
    expect((await getLook(uuid, blocker.auth)).status).toBe(404);

    await db.update(schema.users).set({ status: 'withdrawn' }).where(eq(schema.users.id, member.id));
    expect((await list(member.uuid)).status).toBe(404);
    expect((await getLook(uuid)).status).toBe(404);
  });
});

describe('the studio catalogue', () => {
  it('offers the room item types and marks the member’s sell list', async () => {
    const seller = await makeMember('Seller');
    await wish(seller, it_.hat, 'sell');
    const egg = await makeItem({ nameKo: '알', nameZhTw: '蛋', itemType: 'EGG' });
    const res = await callRoute(catalogue, '/api/v1/room/catalogue/', { headers: seller.auth });
    expect(res.status).toBe(200);
    const data = roomCatalogueSchema.parse(res.body.data);
    expect(data.items.map((i) => i.id)).toEqual(expect.arrayContaining([it_.hat.id, it_.set.id, it_.lamp.id, it_.wall.id]));
    expect(data.items.map((i) => i.id)).not.toContain(egg.id);
    expect(data.sell_item_ids).toEqual([it_.hat.id]);
  });
});

describe('a look on a show-off post', () => {
  const postBody = (over: Record<string, unknown> = {}) => ({
    category_id: 27,
    title: '코디 평가 부탁드려요',
    content: '봄 소풍 코디인데 어떤가요? 솔직한 평가 부탁드려요.',
    ...over,
  });
  const write = (body: unknown, auth = owner.auth) => callRoute(createPost, '/api/v1/community/', json('POST', body, auth));
  const edit = (id: number, body: unknown, auth = owner.auth) =>
    callRoute(updatePost, `/api/v1/community/${id}/`, { ...json('PUT', body, auth), params: { id: String(id) } });
  const read = (id: number) => callRoute(readPost, `/api/v1/community/${id}/`, { params: { id: String(id) } });

  it("attaches the author's own look; the post answers its uuid until it is removed or deleted", async () => {
    const saved = (await saveLook(look({ name: '자랑할 코디' }))).body.data;
    const res = await write(postBody({ look_uuid: saved.uuid }));
    expect(res.status).toBe(201);
    const post = postDetailSchema.parse(res.body.data);
    expect(post.look_uuid).toBe(saved.uuid);
    expect((await read(post.id)).body.data.look_uuid).toBe(saved.uuid);

    // Omitted on edit: the look stays; null removes it.
    expect((await edit(post.id, postBody({ title: '고친 제목' }))).body.data.look_uuid).toBe(saved.uuid);
    expect((await edit(post.id, postBody({ look_uuid: null }))).body.data.look_uuid).toBeNull();
    await edit(post.id, postBody({ look_uuid: saved.uuid }));

    // Changing the look drops the cached page of the post showing it.
    const db = await getDb();
    const tags = async () => (await db.select().from(schema.cacheInvalidations)).flatMap((r) => r.tags);
    await db.delete(schema.cacheInvalidations);
    expect((await putLook(saved.uuid, look({ name: '고친 코디' }))).status).toBe(200);
    expect(await tags()).toContain(`post:${post.id}`);

    // Deleting the look leaves the post without one.
    expect((await deleteLook(saved.uuid)).status).toBe(200);
    expect((await read(post.id)).body.data.look_uuid).toBeNull();
  });

  it("refuses another member's look, and a look outside the show-off boards", async () => {
    const mine = (await saveLook(look({ name: '남이 쓸 코디' }))).body.data;
    const res = await write(postBody({ look_uuid: mine.uuid }), other.auth);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ look_uuid: ['lookNotOwned'] });
    const elsewhere = await write(postBody({ category_id: 25, look_uuid: mine.uuid }));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual({ look_uuid: ['lookNotAllowed'] });
  });

  it('drops the look when the post moves off the show-off boards', async () => {
    const saved = (await saveLook(look({ name: '이사 갈 코디' }))).body.data;
    const post = (await write(postBody({ look_uuid: saved.uuid }))).body.data;
    const moved = await edit(post.id, postBody({ category_id: 25 }));
    expect(moved.status).toBe(200);
    expect(moved.body.data.look_uuid).toBeNull();
  });
});
