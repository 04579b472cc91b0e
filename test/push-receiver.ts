import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import os from 'node:os';
import path from 'node:path';
import ece from 'http_ece';

// A local push service for the tests: an HTTPS server on 127.0.0.1 standing in for the push
// service host `push-receiver.test` (port 443, as every endpoint must be; a self-signed
// certificate for that name). Subscriptions point to https://push-receiver.test/push/<name>, and
// the receiver's agent takes the connection the dispatcher opens to that host to the local port. It receives web-push's encrypted POSTs, checks the VAPID
// signature, and decrypts each body with the subscription's own ECDH key and auth secret, the
// way a browser would. Each subscription's answer can be set (201 by default; 410 = gone).

export type ReceivedPush = {
  name: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted JSON body. */
  payload: unknown;
  /** The VAPID JWT's claims, once its signature checks out against `k`. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
};

/** The push service host the receiver plays: add it to PUSH_ENDPOINT_HOSTS. */
export const RECEIVER_HOST = 'push-receiver.test';

export type PushReceiver = {
  origin: string;
  /** Trusts the receiver's certificate and reaches it: give it to dispatchPending({ agent }). */
  agent: https.Agent;
  /** Where the dispatcher asked the agent to connect, one entry per connection. */
  connections: { host: string; port: number }[];
  received: ReceivedPush[];
  /** Requests it could not take (unknown subscription, bad signature, undecryptable body). */
  errors: string[];
  /** A browser's PushSubscription.toJSON() whose endpoint is this receiver. */
  subscription(name: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  answer(name: string, status: number): void;
  close(): Promise<void>;
};

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-receiver-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${RECEIVER_HOST}`,
    ].concat(['-addext', `subjectAltName=DNS:${RECEIVER_HOST}`, '-keyout', keyFile, '-out', certFile]),
    { stdio: 'ignore' },
  );
  const out = { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

function verifyVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization header: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  return { ...claims, publicKey: k };
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  let origin = '';

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const browser = browsers.get(name);
      const status = answers.get(name) ?? 201;
      try {
        if (!browser) throw new Error(`unknown subscription ${name}`);
        if (req.method !== 'POST' || req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not an aes128gcm POST');
        const vapid = verifyVapid(req.headers.authorization, origin);
        const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth });
        if (status < 300) received.push({ name, headers: req.headers, payload: JSON.parse(plain.toString('utf8')), vapid });
        res.writeHead(status).end();
      } catch (error) {
        errors.push((error as Error).message);
        res.writeHead(400).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `https://${RECEIVER_HOST}`;
  const connections: { host: string; port: number }[] = [];
  // Records where the request wanted to go, then connects to the local port instead (no DNS).
  class ReceiverAgent extends https.Agent {
    createConnection(options: https.RequestOptions) {
      connections.push({ host: String(options.host ?? options.hostname), port: Number(options.port) });
      return tls.connect({
        ...(options as tls.ConnectionOptions),
        host: '127.0.0.1',
        port,
        lookup: undefined,
        servername: RECEIVER_HOST,
        ca: cert,
      });
    }
  }
  const agent = new ReceiverAgent({ ca: cert, keepAlive: false });

  return {
    origin,
    agent,
    connections,
    received,
    errors,
    subscription(name) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      browsers.set(name, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(name, status) {
      answers.set(name, status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
