/*
 * Draws every picture the demo seed refers to, from code: item icons, slime sprite
 * sheets, avatars, event banners, post images, probability box images and the default
 * Open Graph card, and the interface's small icons. Everything is painted pixel by pixel
 * into RGBA buffers at low resolution and upscaled with nearest-neighbour by sharp, so
 * the output is crisp pixel art. Deterministic: the same code always writes the same files.
 *
 *   npm run art        (tsx --conditions=react-server scripts/draw-pixel-art.ts)
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ArtIconName } from '../components/ui/art-icon';
import { SEED_ITEMS, SPRITE_FRAMES, itemHasSprite, seedItemBySlug, type SeedItem } from '../lib/server/seed/data/items';
import { createRng } from '../lib/server/seed/data/prng';
import { ROOM_GRID, ROOM_WALL_ROWS } from '../lib/validation/room';

// ── Colour ────────────────────────────────────────────────────────────────

type RGBA = readonly [number, number, number, number];

const hex = (h: string, a = 255): RGBA => {
  const n = parseInt(h.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, a];
};
const mix = (c: RGBA, d: RGBA, t: number): RGBA => [
  Math.round(c[0] + (d[0] - c[0]) * t),
  Math.round(c[1] + (d[1] - c[1]) * t),
  Math.round(c[2] + (d[2] - c[2]) * t),
  c[3],
];
const withAlpha = (c: RGBA, a: number): RGBA => [c[0], c[1], c[2], a];
const INK = hex('#2b1d2e');
const WHITE = hex('#ffffff');
const light = (c: RGBA, t = 0.35) => mix(c, WHITE, t);
const dark = (c: RGBA, t = 0.25) => mix(c, INK, t);
const luminance = (c: RGBA) => (0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]) / 255;

// ── Images ────────────────────────────────────────────────────────────────

class Img {
  readonly px: Uint8ClampedArray;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Uint8ClampedArray(w * h * 4);
  }
  inside(x: number, y: number) {
    return x >= 0 && y >= 0 && x < this.w && y < this.h;
  }
  alpha(x: number, y: number): number {
    return this.inside(x, y) ? (this.px[(y * this.w + x) * 4 + 3] ?? 0) : 0;
  }
  get(x: number, y: number): RGBA {
    const i = (y * this.w + x) * 4;
    return [this.px[i] ?? 0, this.px[i + 1] ?? 0, this.px[i + 2] ?? 0, this.px[i + 3] ?? 0];
  }
  set(x: number, y: number, c: RGBA) {
    x = Math.floor(x);
    y = Math.floor(y);
    if (!this.inside(x, y) || c[3] === 0) return;
    const i = (y * this.w + x) * 4;
    if (c[3] === 255) {
      this.px[i] = c[0];
      this.px[i + 1] = c[1];
      this.px[i + 2] = c[2];
      this.px[i + 3] = 255;
      return;
    }
    const a = c[3] / 255;
    const b = (this.px[i + 3] ?? 0) / 255;
    const out = a + b * (1 - a);
    for (let k = 0; k < 3; k++) {
      const src = c[k] ?? 0;
      const dst = this.px[i + k] ?? 0;
      this.px[i + k] = out === 0 ? 0 : Math.round((src * a + dst * b * (1 - a)) / out);
    }
    this.px[i + 3] = Math.round(out * 255);
  }
  rect(x0: number, y0: number, w: number, h: number, c: RGBA) {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.set(x, y, c);
  }
  // Copy another image in, optionally scaled up by an integer factor.
  blit(src: Img, dx: number, dy: number, scale = 1) {
    for (let y = 0; y < src.h; y++)
      for (let x = 0; x < src.w; x++) {
        const c = src.get(x, y);
        if (c[3] === 0) continue;
        for (let sy = 0; sy < scale; sy++) for (let sx = 0; sx < scale; sx++) this.set(dx + x * scale + sx, dy + y * scale + sy, c);
      }
  }
  // Selective outline: every empty pixel next to a filled one takes a darkened copy of it.
  outline(t = 0.62) {
    const copy = new Uint8ClampedArray(this.px);
    const at = (x: number, y: number) => (this.inside(x, y) ? (copy[(y * this.w + x) * 4 + 3] ?? 0) : 0);
    for (let y = 0; y < this.h; y++)
      for (let x = 0; x < this.w; x++) {
        if (at(x, y) >= 128) continue;
        for (const [nx, ny] of [
          [x, y - 1],
          [x, y + 1],
          [x - 1, y],
          [x + 1, y],
        ] as const) {
          if (at(nx, ny) >= 128) {
            const i = (ny * this.w + nx) * 4;
            const c: RGBA = [copy[i] ?? 0, copy[i + 1] ?? 0, copy[i + 2] ?? 0, 255];
            this.set(x, y, mix(c, INK, t));
            break;
          }
        }
      }
  }
}

async function save(img: Img, file: string, scale: number) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(img.px.buffer), { raw: { width: img.w, height: img.h, channels: 4 } })
    .resize(img.w * scale, img.h * scale, { kernel: 'nearest' })
    .png({ palette: true, colours: 256, dither: 0, compressionLevel: 9, effort: 10 })
    .toFile(file);
}

// ── Masks and a pen that draws in a box's normalised coordinates ──────────

type Box = { x: number; y: number; w: number; h: number };
type Pt = readonly [number, number];

class Mask {
  readonly m: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.m = new Uint8Array(w * h);
  }
  has(x: number, y: number) {
    return x >= 0 && y >= 0 && x < this.w && y < this.h && this.m[y * this.w + x] === 1;
  }
  put(x: number, y: number, on: boolean) {
    if (x >= 0 && y >= 0 && x < this.w && y < this.h) this.m[y * this.w + x] = on ? 1 : 0;
  }
  count() {
    let n = 0;
    for (const v of this.m) n += v;
    return n;
  }
}

class Pen {
  erase = false;
  constructor(
    readonly mask: Mask,
    readonly box: Box,
  ) {}
  X(nx: number) {
    return this.box.x + nx * this.box.w;
  }
  Y(ny: number) {
    return this.box.y + ny * this.box.h;
  }
  get unit() {
    return Math.min(this.box.w, this.box.h);
  }
  private fill(test: (x: number, y: number) => boolean, fallback?: Pt) {
    let any = false;
    for (let y = 0; y < this.mask.h; y++)
      for (let x = 0; x < this.mask.w; x++)
        if (test(x + 0.5, y + 0.5)) {
          this.mask.put(x, y, !this.erase);
          any = true;
        }
    if (!any && fallback && !this.erase) this.mask.put(Math.floor(fallback[0]), Math.floor(fallback[1]), true);
    return this;
  }
  /** Ellipse; rx relative to the box width, ry to the box height. */
  ellipse(cx: number, cy: number, rx: number, ry: number) {
    const X = this.X(cx);
    const Y = this.Y(cy);
    const RX = Math.max(0.5, rx * this.box.w);
    const RY = Math.max(0.5, ry * this.box.h);
    return this.fill((x, y) => ((x - X) / RX) ** 2 + ((y - Y) / RY) ** 2 <= 1, [X, Y]);
  }
  /** Circle with r relative to the box's smaller side. */
  circle(cx: number, cy: number, r: number) {
    const X = this.X(cx);
    const Y = this.Y(cy);
    const R = Math.max(0.5, r * this.unit);
    return this.fill((x, y) => (x - X) ** 2 + (y - Y) ** 2 <= R * R, [X, Y]);
  }
  rect(x0: number, y0: number, x1: number, y1: number) {
    const [a, b, c, d] = [this.X(x0), this.Y(y0), this.X(x1), this.Y(y1)];
    return this.fill((x, y) => x >= a && x <= c && y >= b && y <= d, [(a + c) / 2, (b + d) / 2]);
  }
  poly(points: readonly Pt[]) {
    const P = points.map(([x, y]) => [this.X(x), this.Y(y)] as const);
    const cx = P.reduce((s, p) => s + p[0], 0) / P.length;
    const cy = P.reduce((s, p) => s + p[1], 0) / P.length;
    return this.fill(
      (x, y) => {
        let inside = false;
        for (let i = 0, j = P.length - 1; i < P.length; j = i++) {
          const [xi, yi] = P[i] as Pt;
          const [xj, yj] = P[j] as Pt;
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
        }
        return inside;
      },
      [cx, cy],
    );
  }
  /** Thick line; width in pixels. */
  line(x0: number, y0: number, x1: number, y1: number, width = 1) {
    const [ax, ay, bx, by] = [this.X(x0), this.Y(y0), this.X(x1), this.Y(y1)];
    const r = width / 2;
    return this.fill(
      (x, y) => {
        const dx = bx - ax;
        const dy = by - ay;
        const len = dx * dx + dy * dy;
        const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len));
        return (x - (ax + t * dx)) ** 2 + (y - (ay + t * dy)) ** 2 <= r * r + 0.05;
      },
      [ax, ay],
    );
  }
  polyline(points: readonly Pt[], width = 1) {
    for (let k = 1; k < points.length; k++) {
      const a = points[k - 1] as Pt;
      const b = points[k] as Pt;
      this.line(a[0], a[1], b[0], b[1], width);
    }
    return this;
  }
  star(cx: number, cy: number, r: number, inner = 0.45, spikes = 5) {
    const pts: Pt[] = [];
    for (let k = 0; k < spikes * 2; k++) {
      const rr = (k % 2 === 0 ? r : r * inner) * this.unit;
      const a = -Math.PI / 2 + (k * Math.PI) / spikes;
      pts.push([cx + (Math.cos(a) * rr) / this.box.w, cy + (Math.sin(a) * rr) / this.box.h]);
    }
    return this.poly(pts);
  }
  heart(cx: number, cy: number, r: number) {
    const u = r * this.unit;
    const X = this.X(cx);
    const Y = this.Y(cy);
    return this.fill(
      (x, y) => {
        const nx = (x - X) / u;
        const ny = (y - Y) / u;
        // the classic implicit heart, flipped so it points down
        const q = nx * nx + (-ny * 1.1 + 0.15) ** 2 - 0.9;
        return q * q * q - nx * nx * (-ny * 1.1 + 0.15) ** 3 <= 0;
      },
      [X, Y],
    );
  }
}

type PartOptions = { shade?: boolean; flat?: boolean };

// A drawing context for one item layer.
class Gfx {
  constructor(
    readonly img: Img,
    readonly box: Box,
    readonly frame = 0,
  ) {}
  get small() {
    return this.box.h < 14;
  }
  mask(draw: (p: Pen) => void, box: Box = this.box): Mask {
    const mask = new Mask(this.img.w, this.img.h);
    draw(new Pen(mask, box));
    return mask;
  }
  paintMask(mask: Mask, color: RGBA, opts: PartOptions = {}) {
    for (let y = 0; y < mask.h; y++)
      for (let x = 0; x < mask.w; x++) {
        if (!mask.has(x, y)) continue;
        let c = color;
        if (!opts.flat) {
          const top = !mask.has(x, y - 1);
          const bottom = !mask.has(x, y + 1);
          const left = !mask.has(x - 1, y);
          const right = !mask.has(x + 1, y);
          if (top && !bottom) c = light(color, 0.35);
          else if (bottom && !top) c = dark(color, 0.28);
          else if (left && !right) c = light(color, 0.18);
          else if (right && !left) c = dark(color, 0.15);
        }
        this.img.set(x, y, c);
      }
  }
  part(color: RGBA | string, draw: (p: Pen) => void, opts: PartOptions = {}) {
    const c = typeof color === 'string' ? hex(color) : color;
    this.paintMask(this.mask(draw), c, opts);
  }
  flat(color: RGBA | string, draw: (p: Pen) => void) {
    this.part(color, draw, { flat: true });
  }
  cut(draw: (p: Pen) => void) {
    const m = this.mask(draw);
    for (let y = 0; y < m.h; y++)
      for (let x = 0; x < m.w; x++) if (m.has(x, y)) this.img.px.fill(0, (y * m.w + x) * 4, (y * m.w + x) * 4 + 4);
  }
  /** A single pixel (or w×h block) at a normalised point. */
  dot(nx: number, ny: number, color: RGBA | string, w = 1, h = 1) {
    const c = typeof color === 'string' ? hex(color) : color;
    const x = Math.floor(this.box.x + nx * this.box.w);
    const y = Math.floor(this.box.y + ny * this.box.h);
    this.img.rect(x, y, w, h, c);
  }
  /** A pixel pattern centred at a normalised point; '.' is empty, other chars map to colours. */
  stamp(pattern: readonly string[], nx: number, ny: number, colors: Record<string, RGBA | string>) {
    const h = pattern.length;
    const w = Math.max(...pattern.map((row) => row.length));
    const x0 = Math.round(this.box.x + nx * this.box.w - w / 2);
    const y0 = Math.round(this.box.y + ny * this.box.h - h / 2);
    pattern.forEach((row, y) =>
      [...row].forEach((ch, x) => {
        const c = colors[ch];
        if (c) this.img.set(x0 + x, y0 + y, typeof c === 'string' ? hex(c) : c);
      }),
    );
  }
}

// ── Pixel patterns ────────────────────────────────────────────────────────

const HEART_S = ['.x.x.', 'xxxxx', '.xxx.', '..x..'];
const HEART_M = ['.xx.xx.', 'xwxxxxx', 'xxxxxxx', '.xxxxx.', '..xxx..', '...x...'];
const SPARKLE = ['..x..', '..x..', 'xxwxx', '..x..', '..x..'];
const SPARKLE_S = ['.x.', 'xwx', '.x.'];
const NOTE = ['..xx', '..xx', '..x.', '..x.', 'xxx.', 'xxx.'];
const NOTE2 = ['.xxxx', '.x..x', '.x..x', 'xx.xx', 'xx.xx'];
const FLAKE = ['x.x', '.x.', 'x.x'];
const ZED = ['xxx', '..x', '.x.', 'xxx'];

