import { closeDb, getDb, schema } from '@/lib/server/db';
import { itemDetailSchema } from '@/lib/validation/items';
import { callRoute } from '@/test/call-route';
import { makeItem, makeMember, wish } from '@/test/market';
import { GET as detail } from './route';

// Issue 6 matches on the item: the reader sees how many others are on the opposite list.

const detailOf = (ref: string, headers: Record<string, string> = {}) =>
  callRoute(detail, `/api/v1/item/${ref}/`, { params: { id: ref }, headers });

afterAll(() => closeDb());

describe('GET /api/v1/item/{id}/ matches', () => {
  it('counts other active members on the list opposite the reader’s own, leaving out paused, suspended and blocked ones', async () => {
    const reader = await makeMember('reader');
    const sellerA = await makeMember('sellerA');
    const sellerB = await makeMember('sellerB');
    const paused = await makeMember('paused');
    const suspended = await makeMember('suspended', { status: 'suspended' });
    const blocked = await makeMember('blocked');
    const buyer = await makeMember('buyer');
    const item = await makeItem({ nameKo: '별 모자', nameZhTw: '星星帽' });
    const db = await getDb();
    await db.insert(schema.blocks).values({ blockerId: reader.id, blockedId: blocked.id });
    for (const m of [sellerA, sellerB, suspended, blocked]) await wish(m, item, 'sell');
    await wish(paused, item, 'sell', { status: 0 });
    await wish(buyer, item, 'buy');

    const guest = itemDetailSchema.parse((await detailOf(item.uuid)).body.data);
    expect(guest.matches).toEqual({ sellers: 0, buyers: 0 });

    const before = itemDetailSchema.parse((await detailOf(item.uuid, { authorization: `Token ${reader.token}` })).body.data);
    expect(before.matches).toEqual({ sellers: 0, buyers: 0 });

    await wish(reader, item, 'buy');
    const onBuy = itemDetailSchema.parse((await detailOf(String(item.id), reader.auth)).body.data);
    expect(onBuy.matches).toEqual({ sellers: 2, buyers: 0 });

    // On both lists: the reader is never their own match.
    await wish(reader, item, 'sell');
    const both = itemDetailSchema.parse((await detailOf(item.uuid, reader.auth)).body.data);
    expect(both.matches).toEqual({ sellers: 2, buyers: 1 });
  });
});
