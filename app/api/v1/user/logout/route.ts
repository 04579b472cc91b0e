import { logout } from '@/lib/server/auth/login';
import { tokenFromHeader } from '@/lib/server/auth/session';
import { withoutRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok } from '@/lib/server/http/route';

export const POST = handler(
  async ({ req }) => {
    await logout(tokenFromHeader(req.headers.get('authorization'))!);
    return withoutRenderCookie(req, ok(null));
  },
  { auth: 'signedIn' },
);
