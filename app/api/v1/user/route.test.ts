import { eq } from 'drizzle-orm';
import { createSession } from '@/lib/server/auth/session';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { GET } from './route';

let token: string;
let userId: number;

beforeAll(async () => {
  const db = await getDb();
  const [user] = await db
    .insert(schema.users)
    .values({ email: 'slime@example.com', nickname: '말랑이' })
    .returning({ id: schema.users.id });
  userId = user!.id;
  token = await createSession(userId, 'device-1');
});
afterAll(() => closeDb());

it('answers 401 with a nonzero code without a token, and for an unknown token', async () => {
  const none = await callRoute(GET, '/api/v1/user/');
  expect(none.status).toBe(401);
  expect(none.body.code).toBe(1100);
  const bad = await callRoute(GET, '/api/v1/user/', { headers: { authorization: 'Token nope' } });
  expect(bad.status).toBe(401);
  expect(bad.body.code).toBe(1101);
});

it('answers the signed-in user for `Authorization: Token …`, storing only a hash of the token', async () => {
  const { status, body } = await callRoute(GET, '/api/v1/user/', { headers: { authorization: `Token ${token}` } });
  expect(status).toBe(200);
  expect(body.data).toMatchObject({ id: userId, nickname: '말랑이', email: 'slime@example.com', badges: [] });
  const db = await getDb();
  const rows = await db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId));
  expect(rows[0]!.tokenHash).not.toBe(token);
  expect(rows[0]!.deviceId).toBe('device-1');
});

it('refuses a revoked session', async () => {
  const db = await getDb();
  const other = await createSession(userId, 'web');
  await db.update(schema.sessions).set({ revokedAt: new Date() }).where(eq(schema.sessions.deviceId, 'web'));
  const { status } = await callRoute(GET, '/api/v1/user/', { headers: { authorization: `Token ${other}` } });
  expect(status).toBe(401);
});
