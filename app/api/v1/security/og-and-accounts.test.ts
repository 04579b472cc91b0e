import koUser from '@/messages/ko/user.json';
import zhUser from '@/messages/zh-TW/user.json';
import { closeDb } from '@/lib/server/db';
import { clientHeader } from '@/lib/server/http/client';
import { SHARE_IMAGE_LIMITS, shareImageStats, stopShareImageWorker } from '@/lib/server/room/share-image-render';
import { verificationToken } from '@/test/accounts';
import { callRoute } from '@/test/call-route';
import { json, makeItem, makeMember, type TestItem, type TestMember } from '@/test/market';
import Image from '@/app/room/[uuid]/opengraph-image';
import { POST as saveLook } from '../room/looks/route';
import { PUT as updateLook } from '../room/looks/[uuid]/route';
import { POST as register } from '../user/register/route';
import { POST as login } from '../user/login/community/route';

// Issue 26 §7 and §10: share images rendered once per version off the request thread, look names
// of only invisible or bidi characters, the owner's registration address under a login attack.

let requestHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));

let owner: TestMember;
let hat: TestItem;
let wings: TestItem;

const newLook = async (name: string, equipment: number[]) => {
  const res = await callRoute(saveLook, '/api/v1/room/looks/', json('POST', { name, equipment }, owner.auth));
  expect(res.status).toBe(201);
  return res.body.data.uuid as string;
};

// The share image as a crawler fetches it: `/room/{uuid}/opengraph-image?v=…`. The query never
// reaches the handler (Next passes only the path's params), which is the point: nothing in the URL
// names a version.
const fetchImage = async (uuid: string, ifNoneMatch?: string) => {
  requestHeaders = new Headers(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {});
  const res = await Image({ params: Promise.resolve({ uuid }) });
  return {
    status: res.status,
    etag: res.headers.get('etag'),
    cacheControl: res.headers.get('cache-control'),
    body: Buffer.from(await res.arrayBuffer()),
  };
};

beforeAll(async () => {
  owner = await makeMember('Stylist');
  hat = await makeItem({
    nameKo: '왕관',
    nameZhTw: '皇冠',
    itemType: 'EQUIPMENT_HAT',
    spriteImg: '/art/sprites/royal-crown.png',
    spriteFrame: 4,
  });
  wings = await makeItem({ nameKo: '날개', nameZhTw: '翅膀', itemType: 'EQUIPMENT_BACK', image: '/art/items/angel-wings.png' });
});

afterAll(async () => {
  stopShareImageWorker();
  await closeDb();
});

describe('share images', () => {
  test('issue 26 §7: two requests with different ?v= render the look once, with an ETag and Cache-Control', async () => {
    const uuid = await newLook('캐시 코디', [hat.id]);
    const before = shareImageStats().renders;
    const first = await fetchImage(uuid);
    const second = await fetchImage(uuid);
    expect(first.status).toBe(200);
    expect(shareImageStats().renders - before).toBe(1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.etag).toMatch(/^".+"$/);
    expect(second.etag).toBe(first.etag);
    expect(first.cacheControl).toMatch(/public, max-age=\d+/);
    // A client that holds this version is told so, without a body or a render.
    const revalidated = await fetchImage(uuid, first.etag!);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(shareImageStats().renders - before).toBe(1);
  });

  test('issue 26 §7: after the look is updated, one new render; concurrent requests for it share that render', async () => {
    const uuid = await newLook('바뀌는 코디', [hat.id]);
    const old = await fetchImage(uuid);
    const put = await callRoute(updateLook, `/api/v1/room/looks/${uuid}/`, {
      ...json('PUT', { name: '바뀐 코디', equipment: [hat.id, wings.id] }, owner.auth),
      params: { uuid },
    });
    expect(put.status).toBe(200);
    const before = shareImageStats();
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetchImage(uuid)));
    const after = shareImageStats();
    expect(after.renders - before.renders).toBe(1);
    expect(after.joined - before.joined).toBe(5);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.etag).toBe(answers[0]!.etag);
    }
    expect(answers[0]!.etag).not.toBe(old.etag);
    expect(answers[0]!.body.equals(old.body)).toBe(false);
    // The old version's ETag no longer answers 304.
    expect((await fetchImage(uuid, old.etag!)).status).toBe(200);
    expect(shareImageStats().renders - before.renders).toBe(1);
  });

  test('issue 26 §7: the cache is bounded by bytes, least recently used out first', async () => {
    const limit = SHARE_IMAGE_LIMITS.cacheBytes;
    const uuids = [await newLook('하나', [hat.id]), await newLook('둘', [wings.id]), await newLook('셋', [hat.id, wings.id])];
    try {
      const sizes = [];
      for (const uuid of uuids) sizes.push((await fetchImage(uuid)).body.length);
      // Room for the two largest, not for all three; then a new version of each (a new name draws
      // the same pixels, so the same sizes) is rendered in turn.
      SHARE_IMAGE_LIMITS.cacheBytes = [...sizes]
        .sort((a, b) => b - a)
        .slice(0, 2)
        .reduce((a, b) => a + b, 0);
      for (const [k, uuid] of uuids.entries()) {
        const equipment = [[hat.id], [wings.id], [hat.id, wings.id]][k];
        const put = await callRoute(updateLook, `/api/v1/room/looks/${uuid}/`, {
          ...json('PUT', { name: `새 이름 ${k}`, equipment }, owner.auth),
          params: { uuid },
        });
        expect(put.status).toBe(200);
        await fetchImage(uuid);
      }
      const stats = shareImageStats();
      expect(stats.bytes).toBeLessThanOrEqual(SHARE_IMAGE_LIMITS.cacheBytes);
      expect(stats.entries).toBeLessThanOrEqual(2);
      // The last one asked for is kept; the first was pushed out and is drawn again.
      const before = stats.renders;
      await fetchImage(uuids[2]!);
      expect(shareImageStats().renders).toBe(before);
      await fetchImage(uuids[0]!);
      expect(shareImageStats().renders).toBe(before + 1);
    } finally {
      SHARE_IMAGE_LIMITS.cacheBytes = limit;
    }
  });
});

