import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import koAuth from '../messages/ko/auth.json';
import koUser from '../messages/ko/user.json';
import zhAuth from '../messages/zh-TW/auth.json';
import zhUser from '../messages/zh-TW/user.json';
import koUi from '../messages/ko/ui.json';
import koPush from '../messages/ko/push.json';
import zhPush from '../messages/zh-TW/push.json';
import { localeTag, stepShot } from './shots';

// Account journeys in both languages: register by e-mail with the code a demo server shows, log in, log out, reset the password, the suspended message, withdrawal.
// Screen texts come from the catalogues, so both languages run the same journeys.

type Catalogue = { auth: typeof koAuth; user: typeof koUser; push: typeof koPush };
const CATALOGUES: Record<'ko' | 'zh-TW', Catalogue> = {
  ko: { auth: koAuth, user: koUser, push: koPush },
  'zh-TW': { auth: zhAuth, user: zhUser, push: zhPush },
};

// The seed's suspended member (lib/server/seed/data/people.ts); non-demo members use slime1234!.
const SUSPENDED = { email: 'cheap-gems@example.com', password: 'slime1234!' };
const PASSWORD = 'slime-e2e-1!';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

function unique() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `e2e-${id}@example.com`, nickname: `e2e${id.slice(-7)}` };
}