// A 3×5 font for tiny labels and a 5×7 font for titles.
const FONT3: Record<string, string[]> = {
  E: ['xxx', 'x..', 'xx.', 'x..', 'xxx'],
  X: ['x.x', 'x.x', '.x.', 'x.x', 'x.x'],
  P: ['xx.', 'x.x', 'xx.', 'x..', 'x..'],
};
const FONT5: Record<string, string[]> = {
  A: ['.xxx.', 'x...x', 'x...x', 'xxxxx', 'x...x', 'x...x', 'x...x'],
  B: ['xxxx.', 'x...x', 'x...x', 'xxxx.', 'x...x', 'x...x', 'xxxx.'],
  C: ['.xxx.', 'x...x', 'x....', 'x....', 'x....', 'x...x', '.xxx.'],
  D: ['xxxx.', 'x...x', 'x...x', 'x...x', 'x...x', 'x...x', 'xxxx.'],
  E: ['xxxxx', 'x....', 'x....', 'xxxx.', 'x....', 'x....', 'xxxxx'],
  F: ['xxxxx', 'x....', 'x....', 'xxxx.', 'x....', 'x....', 'x....'],
  G: ['.xxx.', 'x...x', 'x....', 'x.xxx', 'x...x', 'x...x', '.xxxx'],
  H: ['x...x', 'x...x', 'x...x', 'xxxxx', 'x...x', 'x...x', 'x...x'],
  I: ['xxx', '.x.', '.x.', '.x.', '.x.', '.x.', 'xxx'],
  J: ['..xxx', '...x.', '...x.', '...x.', '...x.', 'x..x.', '.xx..'],
  K: ['x...x', 'x..x.', 'x.x..', 'xx...', 'x.x..', 'x..x.', 'x...x'],
  L: ['x....', 'x....', 'x....', 'x....', 'x....', 'x....', 'xxxxx'],
  M: ['x...x', 'xx.xx', 'x.x.x', 'x.x.x', 'x...x', 'x...x', 'x...x'],
  N: ['x...x', 'xx..x', 'x.x.x', 'x..xx', 'x...x', 'x...x', 'x...x'],
  O: ['.xxx.', 'x...x', 'x...x', 'x...x', 'x...x', 'x...x', '.xxx.'],
  P: ['xxxx.', 'x...x', 'x...x', 'xxxx.', 'x....', 'x....', 'x....'],
  R: ['xxxx.', 'x...x', 'x...x', 'xxxx.', 'x.x..', 'x..x.', 'x...x'],
  S: ['.xxxx', 'x....', 'x....', '.xxx.', '....x', '....x', 'xxxx.'],
  T: ['xxxxx', '..x..', '..x..', '..x..', '..x..', '..x..', '..x..'],
  U: ['x...x', 'x...x', 'x...x', 'x...x', 'x...x', 'x...x', '.xxx.'],
  V: ['x...x', 'x...x', 'x...x', 'x...x', 'x...x', '.x.x.', '..x..'],
  W: ['x...x', 'x...x', 'x...x', 'x.x.x', 'x.x.x', 'xx.xx', 'x...x'],
  Y: ['x...x', 'x...x', '.x.x.', '..x..', '..x..', '..x..', '..x..'],
  '!': ['x', 'x', 'x', 'x', 'x', '.', 'x'],
  ' ': ['...', '...', '...', '...', '...', '...', '...'],
};

function textWidth(text: string, font: Record<string, string[]>, scale = 1) {
  return [...text].reduce((w, ch) => w + ((font[ch]?.[0]?.length ?? 3) + 1) * scale, -scale);
}

function drawText(img: Img, text: string, x: number, y: number, color: RGBA, font = FONT5, scale = 1, shadow?: RGBA) {
  const pass = (dx: number, dy: number, c: RGBA) => {
    let cx = x;
    for (const ch of text) {
      const glyph = font[ch] ?? font[' '] ?? [];
      glyph.forEach((row, gy) =>
        [...row].forEach((v, gx) => {
          if (v === 'x') img.rect(cx + gx * scale + dx, y + gy * scale + dy, scale, scale, c);
        }),
      );
      cx += ((glyph[0]?.length ?? 3) + 1) * scale;
    }
  };
  if (shadow) pass(Math.max(1, scale >> 1), Math.max(1, scale >> 1), shadow);
  pass(0, 0, color);
}

// Draws on a fresh layer first, so `cut` in the drawing only erases the drawing itself.
function onLayer(img: Img, draw: (g: Gfx) => void, box: Box = { x: 0, y: 0, w: 1, h: 1 }) {
  const layer = new Img(img.w, img.h);
  draw(new Gfx(layer, box));
  img.blit(layer, 0, 0);
}

// ── The slime ─────────────────────────────────────────────────────────────

// Frame f of the 4-frame animation: a hop (bob up and down) with a blink on the last frame.
const BOB = [0, -1, -2, -1] as const;
const BLINK_FRAME = 3;
const bobOf = (frame: number) => BOB[frame % 4] ?? 0;

const SLIME_COLOR = '#7ee0b0';

function slimeBodyMask(w: number, h: number, dx: number, dy: number): Mask {
  const mask = new Mask(w, h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const px = x + 0.5 - dx;
      const py = y + 0.5 - dy;
      if (py < 12 || py > 29.6) continue;
      let hw: number;
      if (py <= 22) hw = 11.6 * Math.sqrt(Math.max(0, 1 - ((22 - py) / 10.2) ** 2));
      else hw = 11.6 - (py > 27.5 ? (py - 27.5) * 1.6 : 0);
      if (Math.abs(px - 16) <= hw) mask.put(x, y, true);
    }
  return mask;
}

type SlimeLook = { color: string; dx?: number; dy?: number; blink?: boolean; eyes?: boolean; galaxy?: string };

function drawSlime(img: Img, look: SlimeLook) {
  const dx = look.dx ?? 0;
  const dy = look.dy ?? 0;
  const body = hex(look.color);
  const mask = slimeBodyMask(img.w, img.h, dx, dy);
  const g = new Gfx(img, { x: dx, y: dy, w: 32, h: 32 });
  g.paintMask(mask, body);
  // soft belly shadow and glossy highlight
  for (let y = 0; y < img.h; y++)
    for (let x = 0; x < img.w; x++)
      if (mask.has(x, y) && mask.has(x, y + 1) && y - dy >= 26 && mask.has(x, y - 1)) img.set(x, y, dark(body, 0.12));
  if (look.galaxy) {
    const rng = createRng(7);
    for (let y = 0; y < img.h; y++)
      for (let x = 0; x < img.w; x++) {
        if (!mask.has(x, y) || !mask.has(x, y - 1) || !mask.has(x, y + 1)) continue;
        const swirl = Math.sin((x - dx) * 0.55 + (y - dy) * 0.35);
        if (swirl > 0.55) img.set(x, y, mix(body, hex('#ff8fd8'), 0.35));
        else if (swirl < -0.7) img.set(x, y, mix(body, hex('#4fc3f7'), 0.3));
      }
    for (let k = 0; k < 16; k++) {
      const x = dx + 7 + rng.int(0, 18);
      const y = dy + 15 + rng.int(0, 12);
      if (mask.has(x, y) && mask.has(x + 1, y) && mask.has(x, y + 1)) img.set(x, y, k % 3 === 0 ? WHITE : hex(look.galaxy));
    }
  }
  img.set(dx + 9, dy + 15, withAlpha(WHITE, 230));
  img.set(dx + 10, dy + 15, withAlpha(WHITE, 230));
  img.set(dx + 9, dy + 16, withAlpha(WHITE, 200));
  img.set(dx + 12, dy + 14, withAlpha(WHITE, 160));
  // cheeks
  const cheek = withAlpha(hex('#ff7a9c'), 150);
  img.rect(dx + 8, dy + 22, 2, 1, cheek);
  img.rect(dx + 22, dy + 22, 2, 1, cheek);
  // mouth
  for (const [x, y] of [
    [14, 22],
    [15, 23],
    [16, 23],
    [17, 22],
  ] as const)
    img.set(dx + x, dy + y, INK);
  if (look.eyes !== false) drawSlimeEyes(img, dx, dy, look.blink ?? false);
  return mask;
}

function drawSlimeEyes(img: Img, dx: number, dy: number, blink: boolean) {
  for (const ex of [11, 19]) {
    if (blink) {
      img.rect(dx + ex - 1, dy + 20, 4, 1, INK);
    } else {
      img.rect(dx + ex, dy + 18, 2, 3, INK);
      img.set(dx + ex, dy + 18, WHITE);
    }
  }
}

// ── Item shapes ───────────────────────────────────────────────────────────

type ShapeFn = (g: Gfx, item: SeedItem) => void;

const C = (item: SeedItem) => ({ main: hex(item.art.main), accent: hex(item.art.accent) });

