import { loginWithPassword } from '@/lib/server/auth/login';
import { withRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { loginSchema } from '@/lib/validation/auth';

export const POST = handler(async ({ req, deviceId, ip, locale }) => {
  const input = await readJson(req, loginSchema);
  const session = await loginWithPassword(input, { deviceId, ip, locale, userAgent: req.headers.get('user-agent') });
  return withRenderCookie(req, ok(session), session.token);
});
