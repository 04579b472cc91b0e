import 'server-only';
import { serverConfig } from '@/lib/server/config';
import { AppError } from '@/lib/server/http/errors';
import { sendMail } from './mail';
import { writeOutbox } from './outbox';
import { webhookSmsProvider } from './sms';
import type { Channel, OutgoingMessage } from './types';

export type { Channel, OutgoingMessage } from './types';

type Route = 'smtp' | 'sms-webhook' | 'outbox';

function routeFor(channel: Channel): Route | null {
  if (channel === 'email' && serverConfig.smtpUrl) return 'smtp';
  if (channel === 'phone' && serverConfig.smsWebhookUrl) return 'sms-webhook';
  return serverConfig.appEnv === 'production' ? null : 'outbox';
}

const sendFailed = () => new AppError('CODE_SEND_FAILED', 'The code could not be sent');

/** Whether codes on this channel go to the development outbox (a demo server without a provider). */
export function deliversToOutbox(channel: Channel): boolean {
  return routeFor(channel) === 'outbox';
}

// Throws 2010 at once when nothing can deliver on this channel (production without a provider).
export function assertCanDeliver(channel: Channel) {
  if (!routeFor(channel)) throw sendFailed();
}

export async function deliver(message: OutgoingMessage): Promise<void> {
  const route = routeFor(message.channel);
  if (!route) throw sendFailed();
  try {
    if (route === 'smtp') await sendMail(serverConfig.smtpUrl!, message.to, message.subject, message.text);
    else if (route === 'sms-webhook') await webhookSmsProvider(serverConfig.smsWebhookUrl!).send(message.to, message.text);
    else await writeOutbox(message);
  } catch (error) {
    console.error(`[messaging] ${route} delivery to ${message.channel} failed`, error);
    throw sendFailed();
  }
}

const inFlight = new Set<Promise<void>>();

// For answers that must not wait on (or reveal) the delivery: failures are logged only.
export function deliverInBackground(message: OutgoingMessage) {
  const task = deliver(message)
    .catch(() => undefined)
    .finally(() => inFlight.delete(task));
  inFlight.add(task);
}

// Lets tests (and a graceful shutdown) wait for background deliveries.
export async function settleDeliveries() {
  while (inFlight.size) await Promise.all([...inFlight]);
}
