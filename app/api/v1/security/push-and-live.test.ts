import crypto from 'node:crypto';
import net from 'node:net';
import { parse as legacyParse } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { closeDb, getDb, schema } from '@/lib/server/db';
import type { Resolver } from '@/lib/server/http/egress';
import { stopLiveFeed } from '@/lib/server/live';
import { notify } from '@/lib/server/people/notifications';
import { dispatchPending, isPushServiceHost, stopPushDispatcher } from '@/lib/server/push';
import { jsonBody, makeAccount, makePost, seedBasics, type Account } from '@/test/admin-fixtures';
import { callRoute } from '@/test/call-route';
import { openLiveStream, type Frame } from '@/test/live-stream';
import { POST as replyRoute } from '../community/reply/route';
import { POST as ticketRoute } from '../live/ticket/route';
import { POST as subscribeRoute } from '../push/subscriptions/route';
import { POST as logoutRoute } from '../user/logout/route';
import { POST as logoutOthersRoute } from '../user/logout-others/route';

// Issue 26 §2, §8 and §10: push endpoints that reach where they should not, sessions that outlive
// sign-out in the live channel, and a comment hidden right after posting that went out live.

const vapid = webpush.generateVAPIDKeys();
Object.assign(process.env, {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:sec@example.com',
});

const SUBS = '/api/v1/push/subscriptions/';
const browserKeys = () => {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
};
const save = (who: Account, endpoint: string, lang = 'ko') =>
  callRoute(subscribeRoute, `${SUBS}?lang=${lang}`, jsonBody('POST', { endpoint, expirationTime: null, keys: browserKeys() }, who.auth));

// A listener where the parser differential used to send the dispatcher: 127.0.9.9:443 (any
// 127/8 address is this machine's). Binding 443 needs root; elsewhere it takes a high port, which
// the endpoints below name too (and which is refused all the same).
let listener: net.Server;
let listenerPort = 443;
let listenerConnections = 0;

beforeAll(async () => {
  await seedBasics();
  listener = net.createServer((socket) => {
    listenerConnections += 1;
    socket.destroy();
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.9.9', () => {
        listener.off('error', reject);
        resolve();
      });
    });
  try {
    await listen(443);
  } catch {
    await listen(0);
  }
  listenerPort = (listener.address() as net.AddressInfo).port;
});
afterAll(async () => {
  stopLiveFeed();
  await stopPushDispatcher();
  await new Promise((resolve) => listener.close(resolve));
  await closeDb();
});

