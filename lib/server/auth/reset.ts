import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/http/errors';
import type { resetPasswordSchema } from '@/lib/validation/auth';
import { findAccount } from './identifiers';
import { clearLoginFailures } from './login';
import { hashPassword } from './password';
import { revokeSessions } from './session';
import { consumeVerificationToken } from './verification';

// Sets the new password, signs out every device and lifts the login delay: whoever proved
// they own the e-mail or phone is the owner, whatever an attacker did to the password tries.
export async function resetPassword(input: z.infer<typeof resetPasswordSchema>) {
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { channel, destination } = await consumeVerificationToken(tx, input.verification_token, 'reset');
    const account = await findAccount(tx, channel, destination);
    if (!account) throw new AppError('VERIFICATION_REQUIRED', 'The account no longer exists');
    await tx
      .update(schema.users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(schema.users.id, account.id));
    await revokeSessions(tx, account.id);
    await clearLoginFailures(tx, account.id);
  });
}
