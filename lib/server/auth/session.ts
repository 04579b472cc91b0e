import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { AppError, Forbidden, Suspended, Unauthenticated } from '@/lib/server/http/errors';

export type Viewer = {
  id: number;
  uuid: string;
  nickname: string | null;
  role: 'member' | 'admin';
  status: 'active' | 'suspended' | 'withdrawn';
  suspendedUntil: Date | null;
  sessionId: number;
};

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
      sessionId: schema.sessions.id,
    })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(and(eq(schema.sessions.tokenHash, hashToken(token)), isNull(schema.sessions.revokedAt)))
    .limit(1);
  if (!row || row.status === 'withdrawn') return null;
  // A suspension whose end date has passed no longer applies.
  if (row.status === 'suspended' && row.suspendedUntil && row.suspendedUntil.getTime() <= Date.now()) {
    return { ...row, status: 'active' };
  }
  return row;
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
  if (viewer.status === 'suspended') throw Suspended(viewer.suspendedUntil);
  if (level === 'admin' && viewer.role !== 'admin') throw Forbidden('Administrators only');
  return viewer;
}
