// Splits the Galmuri11 pixel font (npm `galmuri`, regular and bold) into woff2 subsets by
// unicode-range, so a browser downloads only the parts a page's text uses, and writes the
// @font-face rules to styles/_fonts.generated.scss (imported by styles/globals.scss).
// Run after upgrading `galmuri` or changing the ranges below: npm run fonts
//
// Per weight:
//   latin          Basic Latin, Latin-1 and the punctuation, arrows and symbols the UI uses
//   hangul-common  the 2,350 syllables of KS X 1001 (+ any syllable of messages/ko), compatibility jamo
//   hangul-1..N    the other 8,822 modern syllables, in codepoint slices (rare; user text only)
// Chinese (ideographs, CJK and full-width punctuation) is left out on purpose: it falls through
// to the system CJK font of $font-cjk-fallback instead of the pixel font's Japanese kanji.
//
// Every unicode-range lists exactly the code points its file holds, so no two faces of a weight
// overlap: with overlapping ranges, which files a browser fetches depends on the engine, and some
// fetch every face that covers a character of the page.
// File names carry a content hash: next.config.ts serves /fonts/ as immutable.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const galmuriDir = join(root, 'node_modules/galmuri/dist');
const outDir = join(root, 'public/fonts');
const cssFile = join(root, 'styles/_fonts.generated.scss');
const FAMILY = 'Galmuri11';
const PREFIX = 'galmuri11';
const WEIGHTS = [
  { weight: 400, file: 'Galmuri11.ttf' },
  { weight: 700, file: 'Galmuri11-Bold.ttf' },
];
const RARE_SLICES = 4;

/** Inclusive code point ranges of the latin file. */
const LATIN = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: nbsp, ·, ×, ©, « » …
  [0x2010, 0x2027], // dashes, quotes, bullets, …
  [0x2030, 0x203b], // ‰ ′ ″ ‹ › ※
  [0x20a9, 0x20a9], // ₩
  [0x20ac, 0x20ac], // €
  [0x2190, 0x2199], // arrows ← ↑ → ↓ ↔ ↕ ↗ …
  [0x2212, 0x2212], // minus
  [0x2264, 0x2265], // ≤ ≥
  [0x22ef, 0x22ef], // ⋯ (menu button)
  [0x25a0, 0x25cf], // ■ □ ▲ ▶ ▼ ▾ ◀ ○ ● …
  [0x2605, 0x2606], // ★ ☆
  [0x2661, 0x2661], // ♡
  [0x2665, 0x2665], // ♥
  [0x2713, 0x2713], // ✓
];
const COMPAT_JAMO = [[0x3131, 0x318e]]; // ㄱ … ㆎ (ㅋㅋ, ㅠㅠ)
const SYLLABLES = [0xac00, 0xd7a3];

function expand(ranges) {
  const out = [];
  for (const [from, to] of ranges) for (let c = from; c <= to; c += 1) out.push(c);
  return out;
}

/** The 2,350 Hangul syllables of KS X 1001 (EUC-KR rows 0xB0–0xC8). */
function ksx1001Syllables() {
  const decoder = new TextDecoder('euc-kr', { fatal: true });
  const out = new Set();
  for (let lead = 0xb0; lead <= 0xc8; lead += 1) {
    for (let trail = 0xa1; trail <= 0xfe; trail += 1) {
      out.add(decoder.decode(new Uint8Array([lead, trail])).codePointAt(0));
    }
  }
  if (out.size !== 2350) throw new Error(`expected 2,350 KS X 1001 syllables, decoded ${out.size} (Node without full ICU?)`);
  return out;
}

/** Hangul syllables of the Korean UI strings: the common file must cover them all. */
function uiSyllables() {
  const dir = join(root, 'messages/ko');
  const out = new Set();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    for (const ch of readFileSync(join(dir, name), 'utf8')) {
      const c = ch.codePointAt(0);
      if (c >= SYLLABLES[0] && c <= SYLLABLES[1]) out.add(c);
    }
  }
  return out;
}

/** The code points a TrueType font maps to glyphs (cmap format 4 or 12). */
function coverage(buffer) {
  const numTables = buffer.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < numTables; i += 1) {
    const rec = 12 + i * 16;
    if (buffer.toString('latin1', rec, rec + 4) === 'cmap') cmap = buffer.readUInt32BE(rec + 8);
  }
  if (cmap < 0) throw new Error('no cmap table');
  const subtables = [];
  for (let i = 0; i < buffer.readUInt16BE(cmap + 2); i += 1) {
    const rec = cmap + 4 + i * 8;
    const offset = cmap + buffer.readUInt32BE(rec + 4);
    subtables.push({
      platform: buffer.readUInt16BE(rec),
      encoding: buffer.readUInt16BE(rec + 2),
      offset,
      format: buffer.readUInt16BE(offset),
    });
  }
  const out = new Set();
  const f12 = subtables.find((s) => s.format === 12 && (s.platform === 3 || s.platform === 0));
  if (f12) {
    const groups = buffer.readUInt32BE(f12.offset + 12);
    for (let g = 0; g < groups; g += 1) {
      const at = f12.offset + 16 + g * 12;
      const start = buffer.readUInt32BE(at);
      const end = buffer.readUInt32BE(at + 4);
      const glyph = buffer.readUInt32BE(at + 8);
      for (let c = start; c <= end; c += 1) if (glyph + (c - start) !== 0) out.add(c);
    }
    return out;
  }
  const f4 = subtables.find((s) => s.format === 4 && (s.platform === 3 || s.platform === 0));
  if (!f4) throw new Error('no Unicode cmap subtable (format 4 or 12)');
  const segX2 = buffer.readUInt16BE(f4.offset + 6);
  const ends = f4.offset + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  for (let s = 0; s < segX2; s += 2) {
    const end = buffer.readUInt16BE(ends + s);
    const start = buffer.readUInt16BE(starts + s);
    const delta = buffer.readInt16BE(deltas + s);
    const rangeOffset = buffer.readUInt16BE(rangeOffsets + s);
    for (let c = start; c <= end && c !== 0xffff; c += 1) {
      let glyph;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const raw = buffer.readUInt16BE(rangeOffsets + s + rangeOffset + (c - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) out.add(c);
    }
  }
  return out;
}

