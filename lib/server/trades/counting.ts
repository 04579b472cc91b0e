import 'server-only';
import { and, eq, gte, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { WEB_DEVICE_ID } from '@/lib/constants';
import type { Conn } from '@/lib/server/audit/log';
import { limitKey } from '@/lib/server/auth/identifiers';
import { getDb, schema } from '@/lib/server/db';
import { UNKNOWN_CLIENT } from '@/lib/server/http/client';
import { TRADE_NEW_ACCOUNT_DAYS, TRADE_NEW_MIN_COMPLETED } from '@/lib/validation/trades';

// Which completed trades count towards an item's price history and a member's reputation
// (README "Trades" and "Prices and price alerts"). Judged once, when the trade completes, and kept
// on the trade (trades.excluded_reason) and its price row:
//   shared_device  — the two accounts have a device id in common: an app device id of any of their
//                    sessions, or a `d:` sign-in source;
//   shared_address — the two accounts have a client address in common: a password sign-in's `a:`
//                    source, or the address a step of any of their trades came from (the address the
//                    server works out, never a header the client writes);
//   new_trader     — either side is not yet established: younger than TRADE_NEW_ACCOUNT_DAYS, or
//                    fewer than TRADE_NEW_MIN_COMPLETED completed trades with distinct partners
//                    (trades excluded for a shared device or address do not make partners).
// An excluded trade is still a completed trade for its two sides (wish lists, reviews, history).

export const TRADE_EXCLUSIONS = ['shared_device', 'shared_address', 'new_trader'] as const;
export type TradeExclusion = (typeof TRADE_EXCLUSIONS)[number];

const { trades, tradeEvents, sessions, loginSources, users } = schema;
const DAY_MS = 86_400_000;
/** How far back the addresses of trade steps are compared. */
export const TRADE_ADDRESS_DAYS = 90;

/** A trade step's source as stored on trade_events: the hashed address, or null when it is unknown. */
export function addressSource(ip: string | null | undefined): string | null {
  if (!ip || ip === UNKNOWN_CLIENT) return null;
  return limitKey('a', ip);
}

const UNKNOWN_SOURCE = limitKey('a', UNKNOWN_CLIENT);

/** Device ids (hashed as in login_sources) of a member's sessions and sign-ins; the browser's shared `web` id proves nothing. */
async function devicesOf(userId: number, db: Conn): Promise<Set<string>> {
  const [sessionRows, sourceRows] = await Promise.all([
    db
      .selectDistinct({ deviceId: sessions.deviceId })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.deviceId, WEB_DEVICE_ID))),
    db
      .select({ source: loginSources.source })
      .from(loginSources)
      .where(and(eq(loginSources.userId, userId), sql`${loginSources.source} like 'd:%'`)),
  ]);
  return new Set([...sessionRows.map((r) => limitKey('d', r.deviceId)), ...sourceRows.map((r) => r.source)]);
}

/** Whether the two accounts have an app device id in common (sessions or sign-in sources). */
export async function shareDevice(a: number, b: number, conn?: Conn): Promise<boolean> {
  const db = conn ?? (await getDb());
  const [mine, theirs] = await Promise.all([devicesOf(a, db), devicesOf(b, db)]);
  for (const d of mine) if (theirs.has(d)) return true;
  return false;
}

/** Hashed client addresses a member signed in or took a trade step from (the last TRADE_ADDRESS_DAYS for steps). */
async function addressesOf(userId: number, db: Conn, now: Date): Promise<Set<string>> {
  const [steps, signIns] = await Promise.all([
    db
      .selectDistinct({ source: tradeEvents.source })
      .from(tradeEvents)
      .where(
        and(
          eq(tradeEvents.actorId, userId),
          isNotNull(tradeEvents.source),
          gte(tradeEvents.createdAt, new Date(now.getTime() - TRADE_ADDRESS_DAYS * DAY_MS)),
        ),
      ),
    db
      .select({ source: loginSources.source })
      .from(loginSources)
      .where(and(eq(loginSources.userId, userId), sql`${loginSources.source} like 'a:%'`, ne(loginSources.source, UNKNOWN_SOURCE))),
  ]);
  return new Set([...steps.map((r) => r.source!), ...signIns.map((r) => r.source)]);
}

/** Whether the two accounts signed in or took trade steps from one client address. */
export async function shareAddress(a: number, b: number, conn?: Conn, now = new Date()): Promise<boolean> {
  const db = conn ?? (await getDb());
  const [mine, theirs] = await Promise.all([addressesOf(a, db, now), addressesOf(b, db, now)]);
  for (const s of mine) if (theirs.has(s)) return true;
  return false;
}

/** Distinct partners of a member's completed trades, leaving out trades excluded for a shared device or address. */
export async function distinctPartners(userId: number, conn?: Conn): Promise<number> {
  const db = conn ?? (await getDb());
  const [row] = await db
    .select({
      n: sql<number>`count(distinct case when ${trades.proposerId} = ${userId} then ${trades.recipientId} else ${trades.proposerId} end)::int`,
    })
    .from(trades)
    .where(
      and(
        eq(trades.status, 'completed'),
        or(eq(trades.proposerId, userId), eq(trades.recipientId, userId)),
        or(isNull(trades.excludedReason), eq(trades.excludedReason, 'new_trader')),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Established: old enough and with enough distinct partners for their trades to count. */
export async function isEstablished(userId: number, conn?: Conn, now = new Date()): Promise<boolean> {
  const db = conn ?? (await getDb());
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!user || now.getTime() - user.createdAt.getTime() < TRADE_NEW_ACCOUNT_DAYS * DAY_MS) return false;
  return (await distinctPartners(userId, db)) >= TRADE_NEW_MIN_COMPLETED;
}

/** Why a trade between these two members would not count, or null when it counts. Run before it is marked completed. */
export async function exclusionOf(proposerId: number, recipientId: number, conn: Conn, now = new Date()): Promise<TradeExclusion | null> {
  if (await shareDevice(proposerId, recipientId, conn)) return 'shared_device';
  if (await shareAddress(proposerId, recipientId, conn, now)) return 'shared_address';
  const established = await Promise.all([isEstablished(proposerId, conn, now), isEstablished(recipientId, conn, now)]);
  return established.every(Boolean) ? null : 'new_trader';
}

/** Condition on `trades`: the completed trades that count (no exclusion). */
export const countedTrade = () => and(eq(trades.status, 'completed'), isNull(trades.excludedReason));