const ITEM_SHAPES: Record<SeedItem['art']['shape'], ShapeFn> = {
  // hats (box is the space above the slime's head)
  crown(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) =>
      p.poly([
        [0.1, 0.95],
        [0.06, 0.25],
        [0.3, 0.55],
        [0.5, 0.12],
        [0.7, 0.55],
        [0.94, 0.25],
        [0.9, 0.95],
      ]),
    );
    g.flat(dark(main, 0.2), (p) => p.rect(0.1, 0.8, 0.9, 0.95));
    g.flat(WHITE, (p) => p.circle(0.06, 0.22, 0.07).circle(0.94, 0.22, 0.07).circle(0.5, 0.1, 0.07));
    g.part(accent, (p) => p.circle(0.5, 0.68, 0.12));
    g.part(hex('#4fc3f7'), (p) => p.circle(0.24, 0.72, 0.07).circle(0.76, 0.72, 0.07));
  },
  wizardHat(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) =>
      p.poly([
        [0.22, 0.86],
        [0.5, 0.05],
        [0.78, -0.02],
        [0.62, 0.2],
        [0.8, 0.86],
      ]),
    );
    g.part(dark(main, 0.15), (p) => p.ellipse(0.5, 0.88, 0.5, 0.13));
    g.flat(accent, (p) => p.rect(0.24, 0.66, 0.77, 0.76));
    g.part(accent, (p) => p.star(0.5, 0.42, g.small ? 0.18 : 0.14));
    g.dot(0.36, 0.28, light(accent, 0.5));
    g.dot(0.64, 0.55, light(accent, 0.5));
  },
  topHat(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.rect(0.24, 0.05, 0.76, 0.84));
    g.flat(accent, (p) => p.rect(0.24, 0.58, 0.76, 0.72));
    g.part(main, (p) => p.ellipse(0.5, 0.88, 0.5, 0.12));
    g.dot(0.3, 0.12, light(main, 0.4), 1, 3);
  },
  beanie(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.ellipse(0.5, 0.82, 0.46, 0.7));
    g.cut((p) => p.rect(0, 0.99, 1, 1.3));
    g.part(dark(main, 0.2), (p) => p.rect(0.05, 0.74, 0.95, 0.98));
    for (const [x, y] of [
      [0.3, 0.4],
      [0.55, 0.3],
      [0.7, 0.55],
      [0.42, 0.6],
      [0.2, 0.62],
      [0.82, 0.42],
    ] as const)
      g.dot(x, y, hex('#fff3b0'));
    g.part(accent, (p) =>
      p.poly([
        [0.32, 0.22],
        [0.5, 0.02],
        [0.68, 0.22],
        [0.5, 0.16],
      ]),
    );
    g.part(dark(accent, 0.2), (p) => p.rect(0.47, -0.08, 0.53, 0.1));
  },
  flowerCrown(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.ellipse(0.5, 0.86, 0.48, 0.14));
    const petals = [accent, hex('#ffe36e'), accent, hex('#b9b0ff'), accent];
    [0.1, 0.3, 0.5, 0.7, 0.9].forEach((x, k) => {
      const y = k % 2 === 0 ? 0.68 : 0.6;
      g.part(petals[k] ?? accent, (p) => p.circle(x, y, g.small ? 0.22 : 0.16));
      g.dot(x, y, hex('#ffd84a'));
    });
  },
  sprout(g, it) {
    const { main, accent } = C(it);
    g.flat(accent, (p) => p.line(0.5, 1.0, 0.5, 0.45, 1.5));
    g.part(main, (p) =>
      p.poly([
        [0.5, 0.5],
        [0.36, 0.2],
        [0.08, 0.22],
        [0.22, 0.48],
      ]),
    );
    g.part(main, (p) =>
      p.poly([
        [0.5, 0.45],
        [0.64, 0.1],
        [0.94, 0.12],
        [0.8, 0.42],
      ]),
    );
  },
  // eyes (box spans both eyes; lens centres at x 0.28 and 0.72)
  sunglasses(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.star(0.27, 0.55, 0.62, 0.5).star(0.73, 0.55, 0.62, 0.5).line(0.4, 0.45, 0.6, 0.45, 1));
    g.flat(accent, (p) => p.star(0.27, 0.58, 0.36, 0.5).star(0.73, 0.58, 0.36, 0.5));
    g.dot(0.22, 0.45, withAlpha(WHITE, 200));
    g.dot(0.68, 0.45, withAlpha(WHITE, 200));
  },
  roundGlasses(g, it) {
    const { main, accent } = C(it);
    g.flat(main, (p) => p.circle(0.28, 0.55, 0.5).circle(0.72, 0.55, 0.5).line(0.4, 0.5, 0.6, 0.5, 1));
    g.cut((p) => p.circle(0.28, 0.55, 0.36).circle(0.72, 0.55, 0.36));
    g.flat(withAlpha(accent, 70), (p) => p.circle(0.28, 0.55, 0.36).circle(0.72, 0.55, 0.36));
    g.flat(main, (p) => p.line(0.02, 0.45, 0.1, 0.5, 1).line(0.9, 0.5, 0.98, 0.45, 1));
  },
  heartEyes(g, it) {
    const { main, accent } = C(it);
    const pat = g.small ? HEART_S : HEART_M;
    g.stamp(pat, 0.28, 0.55, { x: main, w: accent });
    g.stamp(pat, 0.72, 0.55, { x: main, w: accent });
  },
  sparkleEyes(g, it) {
    const { main, accent } = C(it);
    const eye = dark(main, 0.45);
    for (const x of [0.28, 0.72]) {
      g.flat(eye, (p) => p.ellipse(x, 0.55, 0.08, 0.44));
      g.flat(main, (p) => p.ellipse(x, 0.78, 0.06, 0.16));
      g.dot(x - 0.06, 0.24, accent, g.small ? 1 : 2, g.small ? 1 : 2);
      g.dot(x + 0.03, 0.7, accent);
    }
  },
  monocle(g, it) {
    const { main, accent } = C(it);
    g.flat(main, (p) => p.circle(0.72, 0.55, 0.62));
    g.cut((p) => p.circle(0.72, 0.55, 0.46));
    g.flat(withAlpha(accent, 80), (p) => p.circle(0.72, 0.55, 0.46));
    g.flat(dark(main, 0.1), (p) =>
      p.polyline(
        [
          [0.86, 0.85],
          [0.95, 1.1],
          [1.0, 1.35],
        ],
        1,
      ),
    );
    g.dot(0.62, 0.3, withAlpha(WHITE, 220));
  },
  sleepyEyes(g, it) {
    const { main, accent } = C(it);
    for (const x of [0.28, 0.72]) {
      g.flat(main, (p) => p.line(x - 0.12, 0.62, x + 0.12, 0.62, 1));
      g.dot(x - 0.14, 0.5, main);
      g.dot(x + 0.1, 0.5, main);
    }
    g.stamp(ZED, 0.98, g.small ? -0.1 : 0.1, { x: accent });
  },
  // lower face (box around the mouth)
  mustache(g, it) {
    const { main, accent } = C(it);
    for (const side of [1, -1]) {
      const X = (x: number) => (side === 1 ? x : 1 - x);
      g.part(main, (p) =>
        p.poly([
          [X(0.5), 0.3],
          [X(0.34), 0.2],
          [X(0.18), 0.34],
          [X(0.06), 0.28],
          [X(0.02), 0.04],
          [X(-0.04), 0.3],
          [X(0.08), 0.6],
          [X(0.26), 0.72],
          [X(0.42), 0.62],
          [X(0.5), 0.56],
        ]),
      );
    }
    g.flat(accent, (p) => p.line(0.22, 0.42, 0.4, 0.36, 1).line(0.6, 0.36, 0.78, 0.42, 1));
  },
  catMouth(g, it) {
    const { main, accent } = C(it);
    g.stamp(['.n.', 'nnn'], 0.5, 0.12, { n: accent });
    g.stamp(['x..x..x', '.xx.xx.'], 0.5, 0.38, { x: main });
    g.flat(withAlpha(main, 200), (p) =>
      p.line(-0.1, 0.2, 0.2, 0.3, 1).line(-0.1, 0.5, 0.2, 0.45, 1).line(0.8, 0.3, 1.1, 0.2, 1).line(0.8, 0.45, 1.1, 0.5, 1),
    );
  },
  bubbleGum(g, it) {
    const { main, accent } = C(it);
    const r = [0.55, 0.7, 0.85, 0.45][g.frame % 4] ?? 0.7;
    g.part(withAlpha(main, 235), (p) => p.circle(0.5, 0.5, r * 0.62));
    g.dot(0.4, 0.3, accent);
    g.dot(0.36, 0.4, accent);
  },
  beard(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) =>
      p
        .circle(0.1, 0.25, 0.3)
        .circle(0.25, 0.6, 0.34)
        .circle(0.5, 0.78, 0.36)
        .circle(0.75, 0.6, 0.34)
        .circle(0.9, 0.25, 0.3)
        .rect(0.1, 0.3, 0.9, 0.6),
    );
    g.flat(accent, (p) => p.ellipse(0.32, 0.22, 0.18, 0.1).ellipse(0.68, 0.22, 0.18, 0.1));
    g.dot(0.46, 0.45, hex('#ff8f9e'), 2, 1);
  },
  mask(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.rect(0.15, 0.08, 0.85, 0.92));
    g.flat(accent, (p) => p.line(0.2, 0.38, 0.8, 0.38, 1).line(0.2, 0.64, 0.8, 0.64, 1));
    g.flat(WHITE, (p) => p.line(-0.05, 0.15, 0.15, 0.25, 1).line(0.85, 0.25, 1.05, 0.15, 1));
  },
  // hand (box beside the slime's right side)
  sword(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) =>
      p.poly([
        [0.4, 0.64],
        [0.4, 0.12],
        [0.5, 0.0],
        [0.6, 0.12],
        [0.6, 0.64],
      ]),
    );
    g.flat(light(main, 0.5), (p) => p.line(0.5, 0.08, 0.5, 0.6, 1));
    g.part(accent, (p) => p.rect(0.12, 0.62, 0.88, 0.69));
    g.part(hex('#7a4a2a'), (p) => p.rect(0.42, 0.7, 0.58, 0.88));
    g.part(accent, (p) => p.circle(0.5, 0.93, 0.14));
  },
  wand(g, it) {
    const { main, accent } = C(it);
    g.part(accent, (p) => p.line(0.45, 1.0, 0.5, 0.35, g.small ? 1 : 2));
    g.part(main, (p) => p.star(0.5, 0.22, 0.5));
    g.stamp(SPARKLE_S, 0.1, 0.1, { x: light(main, 0.3), w: WHITE });
    g.dot(0.9, 0.4, WHITE);
  },
  fishingRod(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.line(0.2, 1.0, 0.78, 0.02, 2));
    g.flat(hex('#dfe7f0'), (p) => p.line(0.8, 0.04, 0.9, 0.66, 1));
    g.part(WHITE, (p) => p.circle(0.9, 0.72, 0.2));
    g.flat(hex('#e5484d'), (p) => p.rect(0.72, 0.66, 1.08, 0.71));
    g.flat(accent, (p) => p.rect(0.12, 0.86, 0.32, 0.92));
  },
  lollipop(g, it) {
    const { main, accent } = C(it);
    g.part(hex('#f4efe6'), (p) => p.line(0.5, 1.0, 0.5, 0.4, g.small ? 1 : 2));
    g.part(main, (p) => p.circle(0.5, 0.27, 0.45));
    g.flat(accent, (p) => p.ellipse(0.5, 0.27, 0.3, 0.16));
    g.flat(main, (p) => p.ellipse(0.5, 0.27, 0.18, 0.09));
    g.flat(WHITE, (p) => p.ellipse(0.48, 0.27, 0.06, 0.04));
  },
  balloon(g, it) {
    const { main, accent } = C(it);
    g.flat(hex('#c9c3d6'), (p) =>
      p.polyline(
        [
          [0.5, 0.58],
          [0.42, 0.72],
          [0.55, 0.86],
          [0.45, 1.0],
        ],
        1,
      ),
    );
    g.part(main, (p) => p.ellipse(0.5, 0.3, 0.45, 0.28));
    g.part(dark(main, 0.2), (p) =>
      p.poly([
        [0.44, 0.6],
        [0.56, 0.6],
        [0.5, 0.54],
      ]),
    );
    g.dot(0.3, 0.15, accent, 1, 2);
  },
  // hip (box at the slime's lower left, drawn behind)
  foxTail(g, it) {
    const { main, accent } = C(it);
    const sway = [0, 0.03, 0.06, 0.03][g.frame % 4] ?? 0;
    g.part(main, (p) =>
      p
        .ellipse(0.78, 0.78, 0.3, 0.16)
        .ellipse(0.48 - sway, 0.58, 0.34, 0.24)
        .ellipse(0.3 - sway, 0.36, 0.3, 0.24),
    );
    g.part(accent, (p) => p.ellipse(0.24 - sway, 0.18, 0.22, 0.14));
  },
  catTail(g, it) {
    const { main, accent } = C(it);
    const lift = [0, -0.04, -0.08, -0.04][g.frame % 4] ?? 0;
    g.part(main, (p) =>
      p.polyline(
        [
          [1.0, 0.86],
          [0.55, 0.82],
          [0.25, 0.62],
          [0.2, 0.32 + lift],
          [0.4, 0.12 + lift],
        ],
        g.small ? 2 : 3,
      ),
    );
    g.flat(accent, (p) => p.circle(0.4, 0.12 + lift, 0.1));
  },
  hipBow(g, it) {
    const { main, accent } = C(it);
    g.flat(dark(main, 0.15), (p) => p.rect(0.5, 0.5, 1.0, 0.6));
    g.part(main, (p) => p.line(0.46, 0.55, 0.3, 0.98, 2).line(0.5, 0.55, 0.66, 0.98, 2));
    g.part(main, (p) =>
      p
        .poly([
          [0.46, 0.55],
          [0.06, 0.3],
          [0.02, 0.55],
          [0.06, 0.8],
        ])
        .poly([
          [0.54, 0.55],
          [0.94, 0.3],
          [0.98, 0.55],
          [0.94, 0.8],
        ]),
    );
    g.flat(accent, (p) => p.line(0.12, 0.5, 0.3, 0.56, 1).line(0.7, 0.56, 0.88, 0.5, 1));
    g.part(dark(main, 0.1), (p) => p.circle(0.5, 0.55, 0.12));
  },
  // back (box spans the whole width behind the slime)
  wings(g, it) {
    const { main, accent } = C(it);
    // Swept up and outwards from the slime's shoulders so the feathers show around it.
    const flap = [0, -0.05, -0.1, -0.04][g.frame % 4] ?? 0;
    for (const side of [1, -1]) {
      const X = (x: number) => (side === 1 ? x : 1 - x);
      g.part(main, (p) =>
        p.poly([
          [X(0.36), 0.6],
          [X(0.3), 0.22 + flap],
          [X(0.2), 0.02 + flap],
          [X(0.06), -0.1 + flap],
          [X(0.0), 0.08 + flap],
          [X(0.0), 0.34],
          [X(0.05), 0.62],
          [X(0.14), 0.84],
          [X(0.28), 0.8],
        ]),
      );
      g.flat(dark(accent, 0.1), (p) =>
        p
          .line(X(0.04), 0.16 + flap, X(0.2), 0.26 + flap / 2, 1)
          .line(X(0.03), 0.42, X(0.22), 0.48, 1)
          .line(X(0.08), 0.66, X(0.24), 0.68, 1),
      );
    }
  },
  batWings(g, it) {
    const { main, accent } = C(it);
    const flap = [0, -0.1, -0.16, -0.06][g.frame % 4] ?? 0;
    for (const side of [1, -1]) {
      const X = (x: number) => (side === 1 ? x : 1 - x);
      g.part(main, (p) =>
        p.poly([
          [X(0.44), 0.55],
          [X(0.26), 0.12 + flap],
          [X(0.0), 0.08 + flap],
          [X(0.04), 0.42],
          [X(0.12), 0.34],
          [X(0.16), 0.6],
          [X(0.24), 0.5],
          [X(0.3), 0.74],
        ]),
      );
      g.flat(accent, (p) => p.line(X(0.26), 0.14 + flap, X(0.12), 0.36, 1).line(X(0.26), 0.14 + flap, X(0.24), 0.5, 1));
    }
  },
  butterflyWings(g, it) {
    const { main, accent } = C(it);
    const flap = [0, -0.05, -0.1, -0.05][g.frame % 4] ?? 0;
    for (const side of [1, -1]) {
      const X = (x: number) => (side === 1 ? x : 1 - x);
      g.part(accent, (p) => p.ellipse(X(0.12), 0.72, 0.11, 0.24));
      g.part(main, (p) => p.ellipse(X(0.13), 0.16 + flap, 0.13, 0.4));
      g.flat(WHITE, (p) => p.circle(X(0.1), 0.08 + flap, 0.1));
      g.dot(X(0.1), 0.74, light(accent, 0.5));
    }
  },
  backpack(g, it) {
    const { main, accent } = C(it);
    g.part(hex('#5a8fd8'), (p) => p.ellipse(0.5, 0.06, 0.26, 0.1));
    g.part(main, (p) => p.rect(0.27, 0.1, 0.73, 0.8));
    g.part(accent, (p) => p.rect(0.27, 0.1, 0.73, 0.34));
    g.flat(hex('#f5c542'), (p) => p.rect(0.48, 0.3, 0.52, 0.38));
    g.part(accent, (p) => p.rect(0.16, 0.4, 0.27, 0.75).rect(0.73, 0.4, 0.84, 0.75));
  },
  shell(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.ellipse(0.5, 0.7, 0.49, 0.62));
    g.cut((p) => p.rect(0, 1.02, 1, 2));
    g.flat(accent, (p) =>
      p
        .line(0.08, 0.62, 0.92, 0.62, 1)
        .line(0.2, 0.3, 0.2, 0.62, 1)
        .line(0.8, 0.3, 0.8, 0.62, 1)
        .line(0.5, 0.1, 0.5, 0.62, 1)
        .line(0.35, 0.62, 0.35, 1, 1)
        .line(0.65, 0.62, 0.65, 1, 1),
    );
  },
  // body (box around the lower body)
  scarf(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.ellipse(0.5, 0.12, 0.5, 0.42));
    g.cut((p) => p.ellipse(0.5, -0.06, 0.42, 0.3));
    g.flat(accent, (p) => p.line(0.06, 0.24, 0.2, 0.36, 1).line(0.94, 0.24, 0.8, 0.36, 1).line(0.4, 0.44, 0.6, 0.44, 1));
    g.part(main, (p) =>
      p.poly([
        [0.62, 0.3],
        [0.8, 0.3],
        [0.86, 0.92],
        [0.68, 0.92],
      ]),
    );
    g.flat(accent, (p) => p.line(0.66, 0.62, 0.82, 0.62, 1));
    g.dot(0.7, 0.96, accent);
    g.dot(0.8, 0.96, accent);
  },
  bowTie(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) =>
      p
        .poly([
          [0.5, 0.35],
          [0.3, 0.0],
          [0.3, 0.75],
        ])
        .poly([
          [0.5, 0.35],
          [0.7, 0.0],
          [0.7, 0.75],
        ]),
    );
    g.part(dark(main, 0.2), (p) => p.rect(0.45, 0.15, 0.55, 0.55));
    g.dot(0.34, 0.2, accent);
    g.dot(0.64, 0.2, accent);
  },
  armor(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) =>
      p.poly([
        [0.04, 0.05],
        [0.96, 0.05],
        [1.0, 0.5],
        [0.84, 0.92],
        [0.5, 1.02],
        [0.16, 0.92],
        [0.0, 0.5],
      ]),
    );
    g.cut((p) => p.ellipse(0.5, 0.0, 0.22, 0.2));
    g.flat(dark(main, 0.18), (p) => p.line(0.06, 0.5, 0.3, 0.5, 1).line(0.7, 0.5, 0.94, 0.5, 1));
    g.part(accent, (p) =>
      p.poly([
        [0.4, 0.25],
        [0.6, 0.25],
        [0.6, 0.6],
        [0.5, 0.8],
        [0.4, 0.6],
      ]),
    );
    g.dot(0.12, 0.5, accent);
    g.dot(0.86, 0.5, accent);
  },
  sailorCollar(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) =>
      p.poly([
        [0.0, 0.0],
        [1.0, 0.0],
        [0.94, 0.5],
        [0.5, 0.98],
        [0.06, 0.5],
      ]),
    );
    g.flat(accent, (p) => p.line(0.08, 0.42, 0.5, 0.86, 1).line(0.92, 0.42, 0.5, 0.86, 1));
    g.cut((p) =>
      p.poly([
        [0.3, 0.0],
        [0.7, 0.0],
        [0.5, 0.55],
      ]),
    );
    g.part(hex('#e5484d'), (p) =>
      p.poly([
        [0.42, 0.45],
        [0.58, 0.45],
        [0.5, 0.75],
      ]),
    );
  },
  leafSkirt(g, it) {
    const { main, accent } = C(it);
    [0.1, 0.26, 0.42, 0.58, 0.74, 0.9].forEach((x, k) =>
      g.part(k % 2 ? accent : main, (p) =>
        p.poly([
          [x - 0.1, 0.2],
          [x + 0.1, 0.2],
          [x, 1.0],
        ]),
      ),
    );
    g.part(dark(accent, 0.2), (p) => p.rect(0.0, 0.1, 1.0, 0.3));
  },
  // effects (box is the whole frame, drawn behind the slime)
  rainbowAura(g) {
    const colors = ['#ff6f6f', '#ffa94d', '#ffe36e', '#7ee07e', '#6fb7ff', '#b38cff'];
    for (let y = 0; y < g.img.h; y++)
      for (let x = 0; x < g.img.w; x++) {
        const py = y + 0.5 - g.box.y;
        const px = x + 0.5 - g.box.x;
        if (py > 27) continue;
        // the innermost band this pixel lies inside; inside all bands it stays empty
        let band = -1;
        for (let k = 0; k < colors.length; k++) if (((px - 16) / (15.5 - k)) ** 2 + ((py - 27) / (16 - k)) ** 2 <= 1) band = k;
        const col = colors[band];
        if (col) g.img.set(x, y, withAlpha(hex(col), 235));
      }
    const twinkle: Pt[] = [
      [0.12, 0.2],
      [0.85, 0.12],
      [0.92, 0.6],
      [0.06, 0.7],
    ];
    const tw = twinkle[g.frame % 4] ?? [0.1, 0.1];
    g.stamp(SPARKLE, tw[0], tw[1], { x: hex('#fff6b0'), w: WHITE });
  },
  hearts(g, it) {
    const { main, accent } = C(it);
    const spots: Pt[] = [
      [0.12, 0.5],
      [0.86, 0.35],
      [0.25, 0.2],
      [0.72, 0.12],
    ];
    spots.forEach(([x, y], k) => {
      const rise = ((g.frame + k) % 4) * 0.04;
      g.stamp(k % 2 ? HEART_S : HEART_M, x, y - rise, { x: k % 2 ? accent : main, w: WHITE });
    });
  },
  flames(g, it) {
    const { main, accent } = C(it);
    for (let k = 0; k < 7; k++) {
      const cx = 0.08 + k * 0.14;
      const hgt = 0.45 + 0.18 * Math.abs(Math.sin(k * 1.7 + g.frame * 1.3)) + (k === 3 ? 0.15 : 0);
      const shape = (p: Pen, scale: number) =>
        p.poly([
          [cx - 0.08 * scale, 0.94],
          [cx - 0.09 * scale, 0.94 - hgt * 0.45 * scale],
          [cx + 0.02, 0.94 - hgt * scale],
          [cx + 0.09 * scale, 0.94 - hgt * 0.45 * scale],
          [cx + 0.08 * scale, 0.94],
        ]);
      g.part(withAlpha(main, 240), (p) => shape(p, 1));
      g.flat(accent, (p) => shape(p, 0.55));
    }
  },
  snow(g, it) {
    const { main, accent } = C(it);
    const rng = createRng(11);
    for (let k = 0; k < 9; k++) {
      const x = rng.next();
      const y = (rng.next() + g.frame * 0.07) % 1;
      if (k % 3 === 0) g.stamp(FLAKE, x, y, { x: main });
      else g.dot(x, y, k % 2 ? accent : main);
    }
  },
  notes(g, it) {
    const { main, accent } = C(it);
    const spots: Pt[] = [
      [0.1, 0.45],
      [0.88, 0.3],
      [0.22, 0.15],
      [0.7, 0.1],
    ];
    spots.forEach(([x, y], k) => {
      const drift = ((g.frame + k * 2) % 4) * 0.035;
      g.stamp(k % 2 ? NOTE2 : NOTE, x + drift / 2, y - drift, { x: k % 2 ? accent : main });
    });
  },
  // icons (box is the centred icon square)
  egg(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.ellipse(0.5, 0.56, 0.36, 0.44));
    g.flat(accent, (p) => p.circle(0.34, 0.46, 0.08).circle(0.64, 0.66, 0.1).circle(0.58, 0.3, 0.06).circle(0.38, 0.8, 0.06));
    g.flat(withAlpha(WHITE, 210), (p) => p.ellipse(0.34, 0.3, 0.05, 0.08));
  },
  roomSet(g, it) {
    const { main, accent } = C(it);
    const darkWall = luminance(main) < 0.4;
    g.part(main, (p) => p.rect(0.0, 0.02, 1.0, 0.62));
    if (darkWall) {
      for (const [x, y] of [
        [0.15, 0.15],
        [0.45, 0.1],
        [0.8, 0.2],
        [0.3, 0.38],
        [0.65, 0.42],
        [0.88, 0.5],
      ] as const)
        g.dot(x, y, accent);
      g.stamp(SPARKLE_S, 0.55, 0.25, { x: accent, w: WHITE });
      g.part(hex('#fff2a8'), (p) => p.circle(0.18, 0.2, 0.1));
    } else {
      for (const y of [0.16, 0.32, 0.48]) g.flat(dark(main, 0.2), (p) => p.line(0.0, y, 1.0, y, 1));
      g.part(hex('#7ad7f0'), (p) => p.rect(0.56, 0.12, 0.84, 0.42));
      g.flat(accent, (p) => p.line(0.7, 0.12, 0.7, 0.42, 1).line(0.56, 0.27, 0.84, 0.27, 1));
    }
    g.part(darkWall ? mix(main, hex('#6a5acd'), 0.4) : accent, (p) => p.rect(0.0, 0.62, 1.0, 1.0));
    for (const x of [0.2, 0.45, 0.7, 0.95]) g.flat(dark(darkWall ? main : accent, 0.25), (p) => p.line(x, 0.66, x - 0.12, 1.0, 1));
    g.flat(dark(main, 0.35), (p) => p.rect(0.0, 0.6, 1.0, 0.64));
  },
  wallStripe(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.rect(0.05, 0.0, 0.95, 1.0));
    for (let k = 0; k < 6; k++) g.flat(accent, (p) => p.rect(0.1 + k * 0.15, 0.04, 0.16 + k * 0.15, 0.84));
    g.part(dark(main, 0.3), (p) => p.rect(0.05, 0.86, 0.95, 1.0));
    g.part(light(main, 0.5), (p) =>
      p.poly([
        [0.95, 0.0],
        [0.95, 0.22],
        [0.76, 0.0],
      ]),
    );
  },
  wallBrick(g, it) {
    const { main, accent } = C(it);
    g.part(accent, (p) => p.rect(0.0, 0.0, 1.0, 1.0));
    const rows = 6;
    for (let r = 0; r < rows; r++) {
      const y0 = r / rows + 0.02;
      const y1 = (r + 1) / rows - 0.04;
      const off = r % 2 ? 0.25 : 0;
      for (let c = -1; c < 3; c++) {
        const x0 = c * 0.5 + off + 0.03;
        g.part(r % 3 === 1 && c === 1 ? dark(main, 0.15) : main, (p) => p.rect(Math.max(0.02, x0), y0, Math.min(0.98, x0 + 0.44), y1));
      }
    }
  },
  floorPlank(g, it) {
    isoTile(g, C(it), (u, v, main, accent) => {
      const band = Math.floor(v * 5);
      const seam = Math.abs(v * 5 - Math.round(v * 5)) < 0.08;
      if (seam) return dark(accent, 0.2);
      const knot = (band * 0.37 + 0.2) % 1;
      if (Math.abs(u - knot) < 0.03) return accent;
      return band % 2 ? main : light(main, 0.1);
    });
  },
  floorChecker(g, it) {
    isoTile(g, C(it), (u, v, main, accent) => ((Math.floor(u * 4) + Math.floor(v * 4)) % 2 ? accent : main));
  },
  lamp(g, it) {
    const { main, accent } = C(it);
    g.part(hex('#6b4a2a'), (p) => p.ellipse(0.5, 0.94, 0.26, 0.06));
    g.part(hex('#efe6d2'), (p) => p.rect(0.45, 0.36, 0.55, 0.92));
    g.flat(withAlpha(accent, 150), (p) => p.ellipse(0.5, 0.44, 0.34, 0.1));
    g.part(main, (p) => p.ellipse(0.5, 0.38, 0.44, 0.32));
    g.cut((p) => p.rect(0, 0.4, 1, 0.5));
    g.flat(accent, (p) => p.rect(0.16, 0.37, 0.84, 0.4));
    g.flat(WHITE, (p) => p.circle(0.32, 0.22, 0.07).circle(0.62, 0.14, 0.05).circle(0.7, 0.3, 0.06));
  },
  plant(g, it) {
    const { main, accent } = C(it);
    const leaf = dark(main, 0.05);
    g.part(leaf, (p) => p.ellipse(0.3, 0.38, 0.2, 0.14).ellipse(0.7, 0.3, 0.22, 0.15).ellipse(0.5, 0.18, 0.16, 0.16));
    g.part(main, (p) => p.ellipse(0.26, 0.55, 0.2, 0.12).ellipse(0.74, 0.52, 0.2, 0.12));
    g.flat(dark(main, 0.35), (p) => p.line(0.5, 0.62, 0.3, 0.4, 1).line(0.5, 0.62, 0.7, 0.32, 1).line(0.5, 0.62, 0.5, 0.2, 1));
    g.cut((p) => p.circle(0.22, 0.36, 0.03).circle(0.78, 0.3, 0.03));
    g.part(accent, (p) =>
      p.poly([
        [0.26, 0.62],
        [0.74, 0.62],
        [0.66, 0.98],
        [0.34, 0.98],
      ]),
    );
    g.part(light(accent, 0.15), (p) => p.rect(0.24, 0.6, 0.76, 0.68));
  },
  bookshelf(g, it) {
    const { main } = C(it);
    g.part(main, (p) => p.rect(0.12, 0.0, 0.88, 1.0));
    g.flat(dark(main, 0.45), (p) => p.rect(0.18, 0.05, 0.82, 0.3).rect(0.18, 0.36, 0.82, 0.61).rect(0.18, 0.67, 0.82, 0.94));
    const books = ['#e5484d', '#3e7bdd', '#f5c542', '#30a46c', '#8e4ec6', '#ff8fc7', '#4fc3f7'];
    const rng = createRng(5);
    for (const [y0, y1] of [
      [0.05, 0.3],
      [0.36, 0.61],
      [0.67, 0.94],
    ] as const) {
      let x = 0.2;
      while (x < 0.78) {
        const w = 0.06 + rng.int(0, 1) * 0.04;
        const top = y0 + rng.int(0, 2) * 0.04;
        const col = hex(rng.pick(books));
        if (rng.chance(0.85)) g.part(col, (p) => p.rect(x, top, Math.min(0.8, x + w), y1));
        x += w + 0.03;
      }
    }
  },
  clock(g, it) {
    const { main, accent } = C(it);
    g.part(dark(main, 0.2), (p) =>
      p.poly([
        [0.1, 0.32],
        [0.5, 0.02],
        [0.9, 0.32],
      ]),
    );
    g.part(main, (p) => p.rect(0.18, 0.3, 0.82, 0.72));
    g.part(hex('#fff8e6'), (p) => p.circle(0.5, 0.5, 0.18));
    g.flat(INK, (p) => p.line(0.5, 0.5, 0.5, 0.38, 1).line(0.5, 0.5, 0.6, 0.52, 1));
    g.part(INK, (p) => p.circle(0.5, 0.2, 0.06));
    g.flat(accent, (p) => p.line(0.4, 0.72, 0.4, 0.9, 1).line(0.6, 0.72, 0.6, 0.84, 1));
    g.part(accent, (p) => p.rect(0.36, 0.88, 0.44, 0.98).rect(0.56, 0.82, 0.64, 0.92));
  },
  window(g, it) {
    const { main, accent } = C(it);
    g.part(accent, (p) => p.circle(0.5, 0.5, 0.48));
    g.part(main, (p) => p.circle(0.5, 0.5, 0.38), { flat: true });
    g.flat(WHITE, (p) => p.ellipse(0.38, 0.58, 0.14, 0.07).ellipse(0.48, 0.54, 0.1, 0.07));
    g.flat(accent, (p) => p.line(0.5, 0.12, 0.5, 0.88, 2).line(0.12, 0.5, 0.88, 0.5, 2));
    g.flat(withAlpha(WHITE, 180), (p) => p.line(0.25, 0.3, 0.32, 0.22, 1));
  },
  portrait(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.rect(0.04, 0.06, 0.96, 0.94));
    g.flat(hex('#fdf3e0'), (p) => p.rect(0.16, 0.18, 0.84, 0.82));
    g.part(accent, (p) => p.ellipse(0.5, 0.66, 0.26, 0.24));
    g.cut((p) => p.rect(0.16, 0.78, 0.84, 0.82));
    g.flat(hex('#fdf3e0'), (p) => p.rect(0.16, 0.78, 0.84, 0.82));
    g.dot(0.42, 0.6, INK);
    g.dot(0.56, 0.6, INK);
    g.part(hex('#f5c542'), (p) =>
      p.poly([
        [0.36, 0.4],
        [0.4, 0.3],
        [0.5, 0.38],
        [0.6, 0.3],
        [0.64, 0.4],
      ]),
    );
    g.dot(0.1, 0.12, light(main, 0.6));
  },
  bed(g, it) {
    const { main, accent } = C(it);
    g.part(dark(main, 0.25), (p) => p.rect(0.04, 0.2, 0.16, 0.95).rect(0.88, 0.5, 0.96, 0.95));
    g.part(accent, (p) => p.rect(0.1, 0.5, 0.94, 0.76));
    g.part(main, (p) => p.rect(0.38, 0.44, 0.94, 0.78));
    g.part(WHITE, (p) => p.ellipse(0.26, 0.48, 0.12, 0.08));
    g.flat(light(main, 0.35), (p) => p.line(0.42, 0.56, 0.9, 0.56, 1));
  },
  rug(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.ellipse(0.5, 0.6, 0.48, 0.3));
    g.flat(accent, (p) => p.ellipse(0.5, 0.6, 0.34, 0.2));
    g.flat(main, (p) => p.ellipse(0.5, 0.6, 0.24, 0.13));
    g.flat(light(accent, 0.3), (p) => p.ellipse(0.5, 0.6, 0.1, 0.05));
  },
  table(g, it) {
    const { main, accent } = C(it);
    g.part(dark(main, 0.2), (p) => p.rect(0.45, 0.46, 0.55, 0.9).ellipse(0.5, 0.92, 0.22, 0.06));
    g.part(main, (p) => p.ellipse(0.5, 0.44, 0.46, 0.12));
    g.part(accent, (p) => p.rect(0.4, 0.18, 0.58, 0.36));
    g.flat(accent, (p) => p.circle(0.62, 0.26, 0.06));
    g.cut((p) => p.circle(0.62, 0.26, 0.02));
    g.flat(hex('#b97a4a'), (p) => p.rect(0.42, 0.2, 0.56, 0.22));
    g.flat(withAlpha(WHITE, 160), (p) => p.line(0.45, 0.08, 0.47, 0.14, 1).line(0.52, 0.05, 0.52, 0.14, 1));
  },
  fountain(g, it) {
    const { main, accent } = C(it);
    g.part(accent, (p) => p.ellipse(0.5, 0.84, 0.48, 0.14));
    g.flat(main, (p) => p.ellipse(0.5, 0.8, 0.4, 0.08));
    g.part(accent, (p) => p.rect(0.44, 0.44, 0.56, 0.8));
    g.part(accent, (p) => p.ellipse(0.5, 0.44, 0.26, 0.08));
    g.flat(withAlpha(main, 220), (p) =>
      p
        .polyline(
          [
            [0.5, 0.36],
            [0.3, 0.3],
            [0.18, 0.5],
            [0.14, 0.74],
          ],
          1,
        )
        .polyline(
          [
            [0.5, 0.36],
            [0.7, 0.3],
            [0.82, 0.5],
            [0.86, 0.74],
          ],
          1,
        )
        .line(0.5, 0.1, 0.5, 0.38, 2),
    );
    g.stamp(SPARKLE_S, 0.5, 0.06, { x: main, w: WHITE });
    g.dot(0.22, 0.22, WHITE);
    g.dot(0.8, 0.18, WHITE);
  },
  disco(g, it) {
    const { main, accent } = C(it);
    g.flat(hex('#9a9aaa'), (p) => p.line(0.5, 0.0, 0.5, 0.2, 1));
    const m = g.mask((p) => p.circle(0.5, 0.56, 0.38));
    for (let y = 0; y < m.h; y++)
      for (let x = 0; x < m.w; x++) {
        if (!m.has(x, y)) continue;
        const t = (Math.floor(x / 2) + Math.floor(y / 2)) % 2;
        const shade = x + y < g.box.x + g.box.y + 26 ? light(main, 0.3) : dark(main, 0.2);
        g.img.set(x, y, t ? shade : main);
      }
    g.stamp(SPARKLE_S, 0.12, 0.3, { x: accent, w: WHITE });
    g.stamp(SPARKLE_S, 0.88, 0.42, { x: hex('#4fc3f7'), w: WHITE });
    g.stamp(SPARKLE_S, 0.82, 0.9, { x: hex('#ffd84a'), w: WHITE });
    g.dot(0.38, 0.4, WHITE, 2, 2);
  },
  campfire(g, it) {
    const { main, accent } = C(it);
    g.part(accent, (p) => p.line(0.18, 0.92, 0.82, 0.74, 3).line(0.18, 0.74, 0.82, 0.92, 3));
    g.part(main, (p) =>
      p.poly([
        [0.28, 0.8],
        [0.26, 0.5],
        [0.42, 0.28],
        [0.48, 0.06],
        [0.64, 0.3],
        [0.74, 0.5],
        [0.72, 0.8],
      ]),
    );
    g.flat(hex('#ffd84a'), (p) =>
      p.poly([
        [0.38, 0.8],
        [0.38, 0.58],
        [0.5, 0.38],
        [0.62, 0.58],
        [0.62, 0.8],
      ]),
    );
    g.flat(hex('#fff6d6'), (p) => p.ellipse(0.5, 0.72, 0.06, 0.08));
    g.part(hex('#9a9aaa'), (p) => p.circle(0.1, 0.9, 0.07).circle(0.9, 0.9, 0.07));
  },
  ticket(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.rect(0.04, 0.24, 0.96, 0.76));
    g.cut((p) => p.circle(0.04, 0.5, 0.09).circle(0.96, 0.5, 0.09));
    for (let y = 0.28; y < 0.74; y += 0.1) g.dot(0.7, y, dark(main, 0.3));
    g.part(accent, (p) => p.star(0.36, 0.5, 0.16));
    g.flat(dark(main, 0.25), (p) => p.line(0.78, 0.38, 0.88, 0.38, 1).line(0.78, 0.5, 0.88, 0.5, 1).line(0.78, 0.62, 0.86, 0.62, 1));
  },
  letter(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.rect(0.04, 0.2, 0.96, 0.8));
    g.flat(dark(main, 0.2), (p) =>
      p.line(0.06, 0.24, 0.5, 0.56, 1).line(0.94, 0.24, 0.5, 0.56, 1).line(0.06, 0.78, 0.38, 0.5, 1).line(0.94, 0.78, 0.62, 0.5, 1),
    );
    g.stamp(HEART_M, 0.5, 0.56, { x: accent, w: WHITE });
  },
  potion(g, it) {
    const { main, accent } = C(it);
    g.part(withAlpha(accent, 220), (p) => p.circle(0.5, 0.64, 0.34).rect(0.4, 0.14, 0.6, 0.4));
    g.part(main, (p) => p.ellipse(0.5, 0.7, 0.3, 0.24));
    g.cut((p) => p.rect(0, 0.99, 1, 1.2));
    g.part(hex('#a0683f'), (p) => p.rect(0.38, 0.04, 0.62, 0.16));
    g.flat(WHITE, (p) => p.circle(0.4, 0.66, 0.05).circle(0.56, 0.78, 0.035));
    g.flat(withAlpha(WHITE, 200), (p) => p.line(0.28, 0.5, 0.3, 0.62, 1));
  },
  slime(g, it) {
    drawSlime(g.img, { color: it.art.main, dx: g.box.x, dy: g.box.y + bobOf(g.frame), blink: g.frame % 4 === BLINK_FRAME });
  },
  galaxySlime(g, it) {
    drawSlime(g.img, {
      color: it.art.main,
      dx: g.box.x,
      dy: g.box.y + bobOf(g.frame),
      blink: g.frame % 4 === BLINK_FRAME,
      galaxy: it.art.accent,
    });
  },
  expOrb(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.circle(0.5, 0.38, 0.36));
    g.flat(accent, (p) => p.star(0.5, 0.4, 0.2));
    g.flat(withAlpha(WHITE, 220), (p) => p.ellipse(0.36, 0.22, 0.06, 0.04));
    g.part(hex('#3a3348'), (p) => p.rect(0.18, 0.78, 0.82, 1.0));
    const x0 = Math.round(g.box.x + 0.5 * g.box.w - textWidth('EXP', FONT3) / 2);
    drawText(g.img, 'EXP', x0, Math.round(g.box.y + 0.8 * g.box.h), hex('#ffe36e'), FONT3);
  },
  gem(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) =>
      p.poly([
        [0.14, 0.38],
        [0.32, 0.14],
        [0.68, 0.14],
        [0.86, 0.38],
        [0.5, 0.92],
      ]),
    );
    g.flat(accent, (p) =>
      p.poly([
        [0.2, 0.38],
        [0.34, 0.18],
        [0.66, 0.18],
        [0.8, 0.38],
      ]),
    );
    g.flat(light(main, 0.15), (p) =>
      p.poly([
        [0.36, 0.38],
        [0.5, 0.2],
        [0.64, 0.38],
      ]),
    );
    g.flat(dark(main, 0.25), (p) => p.line(0.36, 0.4, 0.5, 0.86, 1).line(0.64, 0.4, 0.5, 0.86, 1));
    g.dot(0.3, 0.24, WHITE);
  },
  gemPouch(g, it) {
    const { main, accent } = C(it);
    g.part(accent, (p) =>
      p.poly([
        [0.3, 0.3],
        [0.4, 0.06],
        [0.5, 0.26],
      ]),
    );
    g.part(light(accent, 0.2), (p) =>
      p.poly([
        [0.5, 0.26],
        [0.62, 0.02],
        [0.72, 0.3],
      ]),
    );
    g.part(main, (p) =>
      p.ellipse(0.5, 0.68, 0.4, 0.3).poly([
        [0.28, 0.3],
        [0.72, 0.3],
        [0.62, 0.44],
        [0.38, 0.44],
      ]),
    );
    g.part(hex('#e5484d'), (p) => p.rect(0.3, 0.38, 0.7, 0.44));
    g.flat(accent, (p) => p.star(0.5, 0.68, 0.14));
  },
  key(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.line(0.38, 0.38, 0.9, 0.9, 3));
    g.part(main, (p) => p.line(0.72, 0.72, 0.84, 0.6, 3).line(0.84, 0.84, 0.96, 0.72, 2));
    g.part(main, (p) => p.circle(0.3, 0.3, 0.26));
    g.cut((p) => p.circle(0.3, 0.3, 0.1));
    g.dot(0.18, 0.2, accent);
  },
  cap(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.ellipse(0.42, 0.66, 0.36, 0.48));
    g.cut((p) => p.rect(0, 0.67, 1, 1.2));
    g.part(dark(main, 0.1), (p) =>
      p.poly([
        [0.46, 0.6],
        [0.9, 0.62],
        [1.0, 0.7],
        [0.92, 0.76],
        [0.46, 0.76],
      ]),
    );
    g.flat(dark(main, 0.2), (p) => p.rect(0.06, 0.62, 0.78, 0.68));
    g.part(main, (p) => p.circle(0.42, 0.18, 0.06));
    g.flat(dark(main, 0.15), (p) => p.line(0.42, 0.22, 0.42, 0.62, 1));
    g.part(accent, (p) => p.ellipse(0.26, 0.44, 0.09, 0.08));
    g.dot(0.24, 0.42, INK);
  },
  hoodie(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) =>
      p.poly([
        [0.3, 0.14],
        [0.7, 0.14],
        [0.96, 0.36],
        [0.86, 0.52],
        [0.76, 0.44],
        [0.76, 0.96],
        [0.24, 0.96],
        [0.24, 0.44],
        [0.14, 0.52],
        [0.04, 0.36],
      ]),
    );
    g.part(dark(main, 0.12), (p) => p.ellipse(0.5, 0.14, 0.22, 0.1));
    g.dot(0.42, 0.42, accent, 1, 2);
    g.dot(0.56, 0.42, accent, 1, 2);
    g.flat(dark(main, 0.2), (p) => p.rect(0.34, 0.68, 0.66, 0.8));
    g.flat(WHITE, (p) => p.line(0.44, 0.22, 0.44, 0.32, 1).line(0.56, 0.22, 0.56, 0.32, 1));
  },
  overalls(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) =>
      p.poly([
        [0.2, 0.4],
        [0.8, 0.4],
        [0.86, 0.96],
        [0.56, 0.96],
        [0.5, 0.62],
        [0.44, 0.96],
        [0.14, 0.96],
      ]),
    );
    g.part(main, (p) => p.rect(0.3, 0.14, 0.7, 0.44));
    g.flat(dark(main, 0.25), (p) => p.line(0.3, 0.14, 0.22, 0.0, 1).line(0.7, 0.14, 0.78, 0.0, 1).rect(0.38, 0.24, 0.62, 0.34));
    g.dot(0.32, 0.18, accent);
    g.dot(0.66, 0.18, accent);
  },
  sneakers(g, it) {
    const { main, accent } = C(it);
    for (const [dx, dy] of [
      [0.3, -0.12],
      [0, 0.1],
    ] as const) {
      g.part(main, (p) =>
        p.poly([
          [0.06 + dx, 0.5 + dy],
          [0.36 + dx, 0.46 + dy],
          [0.66 + dx, 0.66 + dy],
          [0.66 + dx, 0.8 + dy],
          [0.06 + dx, 0.8 + dy],
        ]),
      );
      g.part(accent, (p) => p.rect(0.04 + dx, 0.8 + dy, 0.68 + dx, 0.88 + dy));
      g.dot(0.3 + dx, 0.56 + dy, accent);
      g.dot(0.4 + dx, 0.62 + dy, accent);
    }
  },
  heartGlasses(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.heart(0.3, 0.5, 0.24).heart(0.7, 0.5, 0.24).line(0.42, 0.42, 0.58, 0.42, 1));
    g.flat(withAlpha(accent, 200), (p) => p.heart(0.3, 0.5, 0.15).heart(0.7, 0.5, 0.15));
    g.flat(dark(main, 0.2), (p) => p.line(0.06, 0.38, 0.0, 0.3, 1).line(0.94, 0.38, 1.0, 0.3, 1));
  },
  blush(g, it) {
    const { main, accent } = C(it);
    g.part(WHITE, (p) => p.ellipse(0.26, 0.55, 0.22, 0.16).ellipse(0.74, 0.55, 0.22, 0.16));
    g.flat(main, (p) => p.ellipse(0.26, 0.55, 0.17, 0.11).ellipse(0.74, 0.55, 0.17, 0.11));
    g.flat(accent, (p) =>
      p.line(0.18, 0.5, 0.22, 0.6, 1).line(0.26, 0.5, 0.3, 0.6, 1).line(0.66, 0.5, 0.7, 0.6, 1).line(0.74, 0.5, 0.78, 0.6, 1),
    );
    g.stamp(SPARKLE_S, 0.5, 0.28, { x: hex('#ffd84a'), w: WHITE });
  },
  staff(g, it) {
    const { main, accent } = C(it);
    g.part(accent, (p) => p.line(0.2, 0.96, 0.66, 0.34, 2));
    g.part(main, (p) => p.star(0.7, 0.26, 0.26));
    g.flat(hex('#ff8fc7'), (p) =>
      p.polyline(
        [
          [0.58, 0.42],
          [0.5, 0.5],
          [0.56, 0.58],
        ],
        1,
      ),
    );
    g.stamp(SPARKLE_S, 0.9, 0.08, { x: main, w: WHITE });
  },
  cape(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) =>
      p.poly([
        [0.3, 0.08],
        [0.7, 0.08],
        [0.92, 0.94],
        [0.64, 0.86],
        [0.5, 0.96],
        [0.36, 0.86],
        [0.08, 0.94],
      ]),
    );
    g.flat(dark(main, 0.25), (p) => p.line(0.42, 0.2, 0.34, 0.84, 1).line(0.58, 0.2, 0.66, 0.84, 1));
    g.part(accent, (p) => p.rect(0.26, 0.04, 0.74, 0.14));
    g.part(accent, (p) => p.circle(0.5, 0.12, 0.08));
  },
  face(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.ellipse(0.1, 0.52, 0.08, 0.1).ellipse(0.9, 0.52, 0.08, 0.1).ellipse(0.5, 0.5, 0.4, 0.42));
    g.dot(0.34, 0.46, accent, 2, 3);
    g.dot(0.6, 0.46, accent, 2, 3);
    g.dot(0.34, 0.46, WHITE);
    g.dot(0.6, 0.46, WHITE);
    g.flat(accent, (p) =>
      p.polyline(
        [
          [0.42, 0.68],
          [0.5, 0.72],
          [0.58, 0.68],
        ],
        1,
      ),
    );
    g.flat(withAlpha(hex('#ff7a9c'), 150), (p) => p.ellipse(0.24, 0.62, 0.07, 0.04).ellipse(0.76, 0.62, 0.07, 0.04));
  },
  body(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.circle(0.5, 0.18, 0.16));
    g.part(main, (p) =>
      p
        .rect(0.34, 0.34, 0.66, 0.7)
        .line(0.34, 0.4, 0.18, 0.62, 3)
        .line(0.66, 0.4, 0.82, 0.62, 3)
        .rect(0.36, 0.7, 0.47, 0.98)
        .rect(0.53, 0.7, 0.64, 0.98),
    );
    g.flat(accent, (p) => p.line(0.5, 0.72, 0.5, 0.98, 1));
    g.dot(0.44, 0.16, INK);
    g.dot(0.54, 0.16, INK);
  },
  hairFront(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.ellipse(0.5, 0.5, 0.46, 0.42));
    g.cut((p) => p.rect(0, 0.62, 1, 1.2));
    g.cut((p) =>
      p
        .poly([
          [0.2, 0.63],
          [0.3, 0.46],
          [0.4, 0.63],
        ])
        .poly([
          [0.45, 0.63],
          [0.56, 0.44],
          [0.66, 0.63],
        ]),
    );
    g.part(main, (p) => p.ellipse(0.08, 0.6, 0.07, 0.2).ellipse(0.92, 0.6, 0.07, 0.2));
    g.flat(accent, (p) => p.line(0.22, 0.24, 0.44, 0.16, 1));
  },
  hairBack(g, it) {
    const { main, accent } = C(it);
    g.part(main, (p) => p.ellipse(0.5, 0.3, 0.42, 0.28).rect(0.08, 0.3, 0.92, 0.86));
    g.part(main, (p) => p.circle(0.18, 0.88, 0.1).circle(0.4, 0.92, 0.1).circle(0.6, 0.92, 0.1).circle(0.82, 0.88, 0.1));
    g.flat(accent, (p) => p.line(0.26, 0.3, 0.26, 0.8, 1).line(0.74, 0.3, 0.74, 0.8, 1).line(0.5, 0.12, 0.5, 0.3, 1));
  },
};

