import { expect, test } from './fixtures';
import koAuth from '../messages/ko/auth.json';

// Hardening checks, against the production server (scripts/server.mjs). The journeys' server
// trusts only the loopback proxy (TRUSTED_PROXIES=127.0.0.1,::1), so the right-most
// X-Forwarded-For entry is the client and everything left of it is whatever a client wrote.
// Server behaviour: it runs once, in the desktop project (playwright.config.ts).

test.describe.configure({ mode: 'serial' });

const failLogin = (request: import('@playwright/test').APIRequestContext, forwardedFor: string) =>
  request.post('/api/v1/user/login/community/', {
    data: { identifier: 'nobody-here@example.com', password: 'wrong-pass-1!' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

test('a forged X-Forwarded-For does not escape the per-address login limit, nor lock out another address', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) statuses.push((await failLogin(request, `${i}.${i}.${i}.${i}, 198.51.100.77`)).status());
  expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
  const refused = await failLogin(request, '203.0.113.200, 198.51.100.77');
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  // The victim whose address the attacker wrote on the left is not locked out.
  expect((await failLogin(request, '198.51.100.78')).status()).toBe(400);
  const demo = await request.post('/api/v1/user/login/community/', {
    data: { identifier: 'demo@example.com', password: 'demo1234!' },
    headers: { 'x-forwarded-for': '198.51.100.77, 198.51.100.79' },
  });
  expect(demo.status()).toBe(200);
});

test('code sends to many destinations from one address stop at the per-address limit', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const res = await request.post('/api/v1/user/verification/send/', {
      data: { purpose: 'register', channel: 'phone', destination: `+8210555${String(70000 + i)}` },
      headers: { 'x-forwarded-for': `10.${i}.0.1, 198.51.100.90` },
    });
    statuses.push(res.status());
  }
  expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
});

test('security headers on pages, API answers, static files and the HTML 404 under /api', async ({ request }) => {
  const page = await request.get('/community');
  expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  for (const path of ['/community', '/api/v1/community/categories/', '/art/og-default.png', '/api/no-such-thing', '/robots.txt']) {
    const res = await request.get(path, { headers: { accept: 'text/html' } });
    const headers = res.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
  // HSTS only when our proxy says the client came over HTTPS.
  const https = await request.get('/community', { headers: { 'x-forwarded-proto': 'https' } });
  expect(https.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
});

test('the development outbox is not there for a guest', async ({ request }) => {
  const res = await request.get('/api/dev/outbox/');
  expect(res.status()).toBe(404);
  expect((await res.json()).code).toBe(1400);
});

test('forms run without a CSP eval violation (zod is jitless)', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto('/register');
  await page.getByRole('checkbox', { name: koAuth.register.consent.all }).check();
  await page.getByRole('button', { name: koAuth.register.method.email }).click();
  await page.getByLabel(koAuth.register.email.label).fill('not-an-email');
  await page.getByRole('button', { name: koAuth.register.code.request }).click();
  await expect(page.getByText(koAuth.validation.invalidEmail).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
