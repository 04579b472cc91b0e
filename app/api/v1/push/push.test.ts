import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { PUSH_SUBSCRIPTIONS_MAX } from '@/lib/validation/push';
import { NOTIFICATION_KINDS } from '@/lib/enums';
import koPush from '@/messages/ko/push.json';
import zhPush from '@/messages/zh-TW/push.json';
import { callRoute } from '@/test/call-route';
import { asUser, json, makePerson, type Person } from '@/test/people';
import { GET as key } from './key/route';
import { GET as readPrefs, PUT as writePrefs } from './preferences/route';
import { DELETE as unsubscribe, POST as subscribe } from './subscriptions/route';

const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.VAPID_SUBJECT = 'mailto:push-test@example.com';

const SUBS = '/api/v1/push/subscriptions/';
const PREFS = '/api/v1/push/preferences/';
// A real browser's shape: an FCM endpoint, a 65-byte P-256 key and a 16-byte auth secret.
const browserKeys = () => {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
};
let seq = 0;
const subscription = (overrides: Record<string, unknown> = {}) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/test-${++seq}-${Date.now()}`,
  expirationTime: null,
  keys: browserKeys(),
  ...overrides,
});
const rowsOf = async (endpoint: string) =>
  (await getDb()).select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint));

let alice: Person;
let bob: Person;

beforeAll(async () => {
  alice = await makePerson('푸시앨리스');
  bob = await makePerson('푸시밥');
});
afterAll(() => closeDb());

it('gives anyone the VAPID public key the browser subscribes with', async () => {
  const res = await callRoute(key, '/api/v1/push/key/');
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ public_key: vapid.publicKey });
});

describe('subscriptions', () => {
  it('saves a browser’s subscription for a signed-in member and refuses guests', async () => {
    const body = subscription();
    expect((await callRoute(subscribe, SUBS, json('POST', body))).status).toBe(401);
    const res = await callRoute(subscribe, SUBS, json('POST', body, { ...alice.auth, 'user-agent': 'Mozilla/5.0 Test' }));
    expect(res.status).toBe(201);
    expect(res.body.data.id).toEqual(expect.any(Number));
    const [row] = await rowsOf(body.endpoint);
    expect(row).toMatchObject({ userId: alice.id, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent: 'Mozilla/5.0 Test' });
  });

  it('upserts by endpoint: the same browser subscribing again keeps one row; another account cannot take it (409)', async () => {
    const body = subscription();
    const first = await callRoute(subscribe, SUBS, json('POST', body, alice.auth));
    const again = await callRoute(subscribe, SUBS, json('POST', { ...body, keys: browserKeys() }, alice.auth));
    expect(again.body.data.id).toBe(first.body.data.id);
    // Bob saves Alice's endpoint: refused, and it stays hers with her keys.
    const taken = await callRoute(subscribe, SUBS, json('POST', { ...body, keys: browserKeys() }, bob.auth));
    expect([taken.status, taken.body.code, taken.body.errors]).toEqual([409, 1500, { endpoint: ['endpointTaken'] }]);
    expect(taken.body.message).toContain('다른 계정');
    const rows = await rowsOf(body.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(alice.id);
  });

  it('lets only the owner delete a subscription', async () => {
    const body = subscription();
    await callRoute(subscribe, SUBS, json('POST', body, alice.auth));
    expect((await callRoute(unsubscribe, SUBS, json('DELETE', { endpoint: body.endpoint }))).status).toBe(401);
    const other = await callRoute(unsubscribe, SUBS, json('DELETE', { endpoint: body.endpoint }, bob.auth));
    expect(other.status).toBe(404);
    expect(await rowsOf(body.endpoint)).toHaveLength(1);
    const mine = await callRoute(unsubscribe, SUBS, json('DELETE', { endpoint: body.endpoint }, alice.auth));
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual({ deleted: 1 });
    expect(await rowsOf(body.endpoint)).toHaveLength(0);
    expect((await callRoute(unsubscribe, SUBS, json('DELETE', { endpoint: body.endpoint }, alice.auth))).status).toBe(404);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_MAX} browsers per member, dropping the oldest`, async () => {
    const carol = await makePerson('푸시캐럴');
    const bodies = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX + 2 }, () => subscription());
    for (const body of bodies) expect((await callRoute(subscribe, SUBS, json('POST', body, carol.auth))).status).toBe(201);
    const rows = await (await getDb()).select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, carol.id));
    expect(rows).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    expect(rows.map((r) => r.endpoint)).not.toContain(bodies[0]!.endpoint);
    expect(rows.map((r) => r.endpoint)).toContain(bodies.at(-1)!.endpoint);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, 'endpoint', 'endpointInvalid'],
    ['a script URL', { endpoint: 'javascript:alert(1)' }, 'endpoint', 'endpointInvalid'],
    ['not a URL', { endpoint: '<img src=x onerror=alert(1)>' }, 'endpoint', 'endpointInvalid'],
    ['credentials in the URL', { endpoint: 'https://user:pass@fcm.googleapis.com/fcm/send/x' }, 'endpoint', 'endpointInvalid'],
    ['an endpoint of 2,000 characters', { endpoint: `https://fcm.googleapis.com/${'a'.repeat(2000)}` }, 'endpoint', 'endpointInvalid'],
    ['an IP address as the host', { endpoint: 'https://169.254.169.254/latest/meta-data' }, 'endpoint', 'endpointInvalid'],
    ['a host that is no push service', { endpoint: 'https://metadata.google.internal/computeMetadata/v1' }, 'endpoint', 'endpointHost'],
    ['a look-alike host', { endpoint: 'https://fcm.googleapis.com.evil.example/x' }, 'endpoint', 'endpointHost'],
    ['a NUL character', { endpoint: 'https://fcm.googleapis.com/fcm/send/\u0000' }, 'endpoint', 'invalidCharacters'],
    ['a short public key', { keys: { p256dh: 'AAAA', auth: browserKeys().auth } }, 'keys.p256dh', 'keysInvalid'],
    ['markup as a key', { keys: { p256dh: '<script>alert(1)</script>', auth: browserKeys().auth } }, 'keys.p256dh', 'keysInvalid'],
    ['a long auth secret', { keys: { p256dh: browserKeys().p256dh, auth: 'A'.repeat(200) } }, 'keys.auth', 'keysInvalid'],
    ['no keys', { keys: null }, 'keys', 'keysInvalid'],
  ])('refuses %s', async (_, overrides, field, message) => {
    const res = await callRoute(subscribe, SUBS, json('POST', subscription(overrides), alice.auth));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toContain(message);
  });
});