function isoTile(g: Gfx, c: { main: RGBA; accent: RGBA }, pattern: (u: number, v: number, main: RGBA, accent: RGBA) => RGBA) {
  const cx = g.box.x + g.box.w / 2;
  const cy = g.box.y + g.box.h * 0.42;
  const W = g.box.w / 2;
  const H = g.box.h * 0.3;
  const depth = 3;
  for (let y = 0; y < g.img.h; y++)
    for (let x = 0; x < g.img.w; x++) {
      const px = x + 0.5;
      for (let d = 0; d <= depth; d++) {
        const py = y + 0.5 - d;
        const a = (px - cx) / W;
        const b = (py - cy) / H;
        const u = (a + b) / 2 + 0.5;
        const v = (b - a) / 2 + 0.5;
        if (u < 0 || u > 1 || v < 0 || v > 1) continue;
        if (d === 0) g.img.set(x, y, pattern(u, v, c.main, c.accent));
        else if (g.img.alpha(x, y) === 0) g.img.set(x, y, dark(a < 0 ? c.main : c.accent, a < 0 ? 0.3 : 0.45));
        break;
      }
    }
}

// ── Room surfaces ────────────────────────────────────────────────────────
// What a room is drawn with (lib/items/room-layout.ts: roomArt): walls and floors as seamless
// ROOM_TILE-pixel tiles, two grid cells square, that repeat without a seam in both directions;
// sets as one whole-room picture, wall and floor split as the room grid splits them.