describe('look names', () => {
  const save = (name: string) => callRoute(saveLook, '/api/v1/room/looks/', json('POST', { name, equipment: [] }, owner.auth));

  test('issue 26 §10: a look name of only RLO + ZWSP, or of only invisible characters, is refused with a translated 400', async () => {
    const bidi = await save('\u202E\u200B');
    expect(bidi.status).toBe(400);
    expect(bidi.body.errors.name).toEqual(['invalidCharacters']);
    const invisible = await save('\u200B\u2060\u3164\uFEFF');
    expect(invisible.status).toBe(400);
    expect(invisible.body.errors.name).toEqual(['nameRequired']);
    // Both keys are worded for the studio in both languages.
    for (const messages of [koUser, zhUser]) {
      expect(messages.room.errors.invalidCharacters).toBeTruthy();
      expect(messages.room.errors.nameRequired).toBeTruthy();
    }
  });

  test('issue 26 §10: bidi overrides and isolates anywhere in a look name are refused; ordinary names pass', async () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const res = await save(`봄${control}코디`);
      expect(res.status).toBe(400);
      expect(res.body.errors.name).toEqual(['invalidCharacters']);
    }
    expect((await save('여름 바캉스 🏖️ 코디')).status).toBe(201);
    expect((await save('夏日穿搭')).status).toBe(201);
  });
});

describe('password login from the registration address', () => {
  test('issue 26 §10: with the account under attack from other addresses, the owner at the address and device they registered from is not delayed', async () => {
    const email = 'registered-here@example.com';
    const token = await verificationToken('register', 'email', email);
    const password = 'slime123!';
    const registered = await callRoute(register, '/api/v1/user/register/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-id': 'owner-tablet', ...clientHeader('10.26.0.1') },
      body: JSON.stringify({
        verification_token: token,
        password,
        password_confirm: password,
        nickname: '등록자',
        agree_terms: true,
        agree_privacy: true,
      }),
    });
    expect(registered.status).toBe(200);

    const tryLogin = (secret: string, ip: string, deviceId: string) =>
      callRoute(login, '/api/v1/user/login/community/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-id': deviceId, ...clientHeader(ip) },
        body: JSON.stringify({ identifier: email, password: secret }),
      });
    // Strangers guess from addresses and devices the account never used, until they are held back.
    const attack = async (round: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await tryLogin('guess-1!', `10.26.${round}.${i}`, `bot-${round}-${i}`)).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
      expect((await tryLogin(password, `10.26.${round}.200`, `bot-${round}-200`)).status).toBe(429);
    };

    // The owner never signed in anywhere, only registered: at that address (in a browser) and on
    // that device (from a new address), sign-in goes through at once. (A success clears the
    // counters, so each is tried under an attack of its own.)
    await attack(10);
    expect((await tryLogin(password, '10.26.0.1', 'web')).status).toBe(200);
    await attack(11);
    expect((await tryLogin(password, '10.26.5.5', 'owner-tablet')).status).toBe(200);
  });
});
