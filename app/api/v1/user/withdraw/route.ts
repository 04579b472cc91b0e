import { withdraw } from '@/lib/server/auth/withdrawal';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { withdrawSchema } from '@/lib/validation/auth';

export const POST = handler(
  async ({ req, viewer }) => {
    await readJson(req, withdrawSchema);
    await withdraw(viewer);
    return ok(null);
  },
  { auth: 'signedIn' },
);