const ROOM_TILE = 32;
const ROOM_PX_PER_CELL = ROOM_TILE / 2;

type Texel = (x: number, y: number) => RGBA;

function paint(w: number, h: number, texel: Texel): Img {
  const img = new Img(w, h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) img.set(x, y, texel(x, y));
  return img;
}

// A small, fixed speckle so flat colours read as a material, the same on every tile.
const speckle = (x: number, y: number, seed: number) => ((x * 73 + y * 151 + seed * 37) ^ (x * y + seed)) % 23 === 0;

const ROOM_TEXELS: Partial<Record<SeedItem['art']['shape'], (c: { main: RGBA; accent: RGBA }) => Texel>> = {
  wallStripe:
    ({ main, accent }) =>
    (x, y) => {
      const k = x % 8;
      if (k === 0) return dark(main, 0.12);
      if (k >= 5) return accent;
      return speckle(x, y, 1) ? light(main, 0.2) : main;
    },
  wallBrick:
    ({ main, accent }) =>
    (x, y) => {
      const row = Math.floor(y / 8);
      const offset = row % 2 ? 8 : 0;
      const bx = (x + offset) % 16;
      if (y % 8 === 7 || bx === 15) return accent;
      const brick = Math.floor((x + offset) / 16) + row * 2;
      const base = brick % 3 === 1 ? dark(main, 0.12) : brick % 5 === 2 ? light(main, 0.08) : main;
      if (y % 8 === 0) return light(base, 0.15);
      return speckle(x, y, 3) ? dark(base, 0.15) : base;
    },
  floorPlank:
    ({ main, accent }) =>
    (x, y) => {
      const row = Math.floor(y / 8);
      if (y % 8 === 7) return dark(accent, 0.25);
      const joint = [5, 21, 13, 29][row] ?? 0;
      if (x === joint) return dark(accent, 0.25);
      const base = row % 2 ? light(main, 0.08) : main;
      if ((y % 8 === 3 && (x + row * 7) % 11 < 4) || speckle(x, y, 5)) return accent;
      return base;
    },
  floorChecker:
    ({ main, accent }) =>
    (x, y) => {
      const even = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 0;
      const base = even ? main : accent;
      if (x % 8 === 0 || y % 8 === 0) return mix(base, INK, 0.08);
      return speckle(x, y, 7) ? mix(base, even ? accent : main, 0.12) : base;
    },
};

