import 'server-only';
import { desc, lt } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { serverConfig } from '@/lib/server/config';
import { NotFound } from '@/lib/server/http/errors';
import type { Viewer } from '@/lib/server/auth/session';
import type { OutgoingMessage } from './types';

const OUTBOX_LIST_SIZE = 50;

export async function writeOutbox(message: OutgoingMessage) {
  const db = await getDb();
  await db.insert(schema.outboxMessages).values({
    channel: message.channel,
    destination: message.to,
    subject: message.subject,
    body: message.text,
  });
}

// The development outbox holds everyone's codes, reset codes included: only an active
// administrator sees it, and it does not exist in production. To anyone else it is not there (404).
export async function listOutbox(viewer: Viewer | null) {
  if (serverConfig.appEnv === 'production' || viewer?.role !== 'admin' || viewer.status === 'suspended') throw NotFound();
  const db = await getDb();
  const rows = await db.select().from(schema.outboxMessages).orderBy(desc(schema.outboxMessages.id)).limit(OUTBOX_LIST_SIZE);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    destination: row.destination,
    subject: row.subject,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function pruneOutbox(before: Date) {
  const db = await getDb();
  await db.delete(schema.outboxMessages).where(lt(schema.outboxMessages.createdAt, before));
}
