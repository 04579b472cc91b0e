import { eq } from 'drizzle-orm';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { columnsOf, insertOne, one, rowsOf, updateOne } from './rows';

afterAll(() => closeDb());

it('reads the rows of a raw result from either driver', () => {
  expect(rowsOf([{ n: 1 }])).toEqual([{ n: 1 }]);
  expect(rowsOf({ rows: [{ n: 2 }] })).toEqual([{ n: 2 }]);
  expect(rowsOf({})).toEqual([]);
});

it('answers the first row, and an error naming the row when there is none', () => {
  expect(one([{ id: 1 }, { id: 2 }], 'post')).toEqual({ id: 1 });
  expect(() => one([], 'post')).toThrow('Expected one post row, the query returned none');
});

it('names the fields asked for as their columns, a field left out as undefined', () => {
  const patch: { title_zh_tw?: string; is_pinned?: boolean; kind?: string } = { title_zh_tw: '標題', kind: 'event' };
  expect(columnsOf(patch, ['title_zh_tw', 'is_pinned'])).toEqual({ titleZhTw: '標題', isPinned: undefined });
});

it('inserts and updates one row, answering it as stored or the columns asked for', async () => {
  const db = await getDb();
  const values = { kind: 'notice' as const, titleKo: '제목', titleZhTw: '標題', contentKo: '본문', contentZhTw: '內文' };
  const row = await insertOne(db, schema.notices, values);
  expect(row).toMatchObject({ ...values, isPinned: false, deletedAt: null });
  expect(await insertOne(db, schema.notices, values, { id: schema.notices.id })).toEqual({ id: expect.any(Number) });

  const pinned = await db.transaction((tx) =>
    updateOne(tx, schema.notices, eq(schema.notices.id, row.id), { isPinned: true, titleKo: undefined }),
  );
  expect(pinned).toMatchObject({ id: row.id, isPinned: true, titleKo: '제목' });
  await expect(updateOne(db, schema.notices, eq(schema.notices.id, -1), { isPinned: true })).rejects.toThrow(
    'Expected one notices row, the query returned none',
  );
});