// Each test is its own client address: the per-IP code and login limits hold per real client,
// and a whole suite from one address would trip them.
function clientIp(info: TestInfo) {
  const n = [...`${info.title}|${info.project.name}|${info.retry}|${Date.now()}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

const codeIn = (text: string) => /(?<!\d)(\d{4})(?!\d)/.exec(text)?.[1];

type OutboxRow = { destination: string; body: string; created_at: string };

// The development outbox is for administrators only: the journeys read reset codes with the
// seeded administrator's token (a guest gets 404, see lib/server/messaging/delivery.test.ts).
let adminToken: string | undefined;
async function adminHeaders(request: APIRequestContext) {
  if (!adminToken) {
    const res = await request.post('/api/v1/user/login/community/', {
      data: { identifier: 'admin@example.com', password: 'admin1234!' },
      headers: { 'x-forwarded-for': '10.250.250.250' },
    });
    adminToken = (await res.json()).data.token as string;
  }
  return { authorization: `Token ${adminToken}` };
}

/** The newest code sent to `destination` after `since` (reset codes leave in the background, so poll). */
async function codeFromApi(request: APIRequestContext, destination: string, since: number): Promise<string> {
  let code: string | undefined;
  const headers = await adminHeaders(request);
  await expect
    .poll(
      async () => {
        const rows: OutboxRow[] = (await (await request.get('/api/dev/outbox/', { headers })).json()).data;
        const row = rows.find((r) => r.destination === destination && Date.parse(r.created_at) >= since - 2000);
        code = row ? codeIn(row.body) : undefined;
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** A demo server shows the person registering their code on the code step. */
async function codeOnScreen(page: Page): Promise<string> {
  const code = codeIn(await page.getByTestId('demo-code').innerText());
  expect(code).toBeTruthy();
  return code!;
}

async function registerViaApi(request: APIRequestContext, ip: string, email: string, nickname: string) {
  const headers = { 'x-forwarded-for': ip };
  const since = Date.now();
  const target = { purpose: 'register', channel: 'email', destination: email };
  expect((await request.post('/api/v1/user/verification/send/', { data: target, headers })).ok()).toBeTruthy();
  const code = await codeFromApi(request, email, since);
  const verified = await request.post('/api/v1/user/verification/verify/', { data: { ...target, code }, headers });
  const { verification_token } = (await verified.json()).data;
  const registered = await request.post('/api/v1/user/register/', {
    data: { verification_token, password: PASSWORD, password_confirm: PASSWORD, nickname, agree_terms: true, agree_privacy: true },
    headers,
  });
  expect(registered.ok()).toBeTruthy();
}

// Next's route announcer is role=alert too; the screens' own alerts are inside <main>.
const alertOf = (page: Page) => page.getByRole('main').getByRole('alert');

async function logIn(page: Page, c: Catalogue, identifier: string, password: string, { stay = false } = {}) {
  if (!stay) await page.goto('/login');
  await page.getByLabel(c.auth.login.identifierLabel).fill(identifier);
  await page.getByRole('button', { name: c.auth.login.next, exact: true }).click();
  await expect(page.getByRole('heading', { name: c.auth.login.passwordTitle })).toBeFocused();
  await page.getByLabel(c.auth.login.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: c.auth.login.submit, exact: true }).click();
}

const storedToken = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('slime-user') ?? '{}').state?.userToken ?? null);

function journeys(locale: 'ko' | 'zh-TW') {
  const c = CATALOGUES[locale];

  test.beforeEach(async ({ context }, info) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp(info) });
  });

  test('register by e-mail with the code the demo server shows, log out, log in again', async ({ page }, info) => {
    const { email, nickname } = unique();
    await page.goto('/register');
    await expect(page).toHaveTitle(new RegExp(c.auth.register.title));
    // Issue 28 §10: the two required consents are asked, not deemed; without them the steps do not start.
    const consent = c.auth.register.consent;
    await page.getByRole('button', { name: c.auth.register.method.email }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(consent.error);
    const terms = page.getByRole('checkbox', { name: new RegExp(consent.terms) });
    await expect(terms).toBeFocused();
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(consent.termsName) })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(consent.privacyName) })).toHaveAttribute('href', '/privacy');
    await terms.check();
    await page.getByRole('checkbox', { name: new RegExp(consent.privacy) }).check();
    await expect(page.getByRole('checkbox', { name: consent.all })).toBeChecked();
    await page.getByRole('button', { name: c.auth.register.method.email }).click();
    await expect(page.getByRole('heading', { name: c.auth.register.email.title })).toBeFocused();
    await page.getByLabel(c.auth.register.email.label).fill(email);
    await page.getByRole('button', { name: c.auth.register.code.request }).click();

    await expect(page.getByRole('heading', { name: c.auth.register.code.title })).toBeFocused();
    await expect(page.getByRole('timer')).toContainText(/[23]:\d\d/);
    const code = await codeOnScreen(page);
    // A wrong code first: the remaining attempts are shown.
    await page.getByLabel(c.auth.register.code.label).fill(code === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: c.auth.register.code.verify }).click();
    await expect(alertOf(page)).toContainText(fill(c.auth.errors.verificationFailed, { count: 4 }));
    await page.getByLabel(c.auth.register.code.label).fill(code);
    await page.getByRole('button', { name: c.auth.register.code.verify }).click();

    await expect(page.getByRole('heading', { name: c.auth.register.password.title })).toBeFocused();
    await page.getByLabel(c.auth.register.password.label, { exact: true }).fill(PASSWORD);
    await page.getByLabel(c.auth.register.password.confirmLabel).fill(PASSWORD);
    await page.getByRole('button', { name: c.auth.register.next, exact: true }).click();

    await expect(page.getByRole('heading', { name: c.auth.register.nickname.title })).toBeFocused();
    await page.getByLabel(c.auth.register.nickname.label).fill(nickname);
    await expect(page.getByText(c.auth.register.nickname.available)).toBeVisible();
    await page.getByRole('button', { name: c.auth.register.submit, exact: true }).click();

    await expect(page.getByRole('heading', { name: c.auth.register.complete.title })).toBeVisible();
    await stepShot(page, info.outputPath(), `register-complete-${locale}.png`, { fullPage: false });
    await page.getByRole('link', { name: c.auth.register.complete.startCommunity }).click();
    await expect(page).toHaveURL(/\/community$/);
    expect(await storedToken(page)).toBeTruthy();

    // Log out from the account page: the server session ends, then the browser's.
    await page.goto('/account');
    await expect(page.getByText(nickname)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const token = await storedToken(page);
    await page.getByRole('button', { name: c.user.account.logout, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: c.user.account.logout }).click();
    // The app toast lasts one second: look for it before waiting on the navigation.
    await expect(page.getByRole('status').filter({ hasText: c.auth.session.loggedOut })).toBeVisible();
    await expect(page).toHaveURL(/\/community$/);
    expect(await storedToken(page)).toBeNull();
    const revoked = await page.request.get('/api/v1/user/', { headers: { Authorization: `Token ${token}` } });
    expect(revoked.status()).toBe(401);

    await logIn(page, c, email, PASSWORD);
    await expect(page).toHaveURL(/\/community$/);
    expect(await storedToken(page)).toBeTruthy();
  });

  test('a guest on the account page logs in and comes back to it', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
    await logIn(page, c, 'demo@example.com', 'demo1234!', { stay: true });
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: c.user.account.title, level: 1 })).toBeVisible();
    await expect(page.getByText(c.auth.session.thisDevice)).toBeVisible();

    // Push is off here (the journeys block service workers): the groups are inactive and say why,
    // and pressing the button tells what is missing instead of doing nothing.
    const moderation = page
      .getByRole('group', { name: c.push.section.kindsTitle })
      .getByRole('checkbox', { name: c.push.groups.moderation.label });
    await expect(moderation).toBeDisabled();
    await expect(moderation).not.toBeChecked();
    await expect(page.getByText(c.push.section.offReason)).toBeVisible();
    await page.getByRole('button', { name: c.push.section.enable }).click();
    await expect(page.getByRole('alert').filter({ hasText: c.push.cannot.noWorker })).toBeVisible();
  });

  test('wrong password, unknown identifier and a suspended account each say so', async ({ page }) => {
    await logIn(page, c, 'demo@example.com', 'not-the-password1!');
    await expect(alertOf(page)).toHaveText(c.auth.errors.invalidCredentials);

    await logIn(page, c, 'nobody-here@example.com', 'whatever1!');
    const unknown = alertOf(page);
    await expect(unknown).toContainText(c.auth.errors.unregisteredIdentifier);
    await expect(unknown.getByRole('link', { name: c.auth.login.signUp })).toHaveAttribute('href', '/register');

    await logIn(page, c, SUSPENDED.email, SUSPENDED.password);
    const suspended = alertOf(page);
    // "Suspended until <date>" (the plain message is part of it in both languages) and the reason.
    await expect(suspended).toContainText(c.auth.errors.suspended);
    await expect(suspended).toContainText(/\d{4}[./]\d{2}[./]\d{2}/);
    await expect(suspended).toContainText(c.auth.errors.suspendedReason.replace('{reason}', '').trim());
    expect(await storedToken(page)).toBeNull();
  });

  test('reset the password with a code from the outbox, then log in with the new one', async ({ page, request }, info) => {
    const { email, nickname } = unique();
    const ip = clientIp(info);
    await registerViaApi(request, ip, email, nickname);

    await page.goto('/login');
    await page.getByRole('link', { name: c.auth.login.forgotPassword }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await page.getByLabel(c.auth.reset.email.label).fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: c.auth.reset.email.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: c.auth.reset.code.neutral })).toBeVisible();
    const code = await codeFromApi(request, email, since);
    await page.getByLabel(c.auth.reset.code.label).fill(code);
    await page.getByRole('button', { name: c.auth.reset.code.submit, exact: true }).click();

    const newPassword = 'brand-new-pass';
    await page.getByLabel(c.auth.reset.password.label, { exact: true }).fill(newPassword);
    await page.getByLabel(c.auth.reset.password.confirmLabel).fill(newPassword);
    await page.getByRole('button', { name: c.auth.reset.password.submit }).click();
    await expect(page.getByRole('heading', { name: c.auth.reset.successTitle })).toBeVisible();
    await page.getByRole('link', { name: c.auth.reset.goToLogin }).click();

    await logIn(page, c, email, PASSWORD);
    await expect(alertOf(page)).toHaveText(c.auth.errors.invalidCredentials);
    await logIn(page, c, email, newPassword);
    await expect(page).toHaveURL(/\/community$/);
  });

  test('the same neutral answer for an address with no account', async ({ page }) => {
    await page.goto('/password-reset');
    await page.getByLabel(c.auth.reset.email.label).fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole('button', { name: c.auth.reset.email.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: c.auth.reset.code.neutral })).toBeVisible();
  });

  test('withdraw, then fail to log in', async ({ page, request }, info) => {
    const { email, nickname } = unique();
    await registerViaApi(request, clientIp(info), email, nickname);
    await logIn(page, c, email, PASSWORD);
    await expect(page).toHaveURL(/\/community$/);

    await page.goto('/account');
    await page.getByRole('button', { name: new RegExp(c.user.account.withdrawal) }).click();
    const dialog = page.getByRole('alertdialog', { name: c.auth.withdrawal.warningTitle });
    await expect(dialog).toContainText(c.auth.withdrawal.confirmText);
    await dialog.getByRole('button', { name: c.auth.withdrawal.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: c.auth.withdrawal.done })).toBeVisible();
    await expect(page).toHaveURL(/\/community$/);
    expect(await storedToken(page)).toBeNull();

    await logIn(page, c, email, PASSWORD);
    await expect(alertOf(page)).toContainText(c.auth.errors.unregisteredIdentifier);
  });
}

test.describe('accounts in Korean', localeTag('ko'), () => {
  journeys('ko');

  test('the development outbox: 404 for a guest, the codes for an administrator in /admin/outbox', async ({ page, request }, info) => {
    const { email } = unique();
    const headers = { 'x-forwarded-for': clientIp(info) };
    await request.post('/api/v1/user/verification/send/', {
      data: { purpose: 'reset', channel: 'email', destination: 'demo@example.com' },
      headers,
    });
    await request.post('/api/v1/user/verification/send/', { data: { purpose: 'register', channel: 'email', destination: email }, headers });
    // A stranger reads no code, reset codes included.
    expect((await request.get('/api/dev/outbox/')).status()).toBe(404);
    expect((await page.goto('/dev/outbox'))?.status()).toBe(404);
    await page.goto('/admin/outbox');
    await expect(page.locator('main').getByRole('listitem').filter({ hasText: email })).toHaveCount(0);

    const token = (await adminHeaders(request)).authorization.replace('Token ', '');
    await page.goto(`/admin?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/outbox');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { name: koUi.admin.outbox.title, level: 1 })).toBeVisible();
    const messages = page.locator('main').getByRole('listitem');
    await expect(messages.first()).toContainText(email);
    await expect(messages.filter({ hasText: 'demo@example.com' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: koUi.admin.outbox.refresh })).toBeEnabled();
  });
});

test.describe('accounts in Traditional Chinese', localeTag('zh-TW'), () => {
  test.use({ locale: 'zh-TW' });
  journeys('zh-TW');
});
