import { closeDb } from '@/lib/server/db';
import { POST as login } from '@/app/api/v1/user/login/community/route';
import { POST as logout } from '@/app/api/v1/user/logout/route';
import { GET as me } from '@/app/api/v1/user/route';
import { POST as withdraw } from '@/app/api/v1/user/withdraw/route';
import { post, registerAccount } from '@/test/accounts';
import { callRoute } from '@/test/call-route';
import { DELETE, PUT } from './route';

afterAll(() => closeDb());

const renderCookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('slime_token='));

it('sign-up and sign-in set the HttpOnly render cookie with the session token; sign-out clears it', async () => {
  const account = await registerAccount('email', 'render-cookie@example.com', '쿠키슬라임');
  const signIn = await callRoute(
    login,
    '/api/v1/user/login/community/',
    post({ identifier: 'render-cookie@example.com', password: 'slime123!' }),
  );
  expect(signIn.status).toBe(200);
  const cookie = renderCookie(signIn.headers)!;
  expect(cookie).toContain(`slime_token=${signIn.body.data.token};`);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  expect(cookie).toMatch(/Path=\//);
  expect(cookie).toMatch(/Max-Age=7776000/);
  expect(cookie).not.toMatch(/Secure/);
  expect(account.token).not.toBe(signIn.body.data.token);

  const out = await callRoute(logout, '/api/v1/user/logout/', {
    method: 'POST',
    headers: { authorization: `Token ${signIn.body.data.token}` },
  });
  expect(out.status).toBe(200);
  expect(renderCookie(out.headers)).toMatch(/^slime_token=; Path=\/; Max-Age=0/);
});

it('is Secure behind https', async () => {
  const { token } = await registerAccount('email', 'render-cookie-tls@example.com', '보안슬라임');
  const res = await PUT(
    new Request('https://slime.example/api/v1/user/render-cookie/', { method: 'PUT', headers: { authorization: `Token ${token}` } }),
    {
      params: Promise.resolve({}),
    },
  );
  expect(res.status).toBe(200);
  expect(renderCookie(res.headers)).toMatch(/; Secure$/);
});

it('PUT restores the cookie from the token header only; a guest or a revoked token gets none', async () => {
  const { token } = await registerAccount('email', 'render-cookie-restore@example.com', '복원슬라임');
  const restored = await callRoute(PUT, '/api/v1/user/render-cookie/', { method: 'PUT', headers: { authorization: `Token ${token}` } });
  expect(restored.status).toBe(200);
  expect(renderCookie(restored.headers)).toContain(`slime_token=${token};`);

  const guest = await callRoute(PUT, '/api/v1/user/render-cookie/', { method: 'PUT' });
  expect(guest.status).toBe(401);
  expect(renderCookie(guest.headers)).toBeUndefined();

  // A forged cookie is not a token: the API authenticates by the header alone.
  const cookieOnly = await callRoute(me, '/api/v1/user/', { headers: { cookie: `slime_token=${token}` } });
  expect(cookieOnly.status).toBe(401);

  await callRoute(logout, '/api/v1/user/logout/', { method: 'POST', headers: { authorization: `Token ${token}` } });
  const revoked = await callRoute(PUT, '/api/v1/user/render-cookie/', { method: 'PUT', headers: { authorization: `Token ${token}` } });
  expect(revoked.status).toBe(401);
  expect(renderCookie(revoked.headers)).toBeUndefined();
});

it('DELETE clears it for anyone, and withdrawal clears it', async () => {
  const cleared = await callRoute(DELETE, '/api/v1/user/render-cookie/', { method: 'DELETE' });
  expect(cleared.status).toBe(200);
  expect(renderCookie(cleared.headers)).toMatch(/Max-Age=0/);

  const { token } = await registerAccount('email', 'render-cookie-leave@example.com', '탈퇴슬라임');
  const gone = await callRoute(withdraw, '/api/v1/user/withdraw/', {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ confirm: true }),
  });
  expect(gone.status).toBe(200);
  expect(renderCookie(gone.headers)).toMatch(/Max-Age=0/);
});