/** `U+20-7E, U+A0-FF, …` for a set of code points. */
function unicodeRange(codePoints) {
  const sorted = [...codePoints].sort((a, b) => a - b);
  const runs = [];
  for (const c of sorted) {
    const last = runs[runs.length - 1];
    if (last && c === last[1] + 1) last[1] = c;
    else runs.push([c, c]);
  }
  const hex = (n) => n.toString(16).toUpperCase();
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`));
}

/** Comma-separated, wrapped to about 100 columns so diffs of the generated file stay readable. */
function wrap(items, indent) {
  const lines = [];
  let line = '';
  for (const item of items) {
    const next = line ? `${line}, ${item}` : item;
    if (next.length > 96 - indent.length && line) {
      lines.push(`${line},`);
      line = item;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.join(`\n${indent}`);
}

function slices(codePoints, count) {
  const sorted = [...codePoints].sort((a, b) => a - b);
  const size = Math.ceil(sorted.length / count);
  return Array.from({ length: count }, (_, i) => sorted.slice(i * size, (i + 1) * size)).filter((s) => s.length);
}

const common = new Set([...ksx1001Syllables(), ...uiSyllables()]);
const rare = expand([SYLLABLES]).filter((c) => !common.has(c));
const GROUPS = [
  { name: 'latin', codePoints: expand(LATIN) },
  { name: 'hangul-common', codePoints: [...common, ...expand(COMPAT_JAMO)] },
  ...slices(rare, RARE_SLICES).map((codePoints, i) => ({ name: `hangul-${i + 1}`, codePoints })),
];

mkdirSync(outDir, { recursive: true });
const version = JSON.parse(readFileSync(join(root, 'node_modules/galmuri/package.json'), 'utf8')).version;
const fonts = WEIGHTS.map(({ weight, file }) => {
  const buffer = readFileSync(join(galmuriDir, file));
  return { weight, file, buffer, covered: coverage(buffer) };
});

const faces = [];
const written = new Set();
// Group by range first, then weight: identical unicode-range lists sit next to each other, which
// gzip and brotli compress to almost nothing.
for (const group of GROUPS) {
  for (const font of fonts) {
    const codePoints = group.codePoints.filter((c) => font.covered.has(c));
    if (codePoints.length === 0) continue;
    const text = String.fromCodePoint(...codePoints);
    const woff2 = await subsetFont(font.buffer, text, { targetFormat: 'woff2' });
    const hash = createHash('sha256').update(woff2).digest('hex').slice(0, 10);
    const name = `${PREFIX}-${font.weight}-${group.name}.${hash}.woff2`;
    writeFileSync(join(outDir, name), woff2);
    written.add(name);
    faces.push({
      group: group.name,
      weight: font.weight,
      name,
      bytes: woff2.length,
      glyphs: codePoints.length,
      range: unicodeRange(codePoints),
    });
  }
}
for (const name of readdirSync(outDir)) {
  if (name.startsWith(`${PREFIX}-`) && name.endsWith('.woff2') && !written.has(name)) rmSync(join(outDir, name));
}
// The OFL asks for the licence to travel with the font files.
copyFileSync(join(galmuriDir, 'LICENSE.txt'), join(outDir, 'Galmuri-OFL.txt'));

const css = [
  '// Generated by scripts/subset-fonts.mjs (`npm run fonts`): do not edit by hand.',
  `// Galmuri11 ${version} (SIL OFL 1.1, public/fonts/Galmuri-OFL.txt), split by unicode-range.`,
  '// Fonts reach the page only through $font-pixel (styles/_tokens.scss); Chinese text falls',
  '// through to the system CJK font, as no face below covers it.',
  '',
  ...faces.flatMap((face) => [
    `// ${face.group} ${face.weight}: ${face.glyphs} code points, ${face.bytes} bytes`,
    '@font-face {',
    `  font-family: '${FAMILY}';`,
    '  font-style: normal;',
    `  font-weight: ${face.weight};`,
    '  font-display: swap;',
    `  src: url('/fonts/${face.name}') format('woff2');`,
    `  unicode-range: ${wrap(face.range, '    ')};`,
    '}',
    '',
  ]),
].join('\n');
writeFileSync(cssFile, css);

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
for (const face of faces) console.log(`${face.name.padEnd(48)} ${String(face.glyphs).padStart(5)} chars ${kb(face.bytes).padStart(10)}`);
const firstPage = faces.filter((f) => f.group === 'latin' || f.group === 'hangul-common').reduce((sum, f) => sum + f.bytes, 0);
console.log(`latin + hangul-common, both weights: ${kb(firstPage)}; all files: ${kb(faces.reduce((s, f) => s + f.bytes, 0))}`);
console.log(`wrote ${faces.length} files to public/fonts and ${cssFile.slice(root.length + 1)} (${kb(css.length)})`);