function roomTile(item: SeedItem): Img | null {
  if (item.type !== 'WALL' && item.type !== 'FLOOR') return null;
  const texel = ROOM_TEXELS[item.art.shape];
  if (!texel) throw new Error(`${item.slug}: no room tile for the shape ${item.art.shape}`);
  return paint(ROOM_TILE, ROOM_TILE, texel(C(item)));
}

// A set: the whole room, 8 × 6 cells; the top ROOM_WALL_ROWS rows wall, the rest floor.
function roomSetPicture(item: SeedItem): Img {
  const { main, accent } = C(item);
  const w = ROOM_GRID.columns * ROOM_PX_PER_CELL;
  const h = ROOM_GRID.rows * ROOM_PX_PER_CELL;
  const horizon = ROOM_WALL_ROWS * ROOM_PX_PER_CELL;
  const night = luminance(main) < 0.4;
  const floorMain = night ? mix(main, hex('#6a5acd'), 0.4) : accent;
  const img = paint(w, h, (x, y) => {
    if (y >= horizon) {
      // Boards running across the room, their joints staggered.
      const fy = y - horizon;
      if (fy < 2) return dark(main, 0.35);
      if (fy % 8 === 1) return dark(floorMain, 0.25);
      const row = Math.floor(fy / 8);
      if ((x + row * 19) % 40 === 0) return dark(floorMain, 0.25);
      return row % 2 ? light(floorMain, 0.06) : floorMain;
    }
    if (night) {
      const t = y / horizon;
      const sky = mix(dark(main, 0.2), main, t);
      return speckle(x, y, 11) && (x * 7 + y * 3) % 5 === 0 ? light(accent, 0.3) : sky;
    }
    // Logs laid one over another.
    const log = y % 8;
    if (log === 7) return dark(main, 0.3);
    if (log === 0) return light(main, 0.15);
    return (x + Math.floor(y / 8) * 13) % 29 === 0 ? dark(main, 0.15) : main;
  });
  const frame = (x0: number, y0: number, fw: number, fh: number, fill: (x: number, y: number) => RGBA) => {
    for (let y = y0; y < y0 + fh; y++) for (let x = x0; x < x0 + fw; x++) img.set(x, y, fill(x - x0, y - y0));
  };
  if (night) {
    // The moon and a few bright stars.
    frame(18, 10, 10, 10, (x, y) =>
      (x - 4.5) ** 2 + (y - 4.5) ** 2 <= 20 ? ((x - 6.5) ** 2 + (y - 3.5) ** 2 <= 12 ? dark(main, 0.1) : hex('#fff2a8')) : [0, 0, 0, 0],
    );
    for (const [sx, sy] of [
      [52, 14],
      [88, 8],
      [108, 30],
      [70, 40],
      [36, 46],
    ] as const)
      frame(sx - 1, sy - 1, 3, 3, (x, y) => (x === 1 || y === 1 ? (x === 1 && y === 1 ? WHITE : accent) : [0, 0, 0, 0]));
  } else {
    // A window onto the sky.
    frame(84, 12, 28, 24, (x, y) => {
      if (x < 2 || y < 2 || x > 25 || y > 21 || x === 13 || y === 11) return accent;
      return y < 8 ? hex('#9fe3f7') : hex('#7ad7f0');
    });
  }
  return img;
}

// Where each slime-equipment slot sits on the 32×32 slime frame, and the icon box with the same aspect.
const SLOTS: Record<string, { worn: Box; icon: Box }> = {
  EQUIPMENT_HAT: { worn: { x: 8, y: 3, w: 16, h: 12 }, icon: { x: 3, y: 6, w: 26, h: 20 } },
  EQUIPMENT_EYES: { worn: { x: 7, y: 16, w: 18, h: 7 }, icon: { x: 2, y: 10, w: 28, h: 11 } },
  EQUIPMENT_LOWER_FACE: { worn: { x: 10, y: 20, w: 12, h: 7 }, icon: { x: 4, y: 9, w: 24, h: 14 } },
  EQUIPMENT_HAND: { worn: { x: 22, y: 11, w: 10, h: 18 }, icon: { x: 8, y: 1, w: 17, h: 30 } },
  EQUIPMENT_HIP: { worn: { x: 0, y: 14, w: 12, h: 16 }, icon: { x: 5, y: 2, w: 21, h: 28 } },
  EQUIPMENT_BACK: { worn: { x: 0, y: 6, w: 32, h: 19 }, icon: { x: 0, y: 6, w: 32, h: 19 } },
  EQUIPMENT_BODY: { worn: { x: 5, y: 24, w: 22, h: 7 }, icon: { x: 1, y: 11, w: 30, h: 10 } },
  EQUIPMENT_EFFECT: { worn: { x: 0, y: 0, w: 32, h: 32 }, icon: { x: 0, y: 0, w: 32, h: 32 } },
};
const ICON_BOX: Box = { x: 4, y: 4, w: 24, h: 24 };
// Icons where the worn slot's box would make the piece too small or too flat on its own.
const ICON_OVERRIDES: Partial<Record<SeedItem['art']['shape'], { box?: Box; frame?: number }>> = {
  bowTie: { box: { x: -12, y: 4, w: 56, h: 24 } },
  bubbleGum: { box: { x: 6, y: 6, w: 20, h: 20 }, frame: 1 },
  wings: { box: { x: 3, y: 9, w: 26, h: 17 } },
  butterflyWings: { box: { x: 3, y: 8, w: 26, h: 17 } },
  heartEyes: { box: { x: 2, y: 6, w: 28, h: 18 } },
  sparkleEyes: { box: { x: 2, y: 6, w: 28, h: 18 } },
  armor: { box: { x: 3, y: 6, w: 26, h: 22 } },
  scarf: { box: { x: 3, y: 6, w: 26, h: 20 } },
  sailorCollar: { box: { x: 2, y: 6, w: 28, h: 20 } },
  leafSkirt: { box: { x: 2, y: 6, w: 28, h: 20 } },
  backpack: { box: { x: -2, y: 5, w: 36, h: 25 } },
  catMouth: { box: { x: 6, y: 9, w: 20, h: 14 } },
};

function drawItemLayer(item: SeedItem, box: Box, frame: number): Img {
  const img = new Img(32, 32);
  ITEM_SHAPES[item.art.shape](new Gfx(img, box, frame), item);
  return img;
}

function shift(box: Box, dy: number): Box {
  return { ...box, y: box.y + dy };
}

function itemIcon(item: SeedItem): Img {
  const slot = SLOTS[item.type];
  const out = new Img(32, 32);
  if (item.type === 'SLIME') {
    out.blit(drawItemLayer(item, { x: 0, y: 0, w: 32, h: 32 }, 0), 0, -2);
  } else if (item.type === 'EQUIPMENT_EFFECT' && slot) {
    // an effect needs a slime to be seen
    out.blit(drawItemLayer(item, slot.icon, 0), 0, 0);
    drawSlime(out, { color: SLIME_COLOR });
  } else {
    const override = ICON_OVERRIDES[item.art.shape];
    out.blit(drawItemLayer(item, override?.box ?? (slot ? slot.icon : ICON_BOX), override?.frame ?? 0), 0, 0);
  }
  out.outline();
  if (item.grade === 'SSS' || item.grade === 'SS') {
    const g = new Gfx(out, { x: 0, y: 0, w: 32, h: 32 });
    g.stamp(SPARKLE, 0.1, 0.1, { x: hex('#ffe36e'), w: WHITE });
    if (item.grade === 'SSS') g.stamp(SPARKLE_S, 0.92, 0.86, { x: hex('#ffe36e'), w: WHITE });
  }
  return out;
}

// Sprite frames line up with the base slime sprite so layers can simply be stacked.
function itemSprite(item: SeedItem): Img {
  const sheet = new Img(32 * SPRITE_FRAMES, 32);
  for (let f = 0; f < SPRITE_FRAMES; f++) {
    const frame =
      item.type === 'SLIME'
        ? drawItemLayer(item, { x: 0, y: 0, w: 32, h: 32 }, f)
        : drawItemLayer(item, shift(SLOTS[item.type]?.worn ?? ICON_BOX, item.type === 'EQUIPMENT_EFFECT' ? 0 : bobOf(f)), f);
    frame.outline();
    sheet.blit(frame, f * 32, 0);
  }
  return sheet;
}

function slimeFrame(color: string, frame: number, eyes = true): Img {
  const img = new Img(32, 32);
  drawSlime(img, { color, dy: bobOf(frame), blink: frame % 4 === BLINK_FRAME, eyes });
  img.outline();
  return img;
}

// A slime wearing the given items, composed in layer order (behind items first).
function dressedSlime(color: string, slugs: string[], frame = 0): Img {
  const items = slugs.map(seedItemBySlug);
  const behind = items.filter((it) => ['EQUIPMENT_BACK', 'EQUIPMENT_EFFECT', 'EQUIPMENT_HIP'].includes(it.type));
  const front = items.filter((it) => !behind.includes(it));
  const hideEyes = items.some((it) => it.type === 'EQUIPMENT_EYES' && it.isShowEyes !== true);
  const out = new Img(32, 32);
  const layer = (it: SeedItem) => {
    const l = drawItemLayer(it, shift(SLOTS[it.type]?.worn ?? ICON_BOX, it.type === 'EQUIPMENT_EFFECT' ? 0 : bobOf(frame)), frame);
    l.outline();
    out.blit(l, 0, 0);
  };
  behind.forEach(layer);
  const body = new Img(32, 32);
  drawSlime(body, { color, dy: bobOf(frame), blink: frame % 4 === BLINK_FRAME, eyes: !hideEyes });
  body.outline();
  out.blit(body, 0, 0);
  front.forEach(layer);
  return out;
}

// ── Scenes ────────────────────────────────────────────────────────────────

function sky(img: Img, top: string, bottom: string, bands = 8, until = img.h) {
  const a = hex(top);
  const b = hex(bottom);
  for (let y = 0; y < until; y++) {
    const t = Math.floor((y / until) * bands) / (bands - 1);
    img.rect(0, y, img.w, 1, mix(a, b, Math.min(1, t)));
  }
}

function hills(img: Img, base: number, amp: number, freq: number, phase: number, color: RGBA, top?: RGBA) {
  for (let x = 0; x < img.w; x++) {
    const h = Math.round(base - amp * (Math.sin(x * freq + phase) * 0.6 + Math.sin(x * freq * 2.3 + phase * 1.7) * 0.4));
    for (let y = Math.max(0, h); y < img.h; y++) img.set(x, y, y === h && top ? top : color);
  }
}

function cloud(img: Img, x: number, y: number, s: number, color: RGBA = hex('#ffffff')) {
  const m = new Mask(img.w, img.h);
  const p = new Pen(m, { x: 0, y: 0, w: 1, h: 1 });
  p.ellipse(x, y, 6 * s, 3 * s)
    .ellipse(x - 5 * s, y + 1 * s, 4 * s, 2.4 * s)
    .ellipse(x + 5 * s, y + 1 * s, 4.5 * s, 2.4 * s)
    .ellipse(x + 1 * s, y - 2 * s, 3.5 * s, 2.6 * s);
  const g = new Gfx(img, { x: 0, y: 0, w: img.w, h: img.h });
  g.paintMask(m, color);
}

function tree(img: Img, x: number, ground: number, s: number, leaf: RGBA, trunk: RGBA = hex('#7a4a2a')) {
  const g = new Gfx(img, { x: 0, y: 0, w: 1, h: 1 });
  g.part(trunk, (p) => p.rect(x - 1 * s, ground - 7 * s, x + 1 * s, ground));
  g.part(leaf, (p) =>
    p
      .circle(x, ground - 10 * s, 4.5 * s)
      .circle(x - 3.5 * s, ground - 7.5 * s, 3.2 * s)
      .circle(x + 3.5 * s, ground - 7.5 * s, 3.2 * s),
  );
}

