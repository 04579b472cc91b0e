import { chromium } from '@playwright/test';
const base = 'http://localhost:3300';
const out = '/tmp/shots-trades';
import fs from 'node:fs';
fs.mkdirSync(out, { recursive: true });
async function login(identifier, password) {
  const r = await fetch(`${base}/api/v1/user/login/community/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier, password }) });
  return (await r.json()).data.token;
}
const demo = await login('demo@example.com', 'demo1234!');
const admin = await login('admin@example.com', 'admin1234!');
const H = (t, lang) => ({ authorization: `Token ${t}`, 'accept-language': lang });
const list = await (await fetch(`${base}/api/v1/trades/?box=active`, { headers: H(demo, 'ko') })).json();
const trades = list.data.results;
const proposed = trades.find((t) => t.status === 'proposed');
const me = await (await fetch(`${base}/api/v1/user/`, { headers: H(demo, 'ko') })).json();
const items = await (await fetch(`${base}/api/v1/items/search/?page=1`, { headers: H(demo, 'ko') })).json();
// the item with the most price history
let best = null;
for (const it of items.data.slice(0, 60)) {
  const h = await (await fetch(`${base}/api/v1/items/${it.id}/prices/`)).json();
  if (!best || h.data.windows.d90.count > best.n) best = { it, n: h.data.windows.d90.count };
}
console.log('item', best.it.name, best.n, 'proposed', proposed?.id, 'me', me.data?.uuid);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages = [
  ['trades', `/market/trades`, demo],
  ['trade', `/market/trades/${proposed.id}`, demo],
  ['prices', `/market?item=${best.it.uuid}&tab=prices`, demo],
  ['profile', `/users/${me.data.uuid}`, demo],
  ['admin-trades', `/admin/trades`, admin],
  ['wishlist', `/market/wishlist`, demo],
];
for (const [lang, width] of [['ko', 390], ['zh-TW', 1280], ['zh-TW', 390], ['ko', 1280]]) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, locale: lang, extraHTTPHeaders: { 'accept-language': lang } });
  await ctx.addCookies([{ name: 'NEXT_LOCALE', value: lang, url: base }]);
  for (const [name, path, token] of pages) {
    const page = await ctx.newPage();
    const sep = path.includes('?') ? '&' : '?';
    await page.goto(`${base}${path}${sep}token=${encodeURIComponent(token)}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png`, fullPage: name !== 'prices' });
    await page.close();
  }
  await ctx.close();
}
await browser.close();
