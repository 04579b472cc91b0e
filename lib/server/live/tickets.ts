import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { hashToken, sessionIsLive } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/http/errors';
import { consume } from '@/lib/server/rate-limit';
import { liveConfig } from './config';

// An EventSource cannot send the token header: the page asks for a ticket with it, then opens the
// stream with the ticket in the URL. A ticket is random, stored hashed like a session token, opens
// one stream within a minute, and is then gone, so one leaked through a log or Referer is useless.
// It belongs to the session that asked for it: once that session is signed out (revoked), expired
// or gone, the ticket opens nothing, and streams it opened end (sessions.ts).

// A page reconnecting on a flaky network asks for one each time; a script asking thousands is not a page.
const TICKET_LIMIT = (userId: number) => ({ key: `live-ticket:${userId}`, max: 60, windowSeconds: 60 });

export type LiveTicket = { ticket: string; expires_at: string };

export async function issueLiveTicket(viewer: { id: number; sessionId: number }): Promise<LiveTicket> {
  const userId = viewer.id;
  await consume(TICKET_LIMIT(userId));
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + liveConfig.ticketSeconds * 1000);
  const db = await getDb();
  await db.insert(schema.liveTickets).values({ tokenHash: hashToken(ticket), userId, sessionId: viewer.sessionId, expiresAt });
  return { ticket, expires_at: expiresAt.toISOString() };
}

export const invalidTicket = () => new AppError('INVALID_TOKEN', 'The live ticket is invalid, used or expired: ask for a new one');

export type TicketHolder = { userId: number; sessionId: number };

/**
 * The member and session a ticket was issued to, without spending it; 401 / 1101 when it is
 * unknown, spent or expired, or its session was signed out, has expired or is gone.
 */
export async function liveTicketHolder(ticket: string): Promise<TicketHolder> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) throw invalidTicket();
  const db = await getDb();
  const [row] = await db
    .select({ userId: schema.liveTickets.userId, sessionId: schema.sessions.id })
    .from(schema.liveTickets)
    .innerJoin(schema.users, eq(schema.users.id, schema.liveTickets.userId))
    .innerJoin(
      schema.sessions,
      and(eq(schema.sessions.id, schema.liveTickets.sessionId), eq(schema.sessions.userId, schema.liveTickets.userId)),
    )
    .where(
      and(
        eq(schema.liveTickets.tokenHash, hashToken(ticket)),
        gt(schema.liveTickets.expiresAt, sql`now()`),
        ne(schema.users.status, 'withdrawn'),
        sessionIsLive(),
      ),
    )
    .limit(1);
  if (!row) throw invalidTicket();
  return row;
}

/** Spends a ticket: the member and session it was issued to, or 401 / 1101 as liveTicketHolder refuses. */
export async function redeemLiveTicket(ticket: string): Promise<TicketHolder> {
  const holder = await liveTicketHolder(ticket);
  const userId = holder.userId;
  const db = await getDb();
  const [row] = await db
    .delete(schema.liveTickets)
    .where(and(eq(schema.liveTickets.tokenHash, hashToken(ticket)), gt(schema.liveTickets.expiresAt, sql`now()`)))
    .returning({ userId: schema.liveTickets.userId });
  // Two streams opened with one ticket at once: the first delete wins.
  if (row?.userId !== userId) throw invalidTicket();
  return holder;
}

/** Housekeeping: tickets nobody spent, and events older than the resume window. */
export async function purgeLive(): Promise<void> {
  const db = await getDb();
  await db.delete(schema.liveTickets).where(lt(schema.liveTickets.expiresAt, sql`now()`));
  await db
    .delete(schema.liveEvents)
    .where(lt(schema.liveEvents.createdAt, sql`now() - make_interval(mins => ${liveConfig.resumeMinutes})`));
}