function star(img: Img, x: number, y: number, c: RGBA, big = false) {
  img.set(x, y, c);
  if (big) {
    img.set(x - 1, y, withAlpha(c, 150));
    img.set(x + 1, y, withAlpha(c, 150));
    img.set(x, y - 1, withAlpha(c, 150));
    img.set(x, y + 1, withAlpha(c, 150));
  }
}

function placeSlime(img: Img, color: string, slugs: string[], x: number, y: number, scale = 1, frame = 0) {
  img.blit(dressedSlime(color, slugs, frame), x, y, scale);
}

function placeIcon(img: Img, slug: string, x: number, y: number, scale = 1) {
  img.blit(itemIcon(seedItemBySlug(slug)), x, y, scale);
}

function plaque(img: Img, text: string, cx: number, y: number, scale: number, fg: string, bg: string) {
  const w = textWidth(text, FONT5, scale);
  const pad = 2 * scale;
  const x = Math.round(cx - w / 2);
  img.rect(x - pad - scale, y - pad - scale, w + 2 * pad + 2 * scale, 7 * scale + 2 * pad + 2 * scale, INK);
  img.rect(x - pad, y - pad, w + 2 * pad, 7 * scale + 2 * pad, hex(bg));
  img.rect(x - pad, y - pad, w + 2 * pad, scale, light(hex(bg), 0.3));
  drawText(img, text, x, y, hex(fg), FONT5, scale, dark(hex(bg), 0.35));
}

function bannerSpring(): Img {
  const img = new Img(250, 100);
  sky(img, '#8fd3ff', '#e6f7ff', 7, 70);
  cloud(img, 40, 18, 1.2);
  cloud(img, 150, 12, 0.9);
  cloud(img, 215, 26, 1.1);
  img.rect(190, 8, 12, 12, hex('#ffe36e'));
  img.rect(192, 6, 8, 16, hex('#ffe36e'));
  img.rect(188, 10, 16, 8, hex('#ffe36e'));
  hills(img, 62, 6, 0.035, 1, hex('#9fdc7c'), hex('#c2ef9e'));
  hills(img, 74, 4, 0.05, 3, hex('#6cc04a'), hex('#8fdc6c'));
  const rng = createRng(21);
  for (const x of [18, 64, 118, 236]) tree(img, x, 72 + rng.int(-2, 2), 1.2, hex('#ffb3d1'));
  for (let k = 0; k < 90; k++) img.set(rng.int(0, 249), rng.int(76, 99), hex(rng.pick(['#ffffff', '#ffe36e', '#ff8fc7', '#3d8a34'])));
  // bunting
  for (let x = 0; x < 250; x += 10) {
    const y = 4 + Math.round(3 * Math.sin(x / 40));
    const g = new Gfx(img, { x: 0, y: 0, w: 1, h: 1 });
    g.part(hex(['#ff6f6f', '#ffe36e', '#6fb7ff', '#7ee07e'][(x / 10) % 4] ?? '#ff6f6f'), (p) =>
      p.poly([
        [x, y],
        [x + 8, y],
        [x + 4, y + 7],
      ]),
    );
  }
  placeSlime(img, '#7ee0b0', ['flower-crown'], 80, 52, 1, 1);
  placeSlime(img, '#ff8fa8', ['butterfly-wings'], 130, 46, 1, 2);
  placeSlime(img, '#ffe36e', ['leaf-sprout'], 170, 56, 1, 0);
  plaque(img, 'SPRING PICNIC', 125, 30, 1, '#ffffff', '#ff7eb6');
  return img;
}

function bannerNight(): Img {
  const img = new Img(250, 100);
  sky(img, '#1b1f4a', '#4b3a9e', 8, 80);
  const rng = createRng(33);
  for (let k = 0; k < 70; k++) star(img, rng.int(0, 249), rng.int(0, 60), hex(rng.pick(['#ffffff', '#ffe36e', '#b9b0ff'])), k % 9 === 0);
  const g = new Gfx(img, { x: 0, y: 0, w: 1, h: 1 });
  onLayer(img, (m) => {
    m.part(hex('#fff2a8'), (p) => p.circle(210, 20, 11));
    m.cut((p) => p.circle(216, 16, 9));
  });
  // fireworks
  for (const [fx, fy, col] of [
    [40, 22, '#ff6fa8'],
    [150, 16, '#7ad7f0'],
    [95, 32, '#ffe36e'],
  ] as const) {
    for (let a = 0; a < 12; a++) {
      const ang = (a / 12) * Math.PI * 2;
      for (let r = 4; r < 11; r += 2)
        img.set(fx + Math.round(Math.cos(ang) * r), fy + Math.round(Math.sin(ang) * r), withAlpha(hex(col), 255 - r * 12));
    }
    img.set(fx, fy, WHITE);
  }
  hills(img, 78, 5, 0.04, 2, hex('#2a2760'), hex('#3a3680'));
  hills(img, 88, 3, 0.06, 5, hex('#1d1a45'), hex('#2a2760'));
  // lantern string
  for (let x = 6; x < 250; x += 16) {
    const y = 44 + Math.round(6 * Math.sin((x / 250) * Math.PI));
    img.set(x, y - 2, hex('#8a7a9a'));
    g.part(hex(x % 32 ? '#ff7a2f' : '#e5484d'), (p) => p.ellipse(x + 0.5, y + 3, 3, 4));
    img.rect(x - 1, y + 2, 3, 2, withAlpha(hex('#ffe36e'), 200));
  }
  placeSlime(img, '#4b3a9e', ['wizard-hat', 'rainbow-aura'], 60, 62, 1, 0);
  placeSlime(img, '#7ee0b0', ['magic-wand', 'sparkle-eyes'], 110, 64, 1, 2);
  placeSlime(img, '#ff8fa8', ['heart-bubbles', 'bubble-gum'], 160, 62, 1, 1);
  plaque(img, 'STAR FESTIVAL', 125, 6, 1, '#ffe36e', '#5b4bc4');
  return img;
}

function bannerBeach(): Img {
  const img = new Img(250, 100);
  sky(img, '#ff9a6c', '#ffe0a8', 8, 55);
  const g = new Gfx(img, { x: 0, y: 0, w: 1, h: 1 });
  g.part(hex('#fff2a8'), (p) => p.circle(125, 52, 16));
  for (let y = 52; y < 76; y++) {
    const t = (y - 52) / 24;
    img.rect(0, y, 250, 1, mix(hex('#3e7bdd'), hex('#7ad7f0'), Math.floor(t * 4) / 4));
  }
  for (let y = 54; y < 74; y += 3) for (let x = (y * 7) % 13; x < 250; x += 13) img.rect(x, y, 4, 1, withAlpha(WHITE, 150));
  for (let y = 56; y < 64; y += 2) img.rect(118 - (y - 56), y, 14 + (y - 56) * 2, 1, withAlpha(hex('#fff2a8'), 150));
  hills(img, 78, 2, 0.08, 1, hex('#f3d9a0'), hex('#fff1c8'));
  const rng = createRng(44);
  for (let k = 0; k < 60; k++) img.set(rng.int(0, 249), rng.int(80, 99), hex(rng.pick(['#e8c488', '#fff6e0', '#d8b070'])));
  // palm tree
  g.part(hex('#8a5a2b'), (p) =>
    p.polyline(
      [
        [28, 98],
        [30, 70],
        [36, 44],
      ],
      4,
    ),
  );
  g.part(hex('#3d9a4a'), (p) =>
    p
      .poly([
        [36, 44],
        [14, 42],
        [4, 52],
        [20, 46],
      ])
      .poly([
        [36, 44],
        [58, 40],
        [68, 50],
        [50, 45],
      ])
      .poly([
        [36, 44],
        [30, 28],
        [18, 26],
        [28, 36],
      ])
      .poly([
        [36, 44],
        [46, 28],
        [58, 28],
        [44, 38],
      ]),
  );
  // umbrella
  g.part(hex('#f4efe6'), (p) => p.line(212, 96, 206, 66, 2));
  onLayer(img, (u) => {
    u.part(hex('#e5484d'), (p) => p.ellipse(206, 66, 22, 9));
    u.cut((p) => p.rect(180, 66, 232, 80));
    u.flat(hex('#ffffff'), (p) =>
      p.poly([
        [206, 57],
        [198, 66],
        [214, 66],
      ]),
    );
  });
  placeSlime(img, '#7ad7f0', ['star-sunglasses'], 140, 66, 1, 0);
  placeSlime(img, '#ffe36e', ['red-balloon'], 90, 64, 1, 2);
  plaque(img, 'SUMMER BEACH', 125, 8, 1, '#ffffff', '#3e7bdd');
  return img;
}

function roomScene(wall: 'stripe' | 'night', slimes: Array<[string, string[]]>): Img {
  const img = new Img(160, 120);
  const night = wall === 'night';
  img.rect(0, 0, 160, 76, hex(night ? '#2b3a6e' : '#8fd9bd'));
  if (night) {
    const rng = createRng(8);
    for (let k = 0; k < 40; k++) star(img, rng.int(0, 159), rng.int(0, 70), hex(rng.pick(['#ffd84a', '#ffffff'])), k % 7 === 0);
  } else for (let x = 0; x < 160; x += 8) img.rect(x, 0, 4, 72, hex('#dff7ee'));
  img.rect(0, 72, 160, 4, hex(night ? '#1d2650' : '#5aa68a'));
  for (let y = 76; y < 120; y++) {
    const row = Math.floor((y - 76) / 6);
    img.rect(0, y, 160, 1, hex(row % 2 ? '#c48a4f' : '#d29a5e'));
    if ((y - 76) % 6 === 0) img.rect(0, y, 160, 1, hex('#a06a38'));
  }
  for (let y = 76; y < 120; y += 6) for (let x = ((y / 6) % 2) * 20 + 8; x < 160; x += 40) img.rect(x, y, 1, 6, hex('#a06a38'));
  placeIcon(img, 'round-window', 20, 14, 1);
  placeIcon(img, night ? 'slime-portrait' : 'cuckoo-clock', 104, 10, 1);
  placeIcon(img, 'bookshelf', 128, 44, 1);
  placeIcon(img, 'mushroom-lamp', 6, 48, 1);
  placeIcon(img, 'round-rug', 52, 86, 2);
  placeIcon(img, 'jelly-bed', 52, 44, 1);
  placeIcon(img, night ? 'disco-ball' : 'potted-monstera', night ? 70 : 88, night ? 4 : 48, 1);
  slimes.forEach(([color, items], k) => placeSlime(img, color, items, 60 + k * 34, 66 + (k % 2) * 6, 1, k % 4));
  return img;
}

function showcaseScene(color: string, items: string[], bg: string, scale = 3): Img {
  const img = new Img(160, 120);
  sky(img, bg, '#ffffff', 6, 120);
  const rng = createRng(color.length * 13 + items.length);
  for (let k = 0; k < 24; k++) {
    const g = new Gfx(img, { x: 0, y: 0, w: 160, h: 120 });
    g.stamp(k % 3 ? SPARKLE_S : SPARKLE, rng.next(), rng.next() * 0.7, { x: withAlpha(WHITE, 200), w: WHITE });
  }
  const g = new Gfx(img, { x: 0, y: 0, w: 1, h: 1 });
  g.part(hex('#c9b8e8'), (p) => p.ellipse(80, 106, 46, 8));
  g.part(hex('#b09ad8'), (p) => p.rect(36, 106, 124, 119));
  img.blit(dressedSlime(color, items, 0), 80 - 16 * scale, 106 - 30 * scale, scale);
  return img;
}

function meadowScene(): Img {
  const img = new Img(160, 120);
  sky(img, '#8fd3ff', '#e6f7ff', 6, 70);
  cloud(img, 30, 20, 1);
  cloud(img, 120, 14, 1.3);
  hills(img, 66, 5, 0.05, 2, hex('#9fdc7c'), hex('#c2ef9e'));
  hills(img, 80, 3, 0.07, 4, hex('#6cc04a'), hex('#8fdc6c'));
  tree(img, 140, 82, 1.4, hex('#3d9a4a'));
  const rng = createRng(77);
  for (let k = 0; k < 60; k++) img.set(rng.int(0, 159), rng.int(84, 119), hex(rng.pick(['#ffffff', '#ffe36e', '#ff8fc7'])));
  placeSlime(img, '#7ee0b0', ['flower-crown'], 20, 78, 1, 0);
  placeSlime(img, '#ff8fa8', ['fox-tail', 'heart-eyes'], 56, 82, 1, 1);
  placeSlime(img, '#ffe36e', ['adventure-backpack', 'round-glasses'], 92, 80, 1, 2);
  placeSlime(img, '#7ad7f0', ['cat-tail', 'cat-mouth'], 120, 86, 1, 3);
  return img;
}

function guildScene(): Img {
  const img = new Img(160, 120);
  sky(img, '#ffb36c', '#ffe9c8', 6, 80);
  hills(img, 80, 4, 0.05, 1, hex('#c48a4f'), hex('#d8a46a'));
  const g = new Gfx(img, { x: 0, y: 0, w: 1, h: 1 });
  g.part(hex('#8a5a2b'), (p) => p.rect(78, 18, 81, 82));
  g.part(hex('#e5484d'), (p) =>
    p.poly([
      [81, 20],
      [118, 24],
      [110, 32],
      [118, 40],
      [81, 40],
    ]),
  );
  g.part(hex('#f5c542'), (p) => p.star(96, 30, 6));
  placeSlime(img, '#b8c4d4', ['knight-armor', 'hero-sword'], 34, 72, 1, 0);
  placeSlime(img, '#7ee0b0', ['royal-crown', 'angel-wings'], 64, 80, 1, 1);
  placeSlime(img, '#ff9a3c', ['flame-aura'], 96, 74, 1, 2);
  placeSlime(img, '#9b7fd4', ['bat-wings', 'monocle'], 124, 80, 1, 3);
  return img;
}

function inventoryScene(): Img {
  const img = new Img(160, 120);
  img.rect(0, 0, 160, 120, hex('#5a3a24'));
  img.rect(3, 3, 154, 114, hex('#8a5a2b'));
  img.rect(3, 3, 154, 2, hex('#a87444'));
  const slugs = [
    'royal-crown',
    'hero-sword',
    'angel-wings',
    'golden-egg',
    'ruby-gem',
    'golden-key',
    'fox-tail',
    'disco-ball',
    'jelly-bed',
    'name-change-ticket',
    'exp-orb-large',
    'heart-eyes',
  ];
  slugs.forEach((slug, k) => {
    const x = 8 + (k % 4) * 38;
    const y = 8 + Math.floor(k / 4) * 37;
    img.rect(x, y, 34, 34, hex('#f3e2c4'));
    img.rect(x, y, 34, 1, hex('#fff4de'));
    img.rect(x, y + 33, 34, 1, hex('#c9a97a'));
    placeIcon(img, slug, x + 1, y + 1, 1);
  });
  return img;
}

function contestScene(): Img {
  const img = showcaseScene('#ff8fa8', ['heart-bubbles', 'top-hat', 'gentleman-mustache', 'bow-tie'], '#ffc0d8', 3);
  const g = new Gfx(img, { x: 0, y: 0, w: 1, h: 1 });
  g.part(hex('#f5c542'), (p) => p.rect(2, 2, 158, 6).rect(2, 114, 158, 118).rect(2, 2, 6, 118).rect(154, 2, 158, 118));
  return img;
}

