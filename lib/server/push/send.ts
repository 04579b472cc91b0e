import 'server-only';
import https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { egressLookup, makeEgressLookup, type Resolver } from '@/lib/server/http/egress';
import type { PushTarget } from './endpoint';
import type { VapidKeys } from './vapid';

// One push request. web-push builds it (VAPID header, aes128gcm body) but is not let to send it:
// its sendNotification connects wherever Node's legacy url.parse points, which is not always the
// host that was validated. The request goes to the validated target's host name, port 443 and
// path, and through the egress guard, so a name that resolves to this machine or its networks
// is refused before any connection.

export type SendOptions = {
  /** The HTTPS agent (tests: one that trusts the local receiver and reaches it). */
  agent?: https.Agent;
  /** The resolver under the egress guard (tests: answers of their own; the guard still checks them). */
  resolve?: Resolver;
};

const RESPONSE_MAX_BYTES = 16 * 1024;

export function sendPush(
  target: PushTarget,
  keys: { p256dh: string; auth: string },
  payload: string,
  vapid: VapidKeys,
  options: SendOptions & { ttl: number; timeoutMs: number },
): Promise<{ statusCode: number }> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails({ endpoint: target.href, keys }, payload, {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: options.ttl,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    });
  } catch (error) {
    return Promise.reject(error);
  }
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        method: details.method,
        hostname: target.hostname,
        port: target.port,
        path: target.path,
        servername: target.hostname,
        headers: details.headers as Record<string, string | number>,
        timeout: options.timeoutMs,
        lookup: options.resolve ? makeEgressLookup(options.resolve) : egressLookup,
        ...(options.agent ? { agent: options.agent } : {}),
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (body.length < RESPONSE_MAX_BYTES) body += chunk.slice(0, RESPONSE_MAX_BYTES - body.length);
        });
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve({ statusCode: status });
          else {
            reject(
              new WebPushError('Received unexpected response code', status, response.headers as Record<string, string>, body, target.href),
            );
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('Socket timeout')));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}
