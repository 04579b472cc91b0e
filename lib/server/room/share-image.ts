import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SLIME_FRAMES } from '@/lib/constants';
import {
  DEFAULT_FLOOR,
  DEFAULT_WALL,
  FLOOR_TILE_CELLS,
  ROOM_GRID,
  ROOM_WALL_ROWS,
  SLIME_BOX,
  WALL_TILE_CELLS,
  byDepth,
  furnitureBox,
  isInFront,
  type CellBox,
} from '@/lib/items/room-layout';
import { slimeLayers } from '@/lib/items/slime-layers';
import { storage } from '@/lib/server/uploads/storage';
import type { LookDto } from '@/lib/validation/room';

// The pieces of a look's share image (app/room/[uuid]/opengraph-image.tsx): the room and every
// layer, each already scaled to its size in the image. next/og draws images smoothly, so the pixel
// art is upscaled here, nearest neighbour, and the image only places the pieces at 1:1.

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** The room fills the image's height, centred; the bands at the sides are the page's colour. */
export const SHARE_CELL = Math.floor(SHARE_IMAGE.height / ROOM_GRID.rows);
export const SHARE_ROOM = {
  width: SHARE_CELL * ROOM_GRID.columns,
  height: SHARE_CELL * ROOM_GRID.rows,
  left: Math.round((SHARE_IMAGE.width - SHARE_CELL * ROOM_GRID.columns) / 2),
  top: Math.round((SHARE_IMAGE.height - SHARE_CELL * ROOM_GRID.rows) / 2),
} as const;

export type SharePiece = { key: string; src: string; left: number; top: number; width: number; height: number };

const PUBLIC_DIR = path.join(process.cwd(), 'public');

// Art ships in public/ (/art/…); images uploaded by administrators come from the uploads storage.
async function readArt(src: string): Promise<Buffer | null> {
  if (src.startsWith('/uploads/')) return storage().get(src.slice('/uploads/'.length));
  if (!src.startsWith('/art/') || src.includes('..')) return null;
  try {
    return await readFile(path.join(PUBLIC_DIR, src));
  } catch {
    return null;
  }
}

/** The first frame of a sheet of `frames` frames side by side, scaled to width × height without smoothing. */
async function firstFrame(src: string, frames: number, width: number, height: number): Promise<Buffer | null> {
  const data = await readArt(src);
  if (!data) return null;
  const { width: w = 0, height: h = 0 } = await sharp(data).metadata();
  const frameWidth = Math.floor(w / Math.max(1, frames));
  if (frameWidth < 1 || h < 1) return null;
  return sharp(data)
    .extract({ left: 0, top: 0, width: frameWidth, height: h })
    .resize(width, height, { kernel: 'nearest', fit: 'fill' })
    .png()
    .toBuffer();
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

function solid(width: number, height: number, color: string) {
  return sharp({ create: { width, height, channels: 4, background: color } });
}

// A wall or floor band: the item's art laid as tiles over a plain colour.
async function band(src: string | null, color: string, width: number, height: number, tile: number): Promise<Buffer> {
  const tileArt = src ? await firstFrame(src, 1, tile, tile) : null;
  const base = solid(width, height, color);
  return (tileArt ? base.composite([{ input: tileArt, tile: true, left: 0, top: 0 }]) : base).png().toBuffer();
}

/** The room's background (a set stretched over it, or wall and floor bands), as one PNG of the room's size. */
async function roomBackground(look: LookDto): Promise<Buffer> {
  const { width, height } = SHARE_ROOM;
  if (look.backdrop) {
    const set = await firstFrame(look.backdrop.image, 1, width, height);
    if (set) return set;
  }
  const wallHeight = SHARE_CELL * ROOM_WALL_ROWS;
  const [wall, floor] = await Promise.all([
    band(look.backdrop ? null : (look.wall?.image ?? null), DEFAULT_WALL, width, wallHeight, SHARE_CELL * WALL_TILE_CELLS),
    band(look.backdrop ? null : (look.floor?.image ?? null), DEFAULT_FLOOR, width, height - wallHeight, SHARE_CELL * FLOOR_TILE_CELLS),
  ]);
  return solid(width, height, DEFAULT_FLOOR)
    .composite([
      { input: wall, left: 0, top: 0 },
      { input: floor, left: 0, top: wallHeight },
    ])
    .png()
    .toBuffer();
}

function placed(box: CellBox) {
  return {
    left: SHARE_ROOM.left + Math.round(box.left * SHARE_CELL),
    top: SHARE_ROOM.top + Math.round(box.top * SHARE_CELL),
    width: Math.round(box.size * SHARE_CELL),
    height: Math.round(box.size * SHARE_CELL),
  };
}

async function piece(key: string, src: string, frames: number, box: CellBox): Promise<SharePiece | null> {
  const at = placed(box);
  const png = await firstFrame(src, frames, at.width, at.height);
  return png ? { key, src: dataUrl(png), ...at } : null;
}

/**
 * Everything the share image draws, back to front: the room, the furniture behind the slime, the
 * slime's layers by the slime component's rules (back, effect and hip behind the body, the body's
 * eyes hidden under eyes that cover them, each at its first frame), and the furniture in front.
 */
export async function shareImagePieces(look: LookDto): Promise<SharePiece[]> {
  const { behind, front, bodySrc } = slimeLayers(look.equipment);
  const furniture = byDepth(look.furniture);
  const furniturePiece = (f: (typeof furniture)[number], k: number) => piece(`furniture-${k}`, f.item.image, 1, furnitureBox(f.x, f.y));
  const background = await roomBackground(look);
  const pieces = await Promise.all([
    ...furniture.filter((f) => !isInFront(f.y)).map(furniturePiece),
    ...behind.map((layer) => piece(`behind-${layer.key}`, layer.src, layer.frames, SLIME_BOX)),
    piece('body', bodySrc, SLIME_FRAMES, SLIME_BOX),
    ...front.map((layer) => piece(`front-${layer.key}`, layer.src, layer.frames, SLIME_BOX)),
    ...furniture.filter((f) => isInFront(f.y)).map((f, k) => furniturePiece(f, k + 100)),
  ]);
  return [{ key: 'room', src: dataUrl(background), ...SHARE_ROOM }, ...pieces.filter((p): p is SharePiece => p !== null)];
}
