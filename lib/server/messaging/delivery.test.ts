import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { GET as outbox } from '@/app/api/dev/outbox/route';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { eq } from 'drizzle-orm';
import { codeFromOutbox, sendCode, verifyCode } from '@/test/accounts';
import { makeAccount, makeAdmin } from '@/test/admin-fixtures';

const SETTINGS = ['APP_ENV', 'SMTP_URL', 'MAIL_FROM', 'SMS_WEBHOOK_URL'] as const;
const saved = Object.fromEntries(SETTINGS.map((k) => [k, process.env[k]]));

beforeEach(() => {
  for (const k of SETTINGS) delete process.env[k];
  // Failed sends are logged on purpose; keep the expected ones out of the test output.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  for (const k of SETTINGS)
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  await closeDb();
});

const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

describe('e-mail over SMTP', () => {
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  let port: number;
  beforeAll(async () => {
    await listen(smtp.server);
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends the register code to a real SMTP server, in the requester’s language, and the code verifies', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const res = await sendCode('register', 'email', 'mail.me@example.com');
    expect(res.status).toBe(200);
    const message = received.find((m) => m.to.includes('mail.me@example.com'));
    expect(message).toBeDefined();
    const raw = message!.raw;
    expect(raw).toMatch(/^From: Slime Community <no-reply@slime\.example\.com>/m);
    const decoded = decodeBody(raw);
    const code = /\b(\d{4})\b/.exec(decoded)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(decoded).toContain('인증번호');
    expect((await verifyCode('register', 'email', 'mail.me@example.com', code!)).status).toBe(200);
    // Nothing went to the development outbox.
    const db = await getDb();
    expect(await db.select().from(schema.outboxMessages)).toEqual([]);
  });

  it('writes Traditional Chinese for a zh-TW requester and uses MAIL_FROM', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.MAIL_FROM = 'Slime TW <tw@slime.example.com>';
    const res = await sendCode('register', 'email', 'taiwan@example.com', { 'accept-language': 'zh-TW' });
    expect(res.status).toBe(200);
    const raw = received.find((m) => m.to.includes('taiwan@example.com'))!.raw;
    expect(raw).toMatch(/^From: Slime TW <tw@slime\.example\.com>/m);
    expect(decodeBody(raw)).toContain('驗證碼');
  });

  it('answers 2010 when the SMTP server cannot be reached, and the resend is not held back', async () => {
    const closed = http.createServer();
    await listen(closed);
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${deadPort}`;
    const res = await sendCode('register', 'email', 'unlucky@example.com');
    expect(res).toMatchObject({ status: 502, body: { code: 2010 } });
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    expect((await sendCode('register', 'email', 'unlucky@example.com')).status).toBe(200);
  });
});

describe('SMS over the webhook', () => {
  const posts: { contentType?: string; body: { to: string; text: string } }[] = [];
  let answer = 200;
  const hook = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk));
    req.on('end', () => {
      posts.push({ contentType: req.headers['content-type'], body: JSON.parse(raw) });
      res.statusCode = answer;
      res.end('{}');
    });
  });
  beforeAll(() => listen(hook));
  afterAll(() => new Promise((resolve) => hook.close(resolve)));
  const url = () => `http://127.0.0.1:${(hook.address() as AddressInfo).port}/sms`;

  it('POSTs {to, text} as JSON with the E.164 number, and the code verifies', async () => {
    process.env.SMS_WEBHOOK_URL = url();
    expect((await sendCode('register', 'phone', '010-3333-4444')).status).toBe(200);
    const sent = posts.at(-1)!;
    expect(sent.contentType).toBe('application/json');
    expect(sent.body.to).toBe('+821033334444');
    const code = /\b(\d{4})\b/.exec(sent.body.text)![1]!;
    expect((await verifyCode('register', 'phone', '+821033334444', code)).status).toBe(200);
  });

  it('treats a non-2xx answer as a failed send (2010)', async () => {
    process.env.SMS_WEBHOOK_URL = url();
    answer = 500;
    expect(await sendCode('register', 'phone', '010-3333-5555')).toMatchObject({ status: 502, body: { code: 2010 } });
    answer = 200;
  });
});

describe('development outbox', () => {
  it('keeps the messages when no provider is set, newest first, for an administrator at GET /api/dev/outbox/', async () => {
    await sendCode('register', 'email', 'outbox-a@example.com');
    await sendCode('register', 'phone', '0912-000-111');
    const admin = await makeAdmin();
    const res = await callRoute(outbox, '/api/dev/outbox/', { headers: admin.auth });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ channel: 'phone', destination: '+886912000111' });
    expect(res.body.data[1]).toMatchObject({ channel: 'email', destination: 'outbox-a@example.com' });
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['body', 'channel', 'created_at', 'destination', 'id', 'subject']);
    expect(res.body.data[1].body).toContain(await codeFromOutbox('outbox-a@example.com'));
  });

  it('is not there (404) for a guest, a member, a suspended administrator or a revoked token: no stranger reads a reset code', async () => {
    await sendCode('reset', 'email', 'outbox-a@example.com');
    const member = await makeAccount();
    const suspendedAdmin = await makeAdmin();
    const revoked = await makeAdmin();
    const db = await getDb();
    await db
      .update(schema.users)
      .set({ status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(schema.users.id, suspendedAdmin.id));
    await db.update(schema.sessions).set({ revokedAt: new Date() }).where(eq(schema.sessions.userId, revoked.id));
    for (const headers of [{}, member.auth, suspendedAdmin.auth, revoked.auth, { authorization: 'Token forged' }]) {
      expect(await callRoute(outbox, '/api/dev/outbox/', { headers })).toMatchObject({ status: 404, body: { code: 1400 } });
    }
  });

  it('shows the person registering their code on a demo server, never a reset code', async () => {
    const register = await sendCode('register', 'email', 'demo-register@example.com');
    expect(register.body.data.demo_code).toBe(await codeFromOutbox('demo-register@example.com'));
    const owner = await makeAccount();
    const [row] = await (await getDb()).select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, owner.id));
    const reset = await sendCode('reset', 'email', row!.email!);
    expect(reset.status).toBe(200);
    expect(reset.body.data).not.toHaveProperty('demo_code');
  });

  it('does not exist in production: no fallback (2010) and the outbox answers 404', async () => {
    process.env.APP_ENV = 'production';
    expect(await sendCode('register', 'email', 'prod@example.com')).toMatchObject({ status: 502, body: { code: 2010 } });
    // The same answer for a reset, whether or not the account exists.
    expect((await sendCode('reset', 'email', 'prod@example.com')).body.code).toBe(2010);
    expect(await callRoute(outbox, '/api/dev/outbox/', { headers: (await makeAdmin()).auth })).toMatchObject({
      status: 404,
      body: { code: 1400 },
    });
  });
});

// The text part of a simple nodemailer message (quoted-printable or base64).
function decodeBody(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