describe('push endpoints', () => {
  const X = '127.0.9.9';
  // [hostile endpoint, what is stored (null: refused with 400)]
  const HOSTILE: [string, string | null][] = [
    [`https://${X};.push.apple.com/x`, null],
    [`https://${X}{.push.apple.com/x`, null],
    [`https://${X}}.push.apple.com/x`, null],
    [`https://${X}".push.apple.com/x`, null],
    [`https://${X}'.push.apple.com/x`, null],
    [`https://${X}\`.push.apple.com/x`, null],
    [`https://${X}|.push.apple.com/x`, null],
    [`https://${X}^.push.apple.com/x`, null],
    [`https://${X}<.push.apple.com/x`, null],
    [`https://${X},.push.apple.com/x`, null],
    [`https://${X}@web.push.apple.com/x`, null],
    [`https://web.push.apple.com@${X}/x`, null],
    [`https://web.push.apple.com:443@${X}:${listenerPort}/x`, null],
    [`https://${X}\\.push.apple.com/x`, null],
    [`https://web.push.apple.com\\@${X}/x`, null],
    [`https:\\\\${X}/x`, null],
    [`https://${X}%2e.push.apple.com/x`, null],
    ['https://%31%32%37.0.9.9.push.apple.com/x', null],
    [`https://${X}\t.push.apple.com/x`, null],
    [`https://${X}\n.push.apple.com/x`, null],
    [`https://${X}\r\n.push.apple.com/x`, null],
    [`https://${X} .push.apple.com/x`, null],
    [`https://${X}\u3002push.apple.com/x`, null],
    [`https://${X}#.push.apple.com/x`, null],
    [`https://${X}?.push.apple.com/x`, null],
    [`https://${X}/.push.apple.com/x`, null],
    [`https://${X}:${listenerPort}/x`, null],
    ['https://fcm.googleapis.com:22/fcm/send/a', null],
    ['https://fcm.googleapis.com:8443/fcm/send/a', null],
    ['https://fcm.googleapis.com:0443/fcm/send/a', null],
    ['https://fcm.googleapis.com:/fcm/send/a', null],
    ['https://fcm.googleapis.com:443/fcm/send/a', 'https://fcm.googleapis.com/fcm/send/a'],
    ['https://[::1]/fcm/send/a', null],
    [`https://[::ffff:${X}]/x`, null],
    ['https://2130706433/x', null],
    ['https://0x7f.0.9.9/x', null],
    ['https://fcm.googleapis.com./fcm/send/a', null],
    ['https://FCM.GoogleAPIs.com/fcm/send/b', 'https://fcm.googleapis.com/fcm/send/b'],
    ['HTTPS://web.push.apple.com/c', 'https://web.push.apple.com/c'],
    ['https://ｆｃｍ.googleapis.com/fcm/send/c', null],
    ['https://fcm.googleapis.cοm/fcm/send/c', null],
    ['https://xn--fcm-googleapis-com.example/x', null],
    ['https://xn--80ak6aa92e.push.apple.com/d', 'https://xn--80ak6aa92e.push.apple.com/d'],
    ['https:/web.push.apple.com/x', null],
    ['https:web.push.apple.com/x', null],
    ['https://a..push.apple.com/x', null],
    ['https://.push.apple.com/x', null],
    ['https://-a.push.apple.com/x', null],
    [`https://web.push.apple.com.${X}.nip.io/x`, null],
    ['https://web.push.apple.com/x y', null],
    [`https://web.push.apple.com/e/../../%2e%2e/;@${X}/x`, `https://web.push.apple.com/;@${X}/x`],
  ];
  const saved: { account: Account; stored: string }[] = [];

  test(`issue 26 §2: ${HOSTILE.length} hostile endpoints are refused on save or stored normalised on a push host, port 443`, async () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
    const db = await getDb();
    const outcomes: string[] = [];
    for (const [endpoint, expected] of HOSTILE) {
      const account = await makeAccount();
      const res = await save(account, endpoint);
      const rows = await db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, account.id));
      const got = res.status === 201 ? (rows[0]?.endpoint ?? 'saved but missing') : res.status === 400 ? null : `HTTP ${res.status}`;
      if (got !== expected) outcomes.push(`${JSON.stringify(endpoint)} → ${got} (expected ${expected})`);
      if (res.status === 400) expect(rows).toEqual([]);
      if (got && got === expected) {
        // Both parsers read the stored form alike, and it is a push service's host on port 443.
        const whatwg = new URL(got);
        const legacy = legacyParse(got);
        expect([legacy.hostname, legacy.port, legacy.auth]).toEqual([whatwg.hostname, null, null]);
        expect(whatwg.port).toBe('');
        expect(whatwg.hostname).toMatch(/^[a-z0-9.-]+$/);
        expect(isPushServiceHost(whatwg.hostname)).toBe(true);
        saved.push({ account, stored: got });
      }
    }
    expect(outcomes).toEqual([]);
  });

  test('issue 26 §2: the dispatcher connects only to validated push hosts, through the egress guard, never to the listener', async () => {
    const db = await getDb();
    // Rows written before the endpoint check (or by hand): the hostile strings as they are.
    const legacy = await makeAccount();
    await db
      .insert(schema.pushSubscriptions)
      .values(HOSTILE.map(([endpoint]) => ({ userId: legacy.id, endpoint, ...browserKeys() })))
      .onConflictDoNothing();
    for (const who of [legacy, ...saved.map((s) => s.account)]) await notify(null, who.id, 'badge', { badgeId: 1 });

    // DNS that answers this machine for every name (a rebinding resolver): the guard refuses it.
    const asked: string[] = [];
    const resolve: Resolver = (hostname, _options, callback) => {
      asked.push(hostname);
      callback(null, [{ address: '127.0.9.9', family: 4 }]);
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const done = await dispatchPending({ resolve });
    warn.mockRestore();
    await new Promise((r) => setTimeout(r, 200));

    expect(listenerConnections).toBe(0);
    expect(done.sent).toBe(0);
    expect(done.removed).toBe(0);
    // Every name looked up is the host of a validated endpoint; none is anything else.
    const validHosts = new Set(saved.map((s) => new URL(s.stored).hostname));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((host) => !validHosts.has(host))).toEqual([]);
    // Hostile rows are never contacted, so nothing about them is learnt (no 404/410 deletes them).
    const left = await db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, legacy.id));
    expect(left.length).toBeGreaterThanOrEqual(HOSTILE.filter(([, stored]) => stored === null).length);
  });

  test('issue 26 §2: the listener does count a connection (the check above can fail)', async () => {
    const before = listenerConnections;
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(listenerPort, '127.0.9.9', () => {
        socket.destroy();
        resolve();
      });
      socket.on('error', reject);
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(listenerConnections - before).toBe(1);
  });

  test('issue 26 §2: subscription saves are throttled per member (20 per 10 minutes)', async () => {
    const busy = await makeAccount();
    for (let i = 0; i < 20; i += 1) {
      expect((await save(busy, `https://fcm.googleapis.com/fcm/send/busy-${i}`)).status).toBe(201);
    }
    const refused = await save(busy, 'https://fcm.googleapis.com/fcm/send/busy-20');
    expect([refused.status, refused.body.code]).toEqual([429, 1700]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Refused saves count too: a script cannot probe endpoints past the limit.
    expect((await save(busy, 'https://fcm.googleapis.com/fcm/send/busy-0')).status).toBe(429);
    const calm = await makeAccount();
    expect((await save(calm, 'https://fcm.googleapis.com/fcm/send/calm')).status).toBe(201);
  });

  test('issue 26 §2: an endpoint saved by one member never moves to another (409, translated, nothing changes)', async () => {
    const [owner, thief] = await Promise.all([makeAccount(), makeAccount()]);
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/owned-by-one';
    expect((await save(owner, endpoint)).status).toBe(201);
    const db = await getDb();
    const [before] = await db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint));

    const ko = await save(thief, endpoint);
    expect([ko.status, ko.body.code, ko.body.errors]).toEqual([409, 1500, { endpoint: ['endpointTaken'] }]);
    expect(ko.body.message).toMatch(/다른 계정/);
    // The same endpoint spelt differently is the same endpoint.
    const zh = await save(thief, endpoint.replace('https://updates.push', 'HTTPS://UPDATES.push').replace('.com/', '.com:443/'), 'zh-TW');
    expect([zh.status, zh.body.code]).toEqual([409, 1500]);
    expect(zh.body.message).toMatch(/其他帳號/);

    const after = await db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint));
    expect(after).toEqual([before]);
    expect(await db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, thief.id))).toEqual([]);
  });
});

