import { loginWithApple } from '@/lib/server/auth/social/login';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { appleLoginSchema } from '@/lib/validation/auth';

export const POST = handler(async ({ req, deviceId, ip, locale }) => {
  const input = await readJson(req, appleLoginSchema);
  return ok(await loginWithApple(input, { deviceId, ip, locale, userAgent: req.headers.get('user-agent') }));
});
