import { loginWithApple } from '@/lib/server/auth/social/login';
import { withRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { appleLoginSchema } from '@/lib/validation/auth';

export const POST = handler(async ({ req, deviceId, ip, locale }) => {
  const input = await readJson(req, appleLoginSchema);
  const session = await loginWithApple(input, { deviceId, ip, locale, userAgent: req.headers.get('user-agent') });
  return withRenderCookie(req, ok(session), session.token);
});