describe('preferences', () => {
  it('answers every kind on, no quiet hours and the zone of the language until saved; guests get 401', async () => {
    expect((await callRoute(readPrefs, PREFS)).status).toBe(401);
    const ko = await callRoute(readPrefs, PREFS, asUser(alice));
    expect(ko.body.data).toEqual({ kinds: [...NOTIFICATION_KINDS], quiet_start: null, quiet_end: null, time_zone: 'Asia/Seoul' });
    const zh = await callRoute(readPrefs, `${PREFS}?lang=zh-TW`, asUser(alice));
    expect(zh.body.data.time_zone).toBe('Asia/Taipei');
  });

  it('saves kinds, quiet hours across midnight and a time zone, and reads them back', async () => {
    const body = { kinds: ['trade', 'comment', 'comment'], quiet_start: '22:30', quiet_end: '07:00', time_zone: 'asia/taipei' };
    const saved = await callRoute(writePrefs, PREFS, json('PUT', body, alice.auth));
    expect(saved.status).toBe(200);
    const expected = { kinds: ['comment', 'trade'], quiet_start: '22:30', quiet_end: '07:00', time_zone: 'Asia/Taipei' };
    expect(saved.body.data).toEqual(expected);
    expect((await callRoute(readPrefs, PREFS, asUser(alice))).body.data).toEqual(expected);
    // Bob's are his own.
    expect((await callRoute(readPrefs, PREFS, asUser(bob))).body.data.kinds).toHaveLength(NOTIFICATION_KINDS.length);
    const cleared = await callRoute(writePrefs, PREFS, json('PUT', { ...body, kinds: [], quiet_start: null, quiet_end: null }, alice.auth));
    expect(cleared.body.data).toMatchObject({ kinds: [], quiet_start: null, quiet_end: null });
  });

  const valid = { kinds: ['comment'], quiet_start: '22:00', quiet_end: '07:00', time_zone: 'Asia/Seoul' };
  it.each([
    ['an unknown kind', { kinds: ['comment', 'rm -rf'] }, 'kinds.1', 'kindInvalid'],
    ['kinds that are not a list', { kinds: 'comment' }, 'kinds', 'kindInvalid'],
    ['an hour past 23', { quiet_start: '24:00' }, 'quiet_start', 'quietInvalid'],
    ['a time with seconds', { quiet_end: '07:00:00' }, 'quiet_end', 'quietInvalid'],
    ['markup as a time', { quiet_end: '<b>7</b>' }, 'quiet_end', 'quietInvalid'],
    ['only a start', { quiet_end: null }, 'quiet_end', 'quietBoth'],
    ['only an end', { quiet_start: null }, 'quiet_start', 'quietBoth'],
    ['the same start and end', { quiet_start: '07:00', quiet_end: '07:00' }, 'quiet_end', 'quietSame'],
    ['an unknown zone', { time_zone: 'Mars/Olympus_Mons' }, 'time_zone', 'timeZoneInvalid'],
    ['SQL as a zone', { time_zone: "Asia/Seoul'; drop table users; --" }, 'time_zone', 'timeZoneInvalid'],
    ['a path as a zone', { time_zone: '../../../etc/passwd' }, 'time_zone', 'timeZoneInvalid'],
    ['a zone of 100 characters', { time_zone: `Asia/${'x'.repeat(95)}` }, 'time_zone', 'timeZoneInvalid'],
    ['a NUL in the zone', { time_zone: 'Asia/Seoul\u0000' }, 'time_zone', 'invalidCharacters'],
  ])('refuses %s', async (_, overrides, field, message) => {
    const res = await callRoute(writePrefs, PREFS, json('PUT', { ...valid, ...overrides }, bob.auth));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toContain(message);
    expect((await callRoute(readPrefs, PREFS, asUser(bob))).body.data.kinds).toHaveLength(NOTIFICATION_KINDS.length);
  });

  it('words an unknown zone in the reader’s language', async () => {
    const body = { ...valid, time_zone: 'Mars/Olympus_Mons' };
    const ko = await callRoute(writePrefs, PREFS, json('PUT', body, bob.auth));
    expect(ko.status).toBe(400);
    expect(ko.body).toMatchObject({ code: 1000, message: koPush.errors.timeZoneInvalid, errors: { time_zone: ['timeZoneInvalid'] } });
    const zh = await callRoute(writePrefs, `${PREFS}?lang=zh-TW`, json('PUT', body, bob.auth));
    expect(zh.body.message).toBe(zhPush.errors.timeZoneInvalid);
  });
});
