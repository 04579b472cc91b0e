/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// Every page under app/, found by walking the tree as the authorization test walks the routes
// (app/api/v1/authorization.test.ts), so a new one cannot escape. A signed-in page (one that asks
// lib/server/auth/page-session.ts for its reader) arrives rendered: it seeds its screens' queries
// with the API's answers (<Seeded> with seeds from seedQuery, app/seed-query.ts), or it renders
// what it reads on the server itself, or it is one of the blank forms below. No page builds the
// API's answers by hand: no envelope, no key literal.

const APP = __dirname;

/** Signed-in pages with nothing to read: an empty editor, whatever the reader. */
const BLANK_FORMS: Record<string, string> = {
  'admin/guides/new/page.tsx': 'an empty guide',
  'admin/items/new/page.tsx': 'an empty item',
  'admin/notices/new/page.tsx': 'an empty notice',
  'admin/probability/new/page.tsx': 'an empty probability table (items are searched as typed)',
  'admin/word-filters/new/page.tsx': 'an empty word-filter entry',
};

// The reader and the errors a page may take from lib/server without reading its data there.
const NOT_DATA = ['@/lib/server/auth/page-session', '@/lib/server/community/page-viewer', '@/lib/server/http/errors', '@/lib/server/seo'];

function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' && dir === APP ? [] : pages(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

const ALL = pages(APP).map((file) => ({ page: path.relative(APP, file).split(path.sep).join('/'), text: fs.readFileSync(file, 'utf8') }));

/** The page-session helpers the page imports (requirePageViewer, requireAdminPage, requireSupportPage…) and calls. */
function asksForReader(text: string): boolean {
  const imported = /import\s*\{([^}]*)\}\s*from\s*'@\/lib\/server\/auth\/page-session'/.exec(text)?.[1] ?? '';
  const helpers = imported
    .split(',')
    .map((name) => name.trim().replace(/^type\s+/, ''))
    .filter((name) => /^require\w*Page\w*$/.test(name));
  return helpers.some((name) => new RegExp(`\\b${name}\\(`).test(text));
}

const seeds = (text: string) => /<Seeded\b/.test(text) && /\bseedQuer(y|ies)\(/.test(text);

/** A value (not a type) imported from lib/server besides the reader and the errors. */
function readsOnServer(text: string): boolean {
  return [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'(@\/lib\/server\/[^']+)'/g)].some(
    ([, typeOnly, names, from]) =>
      !typeOnly && !NOT_DATA.includes(from!) && names!.split(',').some((name) => name.trim() && !name.trim().startsWith('type ')),
  );
}

const signedIn = ALL.filter(({ text }) => asksForReader(text));

it('finds the pages, the signed-in ones among them', () => {
  expect(ALL.length).toBeGreaterThan(70);
  expect(signedIn.length).toBeGreaterThan(40);
  expect(signedIn.map((p) => p.page)).toEqual(expect.arrayContaining(['my/page.tsx', 'admin/page.tsx', 'market/trades/page.tsx']));
});

it('every signed-in page seeds its screens, reads on the server, or is a listed blank form', () => {
  const unseeded = signedIn
    .filter(({ page, text }) => !seeds(text) && !readsOnServer(text) && !(page in BLANK_FORMS))
    .map(({ page }) => page);
  expect(unseeded).toEqual([]);
});

it('the blank forms are signed-in pages that read nothing (the list only shrinks)', () => {
  for (const page of Object.keys(BLANK_FORMS)) {
    const found = signedIn.find((p) => p.page === page);
    expect({ page, signedIn: Boolean(found) }).toEqual({ page, signedIn: true });
    expect({ page, reads: seeds(found!.text) || readsOnServer(found!.text) }).toEqual({ page, reads: false });
  }
});

it('no page builds the API’s answers by hand: no envelope, no key literal, seeds only from seedQuery', () => {
  const handMade = ALL.filter(
    ({ text }) => /\b(pageEnvelope|cursorEnvelope|listSeed)\b|queryKey:/.test(text) || (/<Seeded\b/.test(text) && !seeds(text)),
  ).map(({ page }) => page);
  expect(handMade).toEqual([]);
});
