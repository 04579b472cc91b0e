import { resetPassword } from '@/lib/server/auth/reset';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { resetPasswordSchema } from '@/lib/validation/auth';

export const POST = handler(async ({ req }) => {
  await resetPassword(await readJson(req, resetPasswordSchema));
  return ok(null);
});
