import { register } from '@/lib/server/auth/register';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { registerSchema } from '@/lib/validation/auth';

export const POST = handler(async ({ req, deviceId, locale }) => {
  const input = await readJson(req, registerSchema);
  return ok(await register(input, { deviceId, locale, userAgent: req.headers.get('user-agent') }));
});
