import { z } from '@/lib/zod';
import { logout } from '@/lib/server/auth/login';
import { tokenFromHeader } from '@/lib/server/auth/session';
import { withoutRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok } from '@/lib/server/http/route';

export const POST = handler(
  {
    summary: 'Revoke the token of this request; clears the render cookie',
    tags: ['User'],
    auth: 'signedIn',
    response: z.null(),
  },
  async ({ req }) => {
    await logout(tokenFromHeader(req.headers.get('authorization'))!);
    return withoutRenderCookie(req, ok(null));
  },
);
