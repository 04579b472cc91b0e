import { z } from '@/lib/zod';
import { tokenFromHeader } from '@/lib/server/auth/session';
import { withoutRenderCookie, withRenderCookie } from '@/lib/server/http/render-cookie';
import { handler, ok } from '@/lib/server/http/route';

// A browser signed in before the render cookie existed, or one that lost its cookies, gets it
// back from the token it holds.
export const PUT = handler(
  {
    summary:
      'Set the HttpOnly render cookie (slime_token) from the token of this request. Server rendering reads it to render signed-in pages; the API never does.',
    tags: ['User'],
    auth: 'signedIn',
    response: z.null(),
  },
  async ({ req }) => withRenderCookie(req, ok(null), tokenFromHeader(req.headers.get('authorization'))!),
);

export const DELETE = handler({ summary: 'Clear the render cookie', tags: ['User'], response: z.null() }, async ({ req }) =>
  withoutRenderCookie(req, ok(null)),
);