// ── The live channel ─────────────────────────────────────────────────────────

let address = 0;

async function openStream(query: string, headers: Record<string, string> = {}) {
  const res = await openLiveStream(query, headers, `10.88.0.${++address}`);
  if (res.stream) opened.push(res.stream);
  return res;
}
const opened: { close(): void }[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});

const ticketFor = async (who: Account) => {
  const res = await callRoute(ticketRoute, '/api/v1/live/ticket/', { method: 'POST', headers: who.auth });
  expect(res.status).toBe(201);
  return res.body.data.ticket as string;
};
const mustOpen = async (query: string, headers: Record<string, string> = {}) => {
  const res = await openStream(query, headers);
  if (!res.stream) throw new Error(`stream refused: ${res.status} ${JSON.stringify(res.body)}`);
  await res.stream.waitFor((f) => f.event === 'ready');
  return res.stream;
};
const signOut = async (who: Account) =>
  expect((await callRoute(logoutRoute, '/api/v1/user/logout/', { method: 'POST', headers: who.auth })).status).toBe(200);
const data = (f: Frame) => JSON.parse(f.data!);

describe('live channel and sign-out', () => {
  test('issue 26 §8: a ticket issued before sign-out opens no stream after it', async () => {
    const member = await makeAccount();
    const ticket = await ticketFor(member);
    await signOut(member);
    const res = await openStream(`ticket=${ticket}`);
    expect([res.status, res.body.code]).toEqual([401, 1101]);
  });

  test('issue 26 §8: a ticket of a session ended by “sign out other devices” opens nothing either', async () => {
    const member = await makeAccount();
    const ticket = await ticketFor(member);
    // A second device of the same member signs the first out.
    const { createSession } = await import('@/lib/server/auth/session');
    const other = { authorization: `Token ${await createSession(member.id, 'phone')}` };
    expect((await callRoute(logoutOthersRoute, '/api/v1/user/logout-others/', { method: 'POST', headers: other })).status).toBe(200);
    expect((await openStream(`ticket=${ticket}`)).status).toBe(401);
    // The device still signed in gets its tickets.
    expect((await callRoute(ticketRoute, '/api/v1/live/ticket/', { method: 'POST', headers: other })).status).toBe(201);
  });

  test('issue 26 §8: a stream open at sign-out ends within a second and gets none of the member’s notifications after it', async () => {
    const member = await makeAccount();
    const byTicket = await mustOpen(`ticket=${await ticketFor(member)}`);
    const byHeader = await mustOpen('topics=', member.auth);
    await notify(null, member.id, 'badge', { badgeId: 1 });
    await byTicket.waitFor((f) => f.event === 'notification');
    await byHeader.waitFor((f) => f.event === 'notification');

    const signedOutAt = Date.now();
    await signOut(member);
    const deadline = Date.now() + 3000;
    while (!(byTicket.ended && byHeader.ended) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(byTicket.ended && byHeader.ended).toBe(true);
    expect(Math.max(byTicket.endedAt!, byHeader.endedAt!) - signedOutAt).toBeLessThan(1000);

    await notify(null, member.id, 'badge', { badgeId: 2 });
    await new Promise((r) => setTimeout(r, 300));
    for (const s of [byTicket, byHeader]) expect(s.frames.filter((f) => f.event === 'notification')).toHaveLength(1);
  });

  test('issue 26 §8: another member’s stream stays open', async () => {
    const [leaving, staying] = await Promise.all([makeAccount(), makeAccount()]);
    const mine = await mustOpen(`ticket=${await ticketFor(leaving)}`);
    const theirs = await mustOpen(`ticket=${await ticketFor(staying)}`);
    await signOut(leaving);
    await new Promise((r) => setTimeout(r, 1200));
    expect(mine.ended).toBe(true);
    expect(theirs.ended).toBe(false);
    await notify(null, staying.id, 'badge', { badgeId: 1 });
    await theirs.waitFor((f) => f.event === 'notification');
  });
});

describe('live comments', () => {
  const comment = async (who: Account, postId: number) => {
    const res = await callRoute(
      replyRoute,
      '/api/v1/community/reply/',
      jsonBody('POST', { post_id: postId, content: '바로 숨겨질 댓글이에요' }, who.auth),
    );
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  };

  test('issue 26 §10: a comment hidden 100 ms after posting, or deleted, is not delivered live', async () => {
    const [author, writer] = await Promise.all([makeAccount(), makeAccount()]);
    const post = await makePost(author.id);
    const guest = await mustOpen(`topics=post:${post.id}`);
    const db = await getDb();

    const hidden = await comment(writer, post.id);
    await new Promise((r) => setTimeout(r, 100));
    await db.update(schema.comments).set({ isHidden: true }).where(eq(schema.comments.id, hidden));
    const deleted = await comment(writer, post.id);
    await new Promise((r) => setTimeout(r, 100));
    await db.update(schema.comments).set({ deletedAt: new Date() }).where(eq(schema.comments.id, deleted));

    const sentinel = await comment(writer, post.id);
    await guest.waitFor((f) => f.event === 'comment' && data(f).comment_id === sentinel);
    // Events come in id order: the two before it would have been sent before it.
    expect(guest.frames.filter((f) => f.event === 'comment').map((f) => data(f).comment_id)).toEqual([sentinel]);
    // They were news when written (the events exist); delivery decided against them.
    const events = await db
      .select()
      .from(schema.liveEvents)
      .where(inArray(schema.liveEvents.topic, [`post:${post.id}`]));
    expect(events.map((e) => (e.payload as { comment_id: number }).comment_id)).toEqual([hidden, deleted, sentinel]);
  });
});
