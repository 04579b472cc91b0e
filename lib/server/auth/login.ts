import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { AppError, Suspended } from '@/lib/server/http/errors';
import { consumeAll } from '@/lib/server/rate-limit';
import { getMe } from '@/lib/server/users/me';
import { normaliseIdentifier, type LoginInput } from '@/lib/validation/auth';
import { verifyPassword } from './password';
import { createSession, hashToken } from './session';

const FIFTEEN_MINUTES = 15 * 60;

export async function loginWithPassword(input: LoginInput, ctx: { deviceId: string; ip: string; locale: Locale; userAgent?: string | null }) {
  const id = normaliseIdentifier(input.identifier);
  if (!id) throw new AppError('VALIDATION', 'Enter an e-mail address or a phone number', { identifier: ['invalid'] });
  await consumeAll([
    { key: `login:ip:${ctx.ip}`, max: 30, windowSeconds: FIFTEEN_MINUTES },
    { key: `login:id:${id.value}`, max: 10, windowSeconds: FIFTEEN_MINUTES },
  ]);
  const db = await getDb();
  const [user] = await db
    .select()
    .from(schema.users)
    .where(id.kind === 'email' ? eq(sql`lower(${schema.users.email})`, id.value) : eq(schema.users.phone, id.value))
    .limit(1);
  if (!user || user.status === 'withdrawn') {
    throw new AppError('UNREGISTERED_IDENTIFIER', 'No account uses this e-mail or phone number');
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw new AppError('INVALID_CREDENTIALS', 'The e-mail, phone number or password is wrong');
  }
  if (user.status === 'suspended' && (!user.suspendedUntil || user.suspendedUntil.getTime() > Date.now())) {
    throw Suspended(user.suspendedUntil);
  }
  const token = await createSession(user.id, ctx.deviceId, ctx.userAgent);
  return { token, user: await getMe(user.id, ctx.locale) };
}

export async function logout(token: string) {
  const db = await getDb();
  await db
    .update(schema.sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.sessions.tokenHash, hashToken(token)), isNull(schema.sessions.revokedAt)));
}
