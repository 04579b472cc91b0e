import { eq } from 'drizzle-orm';
import { LEGAL_VERSION } from '@/lib/constants';
import { createSession } from '@/lib/server/auth/session';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { PUT } from './route';

// PUT /api/v1/user/nickname/ names an account that has no nickname yet (a first social login), once.

type Account = { id: number; auth: Record<string, string> };
let seq = 0;

async function account(extra: Partial<typeof schema.users.$inferInsert> = {}): Promise<Account> {
  const db = await getDb();
  seq += 1;
  // A first social login creates the account without a nickname.
  const [user] = await db
    .insert(schema.users)
    .values({ email: `social${seq}@example.com`, nickname: null, ...extra })
    .returning();
  return { id: user!.id, auth: { authorization: `Token ${await createSession(user!.id, 'web')}` } };
}

const put = (who: Account | null, nickname: string) =>
  callRoute(PUT, '/api/v1/user/nickname/', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(who?.auth ?? {}) },
    body: JSON.stringify({ nickname, agree_terms: true, agree_privacy: true }),
  });

async function storedNickname(id: number) {
  const db = await getDb();
  const [row] = await db.select({ nickname: schema.users.nickname }).from(schema.users).where(eq(schema.users.id, id));
  return row!.nickname;
}

afterAll(() => closeDb());

it('names an account without a nickname, once; afterwards 409 / 1500 and the nickname stays', async () => {
  const fresh = await account();
  const named = await put(fresh, '첫이름');
  expect(named.status).toBe(200);
  expect(named.body.data.nickname).toBe('첫이름');
  const again = await put(fresh, '두번째');
  expect(again).toMatchObject({ status: 409, body: { code: 1500 } });
  expect(await storedNickname(fresh.id)).toBe('첫이름');
});

it('is the social sign-up’s consent step: without both consents 400 / 2013 and the account stays unnamed', async () => {
  const fresh = await account();
  for (const consent of [{}, { agree_terms: true }, { agree_privacy: true }]) {
    const res = await callRoute(PUT, '/api/v1/user/nickname/', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...fresh.auth },
      body: JSON.stringify({ nickname: '동의전', ...consent }),
    });
    expect(res).toMatchObject({ status: 400, body: { code: 2013 } });
  }
  expect(await storedNickname(fresh.id)).toBeNull();
  expect((await put(fresh, '동의후')).status).toBe(200);
  const db = await getDb();
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, fresh.id));
  expect(row!.consentedAt).toBeInstanceOf(Date);
  expect(row!.consentVersion).toBe(LEGAL_VERSION);
});

it('cannot change the nickname of an account that has one (that is the profile edit, with its limits)', async () => {
  const member = await account({ nickname: '원래이름' });
  expect(await put(member, '바꾼이름')).toMatchObject({ status: 409, body: { code: 1500 } });
  expect(await storedNickname(member.id)).toBe('원래이름');
});

it('refuses a nickname in use (2005), case-insensitively, and leaves the account unnamed', async () => {
  await account({ nickname: 'Mallang' });
  const fresh = await account();
  expect(await put(fresh, 'mallang')).toMatchObject({ status: 409, body: { code: 2005 } });
  expect(await storedNickname(fresh.id)).toBeNull();
  expect((await put(fresh, '말랑새싹')).status).toBe(200);
});

it('answers 401 to guests and 403 / 1301 to a suspended account, which stays unnamed', async () => {
  expect((await put(null, '손님')).status).toBe(401);
  const suspended = await account({ status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000), suspensionReason: '도배' });
  const refused = await put(suspended, '정지중');
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ code: 1301, meta: { reason: '도배' } });
  expect(refused.body.meta.until).toEqual(expect.any(String));
  expect(await storedNickname(suspended.id)).toBeNull();
});

it('names one racing pair of calls once', async () => {
  const fresh = await account();
  const answers = await Promise.all([put(fresh, '경주하나'), put(fresh, '경주둘')]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const winner = answers.find((a) => a.status === 200)!.body.data.nickname;
  expect(await storedNickname(fresh.id)).toBe(winner);
});
