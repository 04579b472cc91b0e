import { withdraw } from '@/lib/server/auth/withdrawal';
import { withoutRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { withdrawSchema } from '@/lib/validation/auth';

export const POST = handler(
  async ({ req, viewer }) => {
    await readJson(req, withdrawSchema);
    await withdraw(viewer);
    return withoutRenderCookie(req, ok(null));
  },
  { auth: 'signedIn' },
);
