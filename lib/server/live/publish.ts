import 'server-only';
import { sql } from 'drizzle-orm';
import { schema, type Db } from '@/lib/server/db';
import { insertOne } from '@/lib/server/db/rows';

type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type LiveTopic = `user:${number}` | `post:${number}` | `item:${number}`;
export type LiveKind = 'notification' | 'comment' | 'ladder' | (string & {});

/**
 * Writes a live event from code (the triggers of migration 0021 write notifications, comments and
 * ladder changes themselves). Pass the writing transaction: the event is then sent only if it
 * commits, and every instance's feed reads it from live_events.
 */
export async function publishLive(
  tx: Conn,
  event: { topic: LiveTopic; kind: LiveKind; payload: Record<string, unknown>; actorId?: number | null },
): Promise<number> {
  const row = await insertOne(
    tx,
    schema.liveEvents,
    { topic: event.topic, kind: event.kind, payload: event.payload, actorId: event.actorId ?? null },
    { id: schema.liveEvents.id },
  );
  await tx.execute(sql`select pg_notify('live_events', ${String(row.id)})`);
  return row.id;
}
