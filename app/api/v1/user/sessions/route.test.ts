import { eq } from 'drizzle-orm';
import { authenticate, createSession } from '@/lib/server/auth/session';
import { AppError } from '@/lib/server/http/errors';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { GET as me } from '../route';
import { POST as logoutOthers } from '../logout-others/route';
import { GET as sessions } from './route';

let userId: number;
let phone: string;
let laptop: string;
let tablet: string;
const auth = (token: string) => ({ headers: { authorization: `Token ${token}` } });

beforeAll(async () => {
  const db = await getDb();
  const [user] = await db.insert(schema.users).values({ email: 'devices@example.com', nickname: '기기' }).returning();
  userId = user!.id;
  phone = await createSession(userId, 'phone-1', 'SlimeApp/1.0');
  laptop = await createSession(userId, 'web', 'Mozilla/5.0');
  tablet = await createSession(userId, 'tablet-9');
});
afterAll(() => closeDb());

it('lists the signed-in devices, marking the current one, without tokens', async () => {
  const res = await callRoute(sessions, '/api/v1/user/sessions/', auth(laptop));
  expect(res.status).toBe(200);
  expect(res.body.data).toHaveLength(3);
  expect(res.body.data.filter((s: { current: boolean }) => s.current)).toEqual([
    expect.objectContaining({ device_id: 'web', user_agent: 'Mozilla/5.0', current: true }),
  ]);
  expect(JSON.stringify(res.body)).not.toContain(phone);
  expect((await callRoute(sessions, '/api/v1/user/sessions/')).status).toBe(401);
});

it('records when a session was last used, at most once a minute', async () => {
  const db = await getDb();
  const old = new Date(Date.now() - 5 * 60_000);
  await db.update(schema.sessions).set({ lastUsedAt: old }).where(eq(schema.sessions.deviceId, 'tablet-9'));
  await callRoute(me, '/api/v1/user/', auth(tablet));
  const [touched] = await db.select().from(schema.sessions).where(eq(schema.sessions.deviceId, 'tablet-9'));
  expect(Date.now() - touched!.lastUsedAt.getTime()).toBeLessThan(30_000);
  const recent = new Date(Date.now() - 10_000);
  await db.update(schema.sessions).set({ lastUsedAt: recent }).where(eq(schema.sessions.deviceId, 'tablet-9'));
  await callRoute(me, '/api/v1/user/', auth(tablet));
  const [same] = await db.select().from(schema.sessions).where(eq(schema.sessions.deviceId, 'tablet-9'));
  expect(same!.lastUsedAt.getTime()).toBe(recent.getTime());
});

it('logs out every other device and keeps this one', async () => {
  const res = await callRoute(logoutOthers, '/api/v1/user/logout-others/', { method: 'POST', ...auth(laptop) });
  expect(res.body.data).toEqual({ revoked: 2 });
  expect((await callRoute(me, '/api/v1/user/', auth(phone))).status).toBe(401);
  expect((await callRoute(me, '/api/v1/user/', auth(tablet))).status).toBe(401);
  expect((await callRoute(me, '/api/v1/user/', auth(laptop))).status).toBe(200);
  expect((await callRoute(sessions, '/x', auth(laptop))).body.data).toHaveLength(1);
});

describe('suspension', () => {
  let token: string;
  beforeAll(async () => {
    const db = await getDb();
    const [user] = await db
      .insert(schema.users)
      .values({
        email: 'benched@example.com',
        nickname: '정지됨',
        status: 'suspended',
        suspendedUntil: new Date(Date.now() + 3 * 86_400_000),
        suspensionReason: '도배',
      })
      .returning();
    token = await createSession(user!.id, 'web');
  });

  it('answers 403/1301 with the end date and reason on every member action', async () => {
    const error = await authenticate(`Token ${token}`, 'member').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 403, code: 1301, meta: { reason: '도배' } });
    expect(Date.parse((error as AppError).meta!.until as string)).toBeGreaterThan(Date.now());
    // Reading one's own account still works, so the app can show why.
    expect((await authenticate(`Token ${token}`, 'signedIn'))?.status).toBe('suspended');
    expect((await callRoute(me, '/api/v1/user/', auth(token))).status).toBe(200);
  });

  it('ends by itself when the end date has passed', async () => {
    const db = await getDb();
    await db
      .update(schema.users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.users.email, 'benched@example.com'));
    expect((await authenticate(`Token ${token}`, 'member'))?.status).toBe('active');
  });
});

it('ends a session 90 days after its sign-in, however active: 401/1101, and it leaves the device list', async () => {
  const db = await getDb();
  const old = await createSession(userId, 'old-phone');
  const signedInAt = (days: number) => new Date(Date.now() - days * 86_400_000);
  await db
    .update(schema.sessions)
    .set({ createdAt: signedInAt(89), lastUsedAt: new Date() })
    .where(eq(schema.sessions.deviceId, 'old-phone'));
  expect((await callRoute(me, '/api/v1/user/', auth(old))).status).toBe(200);
  await db
    .update(schema.sessions)
    .set({ createdAt: signedInAt(91), lastUsedAt: new Date() })
    .where(eq(schema.sessions.deviceId, 'old-phone'));
  expect(await callRoute(me, '/api/v1/user/', auth(old))).toMatchObject({ status: 401, body: { code: 1101 } });
  const list = await callRoute(sessions, '/api/v1/user/sessions/', auth(laptop));
  expect(list.body.data.map((s: { device_id: string }) => s.device_id)).not.toContain('old-phone');
});
