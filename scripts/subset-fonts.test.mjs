/** @jest-environment node */
// Checks the generated Galmuri subsets (scripts/subset-fonts.mjs, `npm run fonts`) against the
// font budget: a Korean page's fonts stay within 150 KB, and every face swaps and is split.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TextDecoder } from 'node:util';

const root = join(__dirname, '..');
const css = readFileSync(join(root, 'styles/_fonts.generated.scss'), 'utf8');
const BUDGET_BYTES = 150_000;

function parseRange(value) {
  return value.split(',').map((part) => {
    const m = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!m) throw new Error(`unexpected unicode-range part: ${part}`);
    return [parseInt(m[1], 16), parseInt(m[2] ?? m[1], 16)];
  });
}

const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
  const prop = (name) => new RegExp(`(?:^|;)\\s*${name}:\\s*([^;]+);`).exec(body)?.[1].trim();
  const src = prop('src') ?? '';
  const file = /^url\('\/fonts\/([^']+\.woff2)'\) format\('woff2'\)$/.exec(src)?.[1];
  const range = prop('unicode-range');
  return { body, src, file, weight: prop('font-weight'), display: prop('font-display'), ranges: range ? parseRange(range) : [] };
});
const covers = (face, c) => face.ranges.some(([a, b]) => c >= a && c <= b);
const bytes = (face) => readFileSync(join(root, 'public/fonts', face.file)).length;

/** Everything a Korean page can show without user text outside KS X 1001: ASCII, the 2,350
 *  common syllables and every character of the Korean UI strings. */
function koreanPageText() {
  const codePoints = new Set();
  for (let c = 0x20; c < 0x7f; c += 1) codePoints.add(c);
  const decoder = new TextDecoder('euc-kr');
  for (let lead = 0xb0; lead <= 0xc8; lead += 1) {
    for (let trail = 0xa1; trail <= 0xfe; trail += 1) codePoints.add(decoder.decode(new Uint8Array([lead, trail])).codePointAt(0));
  }
  const dir = join(root, 'messages/ko');
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    for (const ch of readFileSync(join(dir, name), 'utf8')) codePoints.add(ch.codePointAt(0));
  }
  return codePoints;
}

describe('generated Galmuri font faces', () => {
  it('declares regular and bold faces, not the whole font', () => {
    expect(faces.length).toBeGreaterThanOrEqual(4);
    expect(new Set(faces.map((f) => f.weight))).toEqual(new Set(['400', '700']));
  });

  it.each(faces.map((f) => [f.file ?? f.src, f]))('%s swaps, is a woff2 in public/fonts and has a unicode-range', (_, face) => {
    expect(face.display).toBe('swap');
    expect(face.file).toBeDefined();
    expect(existsSync(join(root, 'public/fonts', face.file))).toBe(true);
    expect(face.ranges.length).toBeGreaterThan(0);
    // The hash in the name is what lets next.config.ts serve /fonts/*.woff2 as immutable.
    const hash = /\.([0-9a-f]{10})\.woff2$/.exec(face.file)?.[1];
    expect(
      createHash('sha256')
        .update(readFileSync(join(root, 'public/fonts', face.file)))
        .digest('hex')
        .slice(0, 10),
    ).toBe(hash);
  });

  it('never lets two faces of one weight claim the same character (a browser may fetch both)', () => {
    for (const weight of ['400', '700']) {
      const ranges = faces
        .filter((f) => f.weight === weight)
        .flatMap((f) => f.ranges)
        .sort((a, b) => a[0] - b[0]);
      const overlap = ranges.find((r, i) => i > 0 && r[0] <= ranges[i - 1][1]);
      expect(overlap).toBeUndefined();
    }
  });

  it('leaves Chinese to the system CJK font', () => {
    for (const c of [0x4e00, 0x6f22, 0x9fa5, 0x3001, 0x3002, 0x300c, 0xff0c, 0xff1f]) {
      expect(faces.filter((f) => covers(f, c))).toEqual([]);
    }
  });

  it(`keeps a Korean page's fonts (Latin + common Hangul, regular + bold) within ${BUDGET_BYTES} bytes`, () => {
    const text = koreanPageText();
    const needed = faces.filter((face) => [...text].some((c) => covers(face, c)));
    // Only the latin and common-Hangul files of each weight: the UI never needs a rare-Hangul file
    // (if this fails after adding a string, run `npm run fonts`: it adds UI syllables to common).
    expect(needed.map((f) => f.file.replace(/\.[0-9a-f]{10}\.woff2$/, '')).sort()).toEqual([
      'galmuri11-400-hangul-common',
      'galmuri11-400-latin',
      'galmuri11-700-hangul-common',
      'galmuri11-700-latin',
    ]);
    const total = needed.reduce((sum, face) => sum + bytes(face), 0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('ships no stray subsets that no face refers to', () => {
    const referenced = new Set(faces.map((f) => f.file));
    const onDisk = readdirSync(join(root, 'public/fonts')).filter((n) => n.endsWith('.woff2'));
    expect(onDisk.filter((n) => !referenced.has(n))).toEqual([]);
  });
});
