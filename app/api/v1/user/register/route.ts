import { register } from '@/lib/server/auth/register';
import { withRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { registerSchema } from '@/lib/validation/auth';

export const POST = handler(async ({ req, deviceId, ip, locale }) => {
  const input = await readJson(req, registerSchema);
  const session = await register(input, { deviceId, ip, locale, userAgent: req.headers.get('user-agent') });
  return withRenderCookie(req, ok(session), session.token);
});
