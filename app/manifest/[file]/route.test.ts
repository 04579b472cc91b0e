/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LOCALES } from '@/lib/constants';
import { GET, generateStaticParams } from './route';

const HANGUL = /[\uAC00-\uD7A3]/;
const get = (file: string) => GET(new Request(`http://localhost/manifest/${file}`), { params: Promise.resolve({ file }) });

type Image = { src: string; sizes: string; type?: string; form_factor?: string; label?: string };
type Manifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  icons: Image[];
  shortcuts: Array<{ name: string; short_name: string; description: string; url: string; icons: Image[] }>;
  screenshots: Image[];
};

async function manifest(locale: string): Promise<Manifest> {
  const res = await get(`${locale}.webmanifest`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/manifest+json');
  return res.json();
}

/** The picture a manifest names is in public/, a PNG of the size it says. */
async function expectPicture({ src, sizes, type }: Image) {
  const file = path.join(process.cwd(), 'public', src);
  expect(fs.existsSync(file)).toBe(true);
  const { format, width, height } = await sharp(file).metadata();
  expect(type ?? 'image/png').toBe('image/png');
  expect(format).toBe('png');
  expect(`${width}x${height}`).toBe(sizes);
}

describe('the web app manifest per language', () => {
  it('is built for each language, and only those', () => {
    expect(generateStaticParams()).toEqual([{ file: 'ko.webmanifest' }, { file: 'zh-TW.webmanifest' }]);
  });

  it('names the app in Korean for a Korean reader', async () => {
    const ko = await manifest('ko');
    expect(ko).toMatchObject({ name: '슬라임 커뮤니티', short_name: '슬라임', lang: 'ko', dir: 'ltr' });
    expect(ko.shortcuts.map((s) => s.short_name)).toEqual(['커뮤니티', '마켓', '마이페이지']);
  });

  it('and in Traditional Chinese, without a Korean word, for a Taiwanese one', async () => {
    const zh = await manifest('zh-TW');
    expect(zh).toMatchObject({ name: '史萊姆社群', short_name: '史萊姆', lang: 'zh-TW', dir: 'ltr' });
    expect(JSON.stringify(zh)).not.toMatch(HANGUL);
    expect(zh.shortcuts.map((s) => s.short_name)).toEqual(['社群', '市集', '我的']);
  });

  it.each(LOCALES)('%s: one installable app, whose pictures all exist at the sizes it states', async (locale) => {
    const m = await manifest(locale);
    // The same id in both: one app to the browser, whichever language installed it.
    expect(m).toMatchObject({ id: '/', start_url: '/community', scope: '/', display: 'standalone' });
    expect(m.description.length).toBeGreaterThan(10);
    expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(m.shortcuts.map((s) => s.url)).toEqual(['/community/posts', '/market', '/my']);
    for (const shortcut of m.shortcuts) {
      expect(shortcut.name && shortcut.description).toBeTruthy();
      expect(shortcut.icons).toEqual([expect.objectContaining({ sizes: '96x96' })]);
    }
    expect(m.screenshots.map((s) => s.form_factor)).toEqual(['narrow', 'wide']);
    const [narrow, wide] = m.screenshots.map((s) => s.sizes.split('x').map(Number) as [number, number]);
    expect(narrow![0]).toBeLessThan(narrow![1]);
    expect(wide![0]).toBeGreaterThan(wide![1]);
    for (const s of m.screenshots) expect(s.label).toBeTruthy();
    for (const picture of [...m.icons, ...m.shortcuts.flatMap((s) => s.icons), ...m.screenshots]) await expectPicture(picture);
  });

  it.each([
    'en.webmanifest',
    'ko',
    'ko.webmanifest.json',
    '../ko.webmanifest',
    '</script >.webmanifest',
    'ko\u0000.webmanifest',
    'x'.repeat(10_000),
  ])('answers 404 for any other file name (%#)', async (file) => {
    const res = await get(file);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<');
  });
});
