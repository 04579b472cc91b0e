import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '@/lib/server/db';
import { AppError, Forbidden, Suspended, Unauthenticated } from '@/lib/server/http/errors';
import type { z } from 'zod';
import type { sessionSchema } from '@/lib/validation/auth';

export type Viewer = {
  id: number;
  uuid: string;
  nickname: string | null;
  role: 'member' | 'admin';
  status: 'active' | 'suspended' | 'withdrawn';
  suspendedUntil: Date | null;
  suspensionReason: string | null;
  sessionId: number;
};

const LAST_USED_PRECISION_MS = 60_000;
// However active, a session ends this long after its sign-in (README "Accounts"): a stolen token
// does not live forever, and the member signs in again.
export const SESSION_MAX_DAYS = 90;

/** A session that still signs its member in: not signed out, and younger than SESSION_MAX_DAYS. */
export const sessionIsLive = () =>
  and(isNull(schema.sessions.revokedAt), gt(schema.sessions.createdAt, sql`now() - make_interval(days => ${SESSION_MAX_DAYS})`));

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(userId: number, deviceId: string, userAgent?: string | null) {
  const token = randomBytes(32).toString('base64url');
  const db = await getDb();
  await db.insert(schema.sessions).values({
    userId,
    tokenHash: hashToken(token),
    deviceId: deviceId.slice(0, 128) || 'web',
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function viewerFromToken(token: string | null | undefined): Promise<Viewer | null> {
  if (!token) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: schema.users.id,
      uuid: schema.users.uuid,
      nickname: schema.users.nickname,
      role: schema.users.role,
      status: schema.users.status,
      suspendedUntil: schema.users.suspendedUntil,
      suspensionReason: schema.users.suspensionReason,
      sessionId: schema.sessions.id,
      lastUsedAt: schema.sessions.lastUsedAt,
    })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(and(eq(schema.sessions.tokenHash, hashToken(token)), sessionIsLive()))
    .limit(1);
  if (!row || row.status === 'withdrawn') return null;
  const { lastUsedAt, ...viewer } = row;
  // At most one write a minute per session, whatever the request rate.
  if (Date.now() - lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db
      .update(schema.sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(schema.sessions.id, viewer.sessionId),
          lt(schema.sessions.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_PRECISION_MS / 1000})`),
        ),
      );
  }
  // A suspension whose end date has passed no longer applies.
  if (viewer.status === 'suspended' && viewer.suspendedUntil && viewer.suspendedUntil.getTime() <= Date.now()) {
    return { ...viewer, status: 'active' };
  }
  return viewer;
}

export function tokenFromHeader(header: string | null): string | null {
  if (!header) return null;
  const match = /^Token\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export type AuthLevel = 'optional' | 'signedIn' | 'member' | 'admin';

export async function authenticate(header: string | null, level: AuthLevel): Promise<Viewer | null> {
  const token = tokenFromHeader(header);
  const viewer = await viewerFromToken(token);
  if (token && !viewer && level !== 'optional') throw new AppError('INVALID_TOKEN', 'Invalid or expired token');
  if (level === 'optional') return viewer;
  if (!viewer) throw Unauthenticated();
  if (level === 'signedIn') return viewer;
  if (viewer.status === 'suspended') throw Suspended(viewer.suspendedUntil, viewer.suspensionReason);
  if (level === 'admin' && viewer.role !== 'admin') throw Forbidden('Administrators only');
  return viewer;
}

// Revokes the account's live sessions, except one when given; answers how many.
export async function revokeSessions(db: Db, userId: number, exceptSessionId?: number): Promise<number> {
  const revoked = await db
    .update(schema.sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(schema.sessions.userId, userId),
        isNull(schema.sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(schema.sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: schema.sessions.id });
  return revoked.length;
}

export async function logoutOthers(viewer: Viewer): Promise<{ revoked: number }> {
  return { revoked: await revokeSessions(await getDb(), viewer.id, viewer.sessionId) };
}

export async function listSessions(viewer: Viewer): Promise<z.infer<typeof sessionSchema>[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(schema.sessions)
    .where(and(eq(schema.sessions.userId, viewer.id), sessionIsLive()))
    .orderBy(desc(schema.sessions.lastUsedAt), desc(schema.sessions.id));
  return rows.map((s) => ({
    id: s.id,
    device_id: s.deviceId,
    user_agent: s.userAgent,
    created_at: s.createdAt.toISOString(),
    last_used_at: s.lastUsedAt.toISOString(),
    current: s.id === viewer.sessionId,
  }));
}
