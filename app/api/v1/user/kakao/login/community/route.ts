import { loginWithKakao } from '@/lib/server/auth/social/login';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { kakaoLoginSchema } from '@/lib/validation/auth';

export const POST = handler(async ({ req, deviceId, ip, locale }) => {
  const input = await readJson(req, kakaoLoginSchema);
  return ok(await loginWithKakao(input, { deviceId, ip, locale, userAgent: req.headers.get('user-agent') }));
});