// Probability-table box images (one per kind)
const BOX_ART: Record<string, (g: Gfx) => void> = {
  treasure_box(g) {
    g.part('#a0603a', (p) => p.rect(0.08, 0.42, 0.92, 0.92));
    g.part('#b8703f', (p) => p.ellipse(0.5, 0.42, 0.42, 0.24));
    g.cut((p) => p.rect(0, 0.43, 1, 0.44));
    g.part('#f5c542', (p) => p.rect(0.08, 0.4, 0.92, 0.48).rect(0.2, 0.18, 0.28, 0.92).rect(0.72, 0.18, 0.8, 0.92));
    g.part('#f5c542', (p) => p.rect(0.42, 0.4, 0.58, 0.6));
    g.dot(0.48, 0.5, INK, 2, 2);
    g.stamp(SPARKLE, 0.9, 0.12, { x: hex('#ffe36e'), w: WHITE });
  },
  ticket(g) {
    ITEM_SHAPES.ticket(g, { ...seedItemBySlug('name-change-ticket'), art: { shape: 'ticket', main: '#7ad7f0', accent: '#ff6fa8' } });
    g.stamp(SPARKLE_S, 0.86, 0.16, { x: hex('#ffe36e'), w: WHITE });
  },
  time_shop(g) {
    g.part('#8a5a2b', (p) => p.rect(0.2, 0.04, 0.8, 0.14).rect(0.2, 0.86, 0.8, 0.96));
    g.part(withAlpha(hex('#dff7ff'), 220), (p) =>
      p.poly([
        [0.26, 0.14],
        [0.74, 0.14],
        [0.54, 0.5],
        [0.74, 0.86],
        [0.26, 0.86],
        [0.46, 0.5],
      ]),
    );
    g.flat('#f5c542', (p) =>
      p
        .poly([
          [0.34, 0.22],
          [0.66, 0.22],
          [0.5, 0.44],
        ])
        .poly([
          [0.5, 0.6],
          [0.7, 0.84],
          [0.3, 0.84],
        ]),
    );
    g.flat('#f5c542', (p) => p.line(0.5, 0.44, 0.5, 0.84, 1));
  },
  guild_ornament(g) {
    g.part('#8a5a2b', (p) => p.rect(0.14, 0.04, 0.2, 0.96));
    g.part('#3e7bdd', (p) =>
      p.poly([
        [0.2, 0.08],
        [0.9, 0.08],
        [0.9, 0.6],
        [0.55, 0.76],
        [0.2, 0.6],
      ]),
    );
    g.part('#f5c542', (p) => p.star(0.55, 0.36, 0.2));
    g.flat('#ffffff', (p) => p.line(0.2, 0.14, 0.9, 0.14, 1));
  },
  village_furniture_package(g) {
    g.part('#ff8fc7', (p) => p.rect(0.1, 0.4, 0.9, 0.94));
    g.part('#ffb3d9', (p) => p.rect(0.06, 0.3, 0.94, 0.44));
    g.part('#f5c542', (p) => p.rect(0.44, 0.3, 0.56, 0.94));
    g.part('#f5c542', (p) => p.ellipse(0.36, 0.22, 0.14, 0.1).ellipse(0.64, 0.22, 0.14, 0.1));
    g.part('#e5484d', (p) =>
      p.poly([
        [0.22, 0.64],
        [0.36, 0.52],
        [0.5, 0.64],
      ]),
    );
    g.part('#fff4e0', (p) => p.rect(0.25, 0.64, 0.47, 0.84));
    g.dot(0.34, 0.74, hex('#8a5a2b'), 1, 3);
  },
};

// ── UI icons ──────────────────────────────────────────────────────────────

// Small interface icons (section titles, the pinned-post pin) on the 12 × 12 grid of the UI kit's glyphs.
// Too small for the pen's shapes, so they are mapped pixel by pixel: each letter is one part, shaded like
// an item's parts, and the whole icon gets the items' outline. '.' is empty.
const UI_ICON_SIZE = 12;
// Shown at 24 CSS px in titles (two pixels a grid cell) and at 12 px for the pin.
const UI_ICON_SCALE = 2;

type UiIconArt = { map: readonly string[]; parts: Record<string, string | { color: string; flat: true }> };

const UI_ICON_ART: Record<ArtIconName, UiIconArt> = {
  // A push pin: red head and collar, steel needle.
  pin: {
    map: [
      '............',
      '....rrrr....',
      '....rrrr....',
      '....rrrr....',
      '....rrrr....',
      '..rrrrrrrr..',
      '..rrrrrrrr..',
      '.....ss.....',
      '.....ss.....',
      '.....s......',
      '.....s......',
      '............',
    ],
    parts: { r: '#e5484d', s: '#b8c4d4' },
  },
  // Hot posts: a flame.
  hot: {
    map: [
      '............',
      '.....o......',
      '.....oo.....',
      '....ooo..o..',
      '...oooo.oo..',
      '...ooooooo..',
      '..oooyoooo..',
      '..oooyyooo..',
      '..ooyyyyoo..',
      '..ooyyyyoo..',
      '...oyyyyo...',
      '....oooo....',
    ],
    parts: { o: '#ff7a2f', y: '#ffe36e' },
  },
  // Sharing: a gift box, its lid and box shaded as separate parts.
  sharing: {
    map: [
      '............',
      '...kk..kk...',
      '....kkkk....',
      '.bbbbkkbbbb.',
      '.bbbbkkbbbb.',
      '.bbbbkkbbbb.',
      '..ccckkccc..',
      '..ccckkccc..',
      '..ccckkccc..',
      '..ccckkccc..',
      '..ccckkccc..',
      '............',
    ],
    parts: { b: '#ff6fa8', c: '#ff6fa8', k: '#ffd84a' },
  },
  // Mentoring: an open book.
  mentoring: {
    map: [
      '............',
      '............',
      '.ppp....ppp.',
      '.ppppp.pppp.',
      '.ppppp.pppp.',
      '.ppppp.pppp.',
      '.ppppp.pppp.',
      '.ppppp.pppp.',
      '.cccccccccc.',
      '.....cc.....',
      '............',
      '............',
    ],
    parts: { p: '#fff8e6', c: '#3e7bdd' },
  },
  // Buying: gold coins; the darker edge keeps the front one apart from the one behind.
  wanted: {
    map: [
      '............',
      '......bbb...',
      '.....bbbbb..',
      '....eebbbbb.',
      '...aaaebbbb.',
      '..aaaaaebbb.',
      '.aaaeaaaeb..',
      '.aaaeaaae...',
      '.aaaeaaa....',
      '..aaaaa.....',
      '...aaa......',
      '............',
    ],
    parts: { a: '#ffd84a', b: '#f5c542', e: { color: '#c4823f', flat: true } },
  },
  // Selling: a price tag.
  sale: {
    map: [
      '............',
      '......tttt..',
      '.....ttttt..',
      '....ttt.tt..',
      '...tttttttt.',
      '..ttttttttt.',
      '.ttttttttt..',
      '..ttttttt...',
      '...ttttt....',
      '....ttt.....',
      '.....t......',
      '............',
    ],
    parts: { t: '#f3d9a0' },
  },
  // Every post: a page of writing.
  all: {
    map: [
      '............',
      '..pppppp....',
      '..ppppppp...',
      '..pllllppp..',
      '..pppppppp..',
      '..pllllllp..',
      '..pppppppp..',
      '..pllllllp..',
      '..pppppppp..',
      '..plllpppp..',
      '..pppppppp..',
      '............',
    ],
    parts: { p: '#fff8e6', l: { color: '#9a9aaa', flat: true } },
  },
};

function uiIcon({ map, parts }: UiIconArt): Img {
  const img = new Img(UI_ICON_SIZE, UI_ICON_SIZE);
  const g = new Gfx(img, { x: 0, y: 0, w: UI_ICON_SIZE, h: UI_ICON_SIZE });
  if (map.length !== UI_ICON_SIZE || map.some((row) => row.length !== UI_ICON_SIZE)) throw new Error('a UI icon map is 12 × 12');
  for (const ch of new Set(map.join('').replaceAll('.', ''))) if (!(ch in parts)) throw new Error(`no colour for '${ch}'`);
  for (const [ch, part] of Object.entries(parts)) {
    const mask = new Mask(UI_ICON_SIZE, UI_ICON_SIZE);
    map.forEach((row, y) => [...row].forEach((c, x) => mask.put(x, y, c === ch)));
    g.paintMask(mask, hex(typeof part === 'string' ? part : part.color), { flat: typeof part !== 'string' });
  }
  img.outline();
  return img;
}

// ── Main ──────────────────────────────────────────────────────────────────

const OUT = path.join(process.cwd(), 'public/art');
const UPSCALE = 4;

const AVATAR_LOOKS: Array<[string, string, string[]]> = [
  ['#ffd9e6', '#7ee0b0', ['flower-crown']],
  ['#d6ecff', '#ff8fa8', ['heart-eyes']],
  ['#fff2c4', '#7ad7f0', ['wizard-hat']],
  ['#e8e0ff', '#ffe36e', ['round-glasses', 'leaf-sprout']],
  ['#dff7ee', '#9b7fd4', ['top-hat', 'gentleman-mustache']],
  ['#ffe4d0', '#7ee0b0', ['strawberry-beanie']],
  ['#e0f4ff', '#ff9a3c', ['star-sunglasses']],
  ['#f4e0ff', '#4fc3f7', ['cat-mouth']],
  ['#fff0f6', '#ffe36e', ['royal-crown']],
  ['#e6ffe0', '#ff6fa8', ['sparkle-eyes', 'bubble-gum']],
  ['#eef0f6', '#b8c4d4', ['face-mask']],
  ['#fff6d8', '#6ad26a', ['sleepy-eyes']],
];

function avatar(bg: string, color: string, items: string[]): Img {
  const img = new Img(32, 32);
  const b = hex(bg);
  img.rect(0, 0, 32, 32, b);
  for (let y = 0; y < 32; y++) for (let x = 0; x < 32; x++) if ((x + y) % 8 === 0) img.set(x, y, dark(b, 0.06));
  img.blit(dressedSlime(color, items, 0), 0, 3);
  return img;
}

function ogImage(): Img {
  const img = new Img(240, 126);
  sky(img, '#1f4d3a', '#3f8a5e', 7, 126);
  const rng = createRng(99);
  for (let k = 0; k < 40; k++) star(img, rng.int(0, 239), rng.int(0, 70), withAlpha(hex('#dff7ee'), 200), k % 8 === 0);
  hills(img, 100, 6, 0.04, 1, hex('#2f6e4a'), hex('#4f9a6a'));
  hills(img, 112, 4, 0.06, 3, hex('#24563a'), hex('#2f6e4a'));
  img.blit(dressedSlime('#7ee0b0', ['royal-crown', 'angel-wings'], 0), 24, 30, 2);
  placeSlime(img, '#ff8fa8', ['heart-bubbles'], 176, 78, 1, 1);
  placeSlime(img, '#ffe36e', ['wizard-hat'], 204, 84, 1, 2);
  const title = 'SLIME';
  const sub = 'COMMUNITY';
  drawText(img, title, 104, 30, hex('#ffe36e'), FONT5, 4, INK);
  drawText(img, sub, 106, 66, hex('#ffffff'), FONT5, 2, INK);
  return img;
}

async function main() {
  const started = Date.now();
  for (const dir of ['items', 'sprites', 'room', 'slime', 'avatars', 'banners', 'posts', 'probability', 'ui'])
    fs.rmSync(path.join(OUT, dir), { recursive: true, force: true });

  const slugs = new Set<string>();
  for (const item of SEED_ITEMS) {
    if (slugs.has(item.slug)) throw new Error(`duplicate slug ${item.slug}`);
    slugs.add(item.slug);
    await save(itemIcon(item), path.join(OUT, 'items', `${item.slug}.png`), UPSCALE);
    if (itemHasSprite(item)) await save(itemSprite(item), path.join(OUT, 'sprites', `${item.slug}.png`), UPSCALE);
    const surface = item.type === 'WALL_FLOOR_SET' ? roomSetPicture(item) : roomTile(item);
    if (surface) await save(surface, path.join(OUT, 'room', `${item.slug}.png`), UPSCALE);
  }

  await save(slimeFrame(SLIME_COLOR, 0), path.join(OUT, 'slime/base.png'), UPSCALE);
  const sheet = new Img(32 * SPRITE_FRAMES, 32);
  for (let f = 0; f < SPRITE_FRAMES; f++) sheet.blit(slimeFrame(SLIME_COLOR, f), f * 32, 0);
  await save(sheet, path.join(OUT, 'slime/base-sprite.png'), UPSCALE);
  // The body under an eyes item that hides the slime's own eyes (is_show_eyes false).
  const eyeless = new Img(32 * SPRITE_FRAMES, 32);
  for (let f = 0; f < SPRITE_FRAMES; f++) eyeless.blit(slimeFrame(SLIME_COLOR, f, false), f * 32, 0);
  await save(eyeless, path.join(OUT, 'slime/base-sprite-noeyes.png'), UPSCALE);

  for (const [k, [bg, color, items]] of AVATAR_LOOKS.entries())
    await save(avatar(bg, color, items), path.join(OUT, 'avatars', `${k + 1}.png`), UPSCALE);

  const banners = [bannerSpring(), bannerNight(), bannerBeach()];
  for (const [k, b] of banners.entries()) await save(b, path.join(OUT, 'banners', `${k + 1}.png`), UPSCALE);

  const posts = [
    showcaseScene('#7ee0b0', ['royal-crown', 'angel-wings', 'hero-sword'], '#ffe9a8'),
    roomScene('stripe', [['#7ee0b0', ['leaf-sprout']]]),
    roomScene('night', [
      ['#4b3a9e', ['wizard-hat']],
      ['#ff8fa8', ['heart-eyes']],
    ]),
    meadowScene(),
    contestScene(),
    inventoryScene(),
    guildScene(),
    showcaseScene('#ffe36e', ['fox-tail', 'sailor-collar', 'sparkle-eyes', 'snowflakes'], '#bfe6ff'),
  ];
  for (const [k, p] of posts.entries()) await save(p, path.join(OUT, 'posts', `${k + 1}.png`), UPSCALE);

  for (const [kind, draw] of Object.entries(BOX_ART)) {
    const img = new Img(32, 32);
    draw(new Gfx(img, ICON_BOX));
    img.outline();
    await save(img, path.join(OUT, 'probability', `${kind}.png`), UPSCALE);
  }

  for (const [name, art] of Object.entries(UI_ICON_ART)) await save(uiIcon(art), path.join(OUT, 'ui', `${name}.png`), UI_ICON_SCALE);

  await save(ogImage(), path.join(OUT, 'og-default.png'), 5);

  const total = walk(OUT).reduce((s, f) => s + fs.statSync(f).size, 0);
  console.log(`art: ${walk(OUT).length} files, ${(total / 1024).toFixed(0)} KiB in ${Date.now() - started} ms`);
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
