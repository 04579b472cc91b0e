import 'server-only';
import { flagged, screenText } from '@/lib/server/moderation/word-filter';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { insertOne } from '@/lib/server/db/rows';
import { AppError, Conflict } from '@/lib/server/http/errors';
import { getMe } from '@/lib/server/people/me';
import type { ConsentInput, registerSchema, sessionResult } from '@/lib/validation/auth';
import { violatedUniqueIndex } from './db-errors';
import { assertConsent, consentRecord } from './consent';
import { assertIdentifierFree, identifierInUse } from './identifiers';
import { rememberLoginSource } from './login';
import { hashPassword } from './password';
import { createSession } from './session';
import { consumeVerificationToken } from './verification';

type Ctx = { deviceId: string; ip: string; locale: Locale; userAgent?: string | null };

const nicknameInUse = () => new AppError('NICKNAME_IN_USE', 'This nickname is already in use');

// Two sign-ups racing for one e-mail, phone or nickname: the unique index decides, and the
// loser gets the same answer the pre-checks would have given.
function conflictError(error: unknown): AppError | null {
  const index = violatedUniqueIndex(error);
  if (index === 'users_email_uq') return identifierInUse('email');
  if (index === 'users_phone_uq') return identifierInUse('phone');
  if (index === 'users_nickname_uq') return nicknameInUse();
  return null;
}

export async function register(input: z.infer<typeof registerSchema>, ctx: Ctx): Promise<z.infer<typeof sessionResult>> {
  assertConsent(input, ctx.locale);
  const nickname = await screenedNickname(input.nickname, ctx.locale);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  let userId: number;
  try {
    // The token is spent in the same transaction, so a refused sign-up can be retried with it.
    userId = await db.transaction(async (tx) => {
      const { channel, destination } = await consumeVerificationToken(tx, input.verification_token, 'register');
      await assertIdentifierFree(tx, channel, destination);
      const user = await insertOne(
        tx,
        schema.users,
        {
          ...(channel === 'email' ? { email: destination } : { phone: destination }),
          passwordHash,
          nickname,
          locale: ctx.locale,
          ...consentRecord(),
        },
        { id: schema.users.id },
      );
      await rememberLoginSource(tx, user.id, ctx);
      return user.id;
    });
  } catch (error) {
    throw conflictError(error) ?? error;
  }
  const token = await createSession(userId, ctx.deviceId, ctx.userAgent);
  return { token, user: await getMe(userId, ctx.locale), needs_nickname: false };
}

/** The word filter on a nickname: any match refuses (a name cannot wait hidden, nor be shown with ※). */
async function screenedNickname(nickname: string, locale: Locale): Promise<string> {
  return (await screenText({ nickname }, { hold: 'refuse', locale, strictFields: ['nickname'] })).values.nickname;
}

/** Whether a nickname can be taken: free (case-insensitively) and not refused by the word filter. */
export async function nicknameAvailability(
  nickname: string,
  exceptUserId?: number,
): Promise<{ available: boolean; reason?: 'taken' | 'bannedWord' }> {
  if (await flagged(nickname)) return { available: false, reason: 'bannedWord' };
  return (await isNicknameAvailable(nickname, exceptUserId)) ? { available: true } : { available: false, reason: 'taken' };
}

export async function isNicknameAvailable(nickname: string, exceptUserId?: number): Promise<boolean> {
  const db = await getDb();
  const [hit] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(
      and(
        eq(sql`lower(${schema.users.nickname})`, nickname.toLowerCase()),
        exceptUserId === undefined ? undefined : ne(schema.users.id, exceptUserId),
      ),
    )
    .limit(1);
  return !hit;
}

/**
 * `PUT /v1/user/nickname/`: names an account that has no nickname yet (after a first social
 * login), once, and records the sign-up's two required consents, which this step asks for (a
 * social sign-up has no other). Changing an existing nickname goes through the profile edit, with
 * its limits; here it is refused with 409 / 1500. The `nickname is null` condition makes two
 * racing calls name the account once.
 */
export async function setNickname(userId: number, input: { nickname: string } & ConsentInput, locale: Locale) {
  assertConsent(input, locale);
  const nickname = await screenedNickname(input.nickname, locale);
  const db = await getDb();
  let named: { id: number }[];
  try {
    named = await db
      .update(schema.users)
      .set({ nickname, ...consentRecord(), updatedAt: sql`now()` })
      .where(and(eq(schema.users.id, userId), isNull(schema.users.nickname)))
      .returning({ id: schema.users.id });
  } catch (error) {
    throw conflictError(error) ?? error;
  }
  if (named.length === 0) throw Conflict('The nickname is already set; change it in the profile');
  return getMe(userId, locale);
}
