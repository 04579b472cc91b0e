import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import ko from '../messages/ko/auth.json';

// Signed-in pages arrive rendered: web sign-in sets the HttpOnly render cookie, the server reads
// the member's data with it and answers the content in the HTML; a guest is sent to sign in by
// the server; signing out clears the cookie. Runs once, on desktop (it checks the server).

const DEMO = { identifier: 'demo@example.com', password: 'demo1234!' };
const ADMIN = { identifier: 'admin@example.com', password: 'admin1234!' };
const MEMBER_PAGES = [
  '/my',
  '/my?tab=1',
  '/my?tab=2',
  '/my?tab=3',
  '/my/badges',
  '/my/notifications',
  '/my/sanctions',
  '/account',
  '/market/wishlist',
  '/support',
  '/support/new',
];

function clientIp(info: TestInfo, who: string) {
  const n = [...`${info.title}|${who}|${info.retry}|${Date.now()}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 11);
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

/** Signs in through the login screen, as a person would. */
async function logIn(page: Page, info: TestInfo, account: typeof DEMO, path = '/login') {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp(info, account.identifier) });
  if (path) await page.goto(path);
  await page.getByLabel(ko.login.identifierLabel).fill(account.identifier);
  await page.getByRole('button', { name: ko.login.next, exact: true }).click();
  await page.getByLabel(ko.login.passwordLabel, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: ko.login.submit, exact: true }).click();
}

/** The server's HTML for a page, with the browser's cookies, without following redirects. */
const serverHtml = async (request: APIRequestContext, path: string) => {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers()['location'], html: await res.text() };
};

const api = async <T>(request: APIRequestContext, token: string, path: string): Promise<T> =>
  (await (await request.get(path, { headers: { authorization: `Token ${token}` } })).json()).data as T;

const storedToken = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('slime-user') ?? '{}').state?.userToken as string);

test('a guest asking for a signed-in page is sent to sign in by the server', async ({ request }) => {
  for (const path of [...MEMBER_PAGES, '/admin', '/admin/members']) {
    const { status, location } = await serverHtml(request, path);
    expect(status, path).toBe(307);
    expect(location, path).toBe(`/login?next=${encodeURIComponent(path)}`);
  }
});

test('after web sign-in the member pages answer their content in the server HTML; sign-out ends that', async ({ page }, info) => {
  await logIn(page, info, DEMO);
  await expect(page).toHaveURL(/\/community$/);
  const token = await storedToken(page);
  const me = await api<{ uuid: string; nickname: string; email: string }>(page.request, token, '/api/v1/user/');
  const catalogue = await api<Array<{ title: string; description: string }>>(page.request, token, '/api/v1/badges/');
  const wishes = await api<{ results: Array<{ item: { name: string } }> }>(
    page.request,
    token,
    `/api/v1/item/wish-items/${me.uuid}/?wish_type=buy`,
  );
  const inquiries = await api<{ results: Array<{ id: number; title: string }> }>(page.request, token, '/api/v1/support/inquiries/');
  expect(wishes.results.length).toBeGreaterThan(0);
  expect(inquiries.results.length).toBeGreaterThan(0);
  const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  const expected: Record<string, string[]> = {
    '/my': [me.nickname],
    '/my/badges': [catalogue[0]!.description],
    '/account': [me.email, me.nickname],
    '/market/wishlist': [wishes.results[0]!.item.name],
    '/support': [inquiries.results[0]!.title],
    [`/support/${inquiries.results[0]!.id}`]: [inquiries.results[0]!.title],
  };
  for (const [path, texts] of Object.entries(expected)) {
    const { status, html } = await serverHtml(page.request, path);
    expect(status, path).toBe(200);
    for (const text of texts) expect(html, `${path} shows ${text}`).toContain(escaped(text));
  }
  for (const path of MEMBER_PAGES) expect((await serverHtml(page.request, path)).status, path).toBe(200);

  // Another member's inquiry is not found, and a member is not an administrator.
  expect((await serverHtml(page.request, '/support/999999')).status).toBe(404);
  expect((await serverHtml(page.request, '/admin')).status).toBe(404);

  await page.goto('/account');
  await page.getByRole('button', { name: '로그아웃', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/community$/);
  const after = await serverHtml(page.request, '/my');
  expect(after.status).toBe(307);
  expect(after.location).toBe('/login?next=%2Fmy');
});

test('a browser signed in before the render cookie existed gets it back on its way to the page', async ({ page }, info) => {
  await logIn(page, info, DEMO);
  await expect(page).toHaveURL(/\/community$/);
  await page.context().clearCookies({ name: 'slime_token' });
  await page.goto('/my');
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByRole('link', { name: '프로필 수정' })).toBeVisible();
  expect((await serverHtml(page.request, '/my')).status).toBe(200);
});

test('an administrator signed in on the web gets the administration pages rendered', async ({ page }, info) => {
  await logIn(page, info, ADMIN, '/login?next=%2Fadmin');
  await expect(page).toHaveURL(/\/admin$/);
  const token = await storedToken(page);
  const members = await api<{ results: Array<{ nickname: string; email: string | null }> }>(page.request, token, '/api/v1/admin/members/');
  const { status, html } = await serverHtml(page.request, '/admin/members');
  expect(status).toBe(200);
  for (const m of members.results.slice(0, 3)) expect(html).toContain(m.nickname);
});
