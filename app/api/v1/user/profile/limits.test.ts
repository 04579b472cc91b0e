import sharp from 'sharp';
import { closeDb } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { asUser, json, makePerson, seedCatalogue, type Person } from '@/test/people';
import { GET as me } from '../route';
import { POST as uploadAvatar } from '../profile-image/route';
import { PATCH } from './route';
import { clearOfWindowEdge } from '@/test/rate-window';

// Profile edits: 30 saves per 10 minutes (picture uploads included); nickname changes: 5 a day.

const edit = (who: Person, body: unknown, lang = 'ko') =>
  callRoute(PATCH, `/api/v1/user/profile/?lang=${lang}`, json('PATCH', body, who.auth));
const current = async (who: Person) => (await callRoute(me, '/api/v1/user/', asUser(who))).body.data;

async function upload(who: Person) {
  const body = new FormData();
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#7c5' } })
    .png()
    .toBuffer();
  body.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  return callRoute(uploadAvatar, '/api/v1/user/profile-image/', { method: 'POST', headers: who.auth, body });
}

function expectRefused(res: Awaited<ReturnType<typeof edit>>, message: string) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ code: 1700, message });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

beforeAll(() => seedCatalogue());
afterAll(() => closeDb());

it('refuses the 31st profile save within 10 minutes with 429 / 1700 and Retry-After, and saves nothing', async () => {
  await clearOfWindowEdge(10 * 60);
  const busy = await makePerson();
  for (let i = 0; i < 30; i += 1) expect((await edit(busy, { status_message: `상태 ${i}` })).status).toBe(200);
  expectRefused(await edit(busy, { status_message: '서른한 번째' }), '프로필을 너무 자주 바꿨어요. 잠시 후 다시 시도해 주세요');
  expectRefused(await edit(busy, { represent_badge_id: null }, 'zh-TW'), '個人檔案修改太頻繁了，請稍後再試');
  expect((await current(busy)).status_message).toBe('상태 29');
  // A picture upload is a profile edit too: refused before anything is stored.
  const picture = await upload(busy);
  expect(picture.status).toBe(429);
  expect(picture.body.code).toBe(1700);
  expect((await current(busy)).profile_image).toBeNull();
  // An empty save changes nothing and is not counted.
  expect((await edit(busy, {})).status).toBe(200);
});

it('counts picture uploads with the other saves', async () => {
  const painter = await makePerson();
  for (let i = 0; i < 29; i += 1) await edit(painter, { status_message: `그림 ${i}` });
  expect((await upload(painter)).status).toBe(201);
  expectRefused(await edit(painter, { status_message: '하나 더' }), '프로필을 너무 자주 바꿨어요. 잠시 후 다시 시도해 주세요');
});

it('allows 5 nickname changes a day; the 6th is refused (429 / 1700, Retry-After) while other fields still save', async () => {
  await clearOfWindowEdge(24 * 60 * 60);
  const renamer = await makePerson('이름0');
  await makePerson('남의이름');
  // A name someone else holds is refused (2005) and does not use up a change.
  expect((await edit(renamer, { nickname: '남의이름' })).status).toBe(409);
  // Saving the current nickname again is no change.
  expect((await edit(renamer, { nickname: '이름0' })).status).toBe(200);
  for (let i = 1; i <= 5; i += 1) expect((await edit(renamer, { nickname: `이름${i}` })).body.data.nickname).toBe(`이름${i}`);

  const sixth = await edit(renamer, { nickname: '이름6', status_message: '같이 보낸 상태' });
  expectRefused(sixth, '닉네임은 하루에 5번까지 바꿀 수 있어요. 나중에 다시 시도해 주세요');
  expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(24 * 60 * 60);
  expectRefused(await edit(renamer, { nickname: '이름7' }, 'zh-TW'), '暱稱每天最多只能修改 5 次，請稍後再試');
  expect(await current(renamer)).toMatchObject({ nickname: '이름5', status_message: '' });

  const other = await edit(renamer, { status_message: '상태만 바꿔요' });
  expect(other.status).toBe(200);
  expect(other.body.data).toMatchObject({ nickname: '이름5', status_message: '상태만 바꿔요' });
});
