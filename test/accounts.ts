import { desc, eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { settleDeliveries } from '@/lib/server/messaging';
import { POST as register } from '@/app/api/v1/user/register/route';
import { POST as send } from '@/app/api/v1/user/verification/send/route';
import { POST as verify } from '@/app/api/v1/user/verification/verify/route';
import { callRoute } from './call-route';
import { clientHeader } from '@/lib/server/http/client';

type Purpose = 'register' | 'reset';
type Channel = 'email' | 'phone';

// A fresh client address per request unless a test sets one, so the per-IP limits stay out of the way.
const anyIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

export const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...clientHeader(anyIp()), ...headers },
  body: JSON.stringify(body),
});

export const sendCode = (purpose: Purpose, channel: Channel, destination: string, headers?: Record<string, string>) =>
  callRoute(send, '/api/v1/user/verification/send/', post({ purpose, channel, destination }, headers));

export const verifyCode = (purpose: Purpose, channel: Channel, destination: string, code: string) =>
  callRoute(verify, '/api/v1/user/verification/verify/', post({ purpose, channel, destination, code }));

// The code of the newest development-outbox message to a destination.
export async function codeFromOutbox(destination: string): Promise<string> {
  await settleDeliveries();
  const db = await getDb();
  const [message] = await db
    .select()
    .from(schema.outboxMessages)
    .where(eq(schema.outboxMessages.destination, destination))
    .orderBy(desc(schema.outboxMessages.id))
    .limit(1);
  const code = /\b(\d{4})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`No code in the outbox for ${destination}`);
  return code;
}

// Lets a test send again at once, as if the 30-second resend cooldown had passed.
export async function skipCooldown() {
  const db = await getDb();
  await db.update(schema.verificationCodes).set({ createdAt: new Date(Date.now() - 60_000) });
}

export async function verificationToken(purpose: Purpose, channel: Channel, destination: string) {
  const sent = await sendCode(purpose, channel, destination);
  if (sent.status !== 200) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  const stored = channel === 'email' ? destination.toLowerCase() : destination;
  const verified = await verifyCode(purpose, channel, destination, await codeFromOutbox(stored));
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body.data.verification_token as string;
}

export async function registerAccount(channel: Channel, destination: string, nickname: string, password = 'slime123!') {
  const token = await verificationToken('register', channel, destination);
  const res = await callRoute(
    register,
    '/api/v1/user/register/',
    post(
      { verification_token: token, password, password_confirm: password, nickname, agree_terms: true, agree_privacy: true },
      { 'x-device-id': 'test-device' },
    ),
  );
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { token: string; user: { id: number; nickname: string } };
}
