import { closeDb, getDb, schema } from '@/lib/server/db';
import { loadUserSummaries } from './summary';

afterAll(() => closeDb());

it('loads nickname, avatar and representative badge, and hides a withdrawn member', async () => {
  const db = await getDb();
  const [badge] = await db
    .insert(schema.badges)
    .values({ code: 'first', titleKo: '첫 글', titleZhTw: '首篇', hexCode: '#ff8800' })
    .returning();
  const [a, b] = await db
    .insert(schema.users)
    .values([
      { nickname: '말랑', profileImage: '/art/avatars/1.png', representBadgeId: badge!.id },
      { nickname: '떠난이', profileImage: '/art/avatars/2.png', status: 'withdrawn' },
    ])
    .returning();
  const map = await loadUserSummaries([a!.id, b!.id, a!.id], 'zh-TW');
  expect(map.get(a!.id)).toMatchObject({
    profile: { name: '말랑' },
    profile_image: '/art/avatars/1.png',
    represent_badge: { badge: { title: '首篇', hex_code: '#ff8800' } },
    is_withdrawn: false,
  });
  expect(map.get(b!.id)).toMatchObject({ profile: { name: null }, profile_image: null, is_withdrawn: true });
});
