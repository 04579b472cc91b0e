import 'server-only';
import { TOKEN_COOKIE } from '@/lib/constants';
import { SESSION_MAX_DAYS } from '@/lib/server/auth/session';

// The session token as an HttpOnly cookie, read only by server rendering (pageViewer) so that
// signed-in pages arrive rendered. The API never reads it: it authenticates by the header alone,
// so the cookie adds no cross-site request risk.
function cookie(value: string, maxAge: number, secure: boolean): string {
  return [`${TOKEN_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

const isSecure = (req: Request) => new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';

export function withRenderCookie(req: Request, res: Response, token: string): Response {
  res.headers.append('Set-Cookie', cookie(token, SESSION_MAX_DAYS * 86_400, isSecure(req)));
  return res;
}

export function withoutRenderCookie(req: Request, res: Response): Response {
  res.headers.append('Set-Cookie', cookie('', 0, isSecure(req)));
  return res;
}
