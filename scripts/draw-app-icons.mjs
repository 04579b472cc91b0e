// `npm run icons`: the installed app's icons (public/icons, named in lib/pwa/manifest.ts), drawn from
// the site icon's 32 × 32 slime (app/icon.png holds it at 2×), and its shortcuts' icons, drawn from
// the bottom bar's 12 × 12 pixel icons (components/ui/pixel-icon.tsx). Every picture is the sprite at a
// whole-number scale with nearest-neighbour sampling, so its pixels stay square and crisp, centred
// on the page's dark forest green ($color-page-bg in styles/_tokens.scss).
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const BACKGROUND = '#1e3a2a';
const SPRITE = 32;

// size: the picture; scale: sprite pixels per logical pixel. A maskable icon's visible part may be
// as small as the circle of 80 % of its width, so its slime is smaller (312 × 240 fits in 409).
const ICONS = [
  { file: 'icon-192.png', size: 192, scale: 6 },
  { file: 'icon-512.png', size: 512, scale: 16 },
  { file: 'icon-maskable-512.png', size: 512, scale: 12 },
];

async function sprite() {
  const logical = sharp(path.join(root, 'app/icon.png')).resize(SPRITE, SPRITE, { kernel: 'nearest' });
  const { data, info } = await logical.clone().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [SPRITE, SPRITE, -1, -1];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[(y * info.width + x) * 4 + 3] > 0) {
        left = Math.min(left, x);
        top = Math.min(top, y);
        right = Math.max(right, x);
        bottom = Math.max(bottom, y);
      }
  const box = { left, top, width: right - left + 1, height: bottom - top + 1 };
  return { png: await logical.extract(box).png().toBuffer(), ...box };
}

const art = await sprite();
for (const { file, size, scale } of ICONS) {
  const width = art.width * scale;
  const height = art.height * scale;
  const scaled = await sharp(art.png).resize(width, height, { kernel: 'nearest' }).png().toBuffer();
  // Offsets on the scale's grid, so the slime's pixels line up with the picture's.
  const left = Math.floor((size - width) / 2 / scale) * scale;
  const top = Math.floor((size - height) / 2 / scale) * scale;
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: scaled, left, top }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(root, 'public/icons', file));
  console.log(`public/icons/${file}: ${size} × ${size}, slime ${width} × ${height} at ${scale}×`);
}

// Shortcut icons (96 × 96, the size Chrome asks for): the bar's icon at 6× in the paper colour on
// the same green, 12 px of margin on each side.
const SHORTCUTS = [
  { file: 'shortcut-community-96.png', icon: 'community' },
  { file: 'shortcut-market-96.png', icon: 'market' },
  { file: 'shortcut-my-page-96.png', icon: 'myPage' },
];
const bundled = await build({
  entryPoints: [path.join(root, 'components/ui/pixel-icon.tsx')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'warning',
});
const { pixelIconPath } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
for (const { file, icon } of SHORTCUTS) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="-2 -2 16 16" shape-rendering="crispEdges"><rect x="-2" y="-2" width="16" height="16" fill="${BACKGROUND}"/><path fill="#f5e6c0" d="${pixelIconPath(icon)}"/></svg>`;
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(root, 'public/icons', file));
  console.log(`public/icons/${file}: 96 × 96, ${icon} at 6×`);
}
