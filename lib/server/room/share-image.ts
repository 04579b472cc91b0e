import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
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
  roomArt,
  type CellBox,
} from '@/lib/items/room-layout';
import { slimeLayers } from '@/lib/items/slime-layers';
import { storage } from '@/lib/server/uploads/storage';
import type { LookDto } from '@/lib/validation/room';

// The layout of a look's share image (app/room/[uuid]/opengraph-image.tsx): the room and every
// layer with its place in the image. ./share-image-render.ts draws it in a worker thread, and
// caches the PNG per version of the look.

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** The room fills the image's height, centred; the bands at the sides are the page's colour. */
export const SHARE_CELL = Math.floor(SHARE_IMAGE.height / ROOM_GRID.rows);
export const SHARE_ROOM = {
  width: SHARE_CELL * ROOM_GRID.columns,
  height: SHARE_CELL * ROOM_GRID.rows,
  left: Math.round((SHARE_IMAGE.width - SHARE_CELL * ROOM_GRID.columns) / 2),
  top: Math.round((SHARE_IMAGE.height - SHARE_CELL * ROOM_GRID.rows) / 2),
} as const;

/** Where a layer goes in the image, in pixels. */
type Box = { left: number; top: number; width: number; height: number };

/**
 * One layer of a share image, back to front: an art tile laid over a colour (the wall and floor),
 * or the first frame of an art sheet (`orElse` is drawn instead when that art cannot be read).
 * `art` is a path under /art/ or /uploads/.
 */
export type ShareLayer =
  | (Box & { key: string; kind: 'tiles'; art: string | null; tile: number; color: string })
  | (Box & { key: string; kind: 'frame'; art: string; frames: number; orElse?: ShareLayer[] });

export type ShareLayout = { width: number; height: number; color: string; layers: ShareLayer[] };

/** A layer as the worker gets it: its art's bytes instead of its path (null: none, or unreadable). */
export type LoadedLayer =
  | (Box & { key: string; kind: 'tiles'; data: Uint8Array | null; tile: number; color: string })
  | (Box & { key: string; kind: 'frame'; data: Uint8Array | null; frames: number; orElse?: LoadedLayer[] });
export type SharePlan = { width: number; height: number; color: string; layers: LoadedLayer[] };

/** The colour of the bands beside the room (the share page's). */
export const SHARE_BACKGROUND = '#1e3a2a';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

// Art ships in public/ (/art/…); images uploaded by administrators come from the uploads storage.
async function readArt(src: string): Promise<Uint8Array | null> {
  try {
    if (src.startsWith('/uploads/')) return await storage().get(src.slice('/uploads/'.length));
    if (!src.startsWith('/art/') || src.includes('..')) return null;
    return await readFile(path.join(PUBLIC_DIR, src));
  } catch {
    return null;
  }
}

function placed(box: CellBox): Box {
  return {
    left: SHARE_ROOM.left + Math.round(box.left * SHARE_CELL),
    top: SHARE_ROOM.top + Math.round(box.top * SHARE_CELL),
    width: Math.round(box.size * SHARE_CELL),
    height: Math.round(box.size * SHARE_CELL),
  };
}

// The room's background: wall and floor bands (tiles of their art over plain colours) or a set
// stretched over the room, with the plain bands when the set's art cannot be read.
function roomLayers(look: LookDto): ShareLayer[] {
  const wallHeight = SHARE_CELL * ROOM_WALL_ROWS;
  const bands = (wall: string | null, floor: string | null): ShareLayer[] => [
    { key: 'wall', kind: 'tiles', art: wall, tile: SHARE_CELL * WALL_TILE_CELLS, color: DEFAULT_WALL, ...SHARE_ROOM, height: wallHeight },
    {
      key: 'floor',
      kind: 'tiles',
      art: floor,
      tile: SHARE_CELL * FLOOR_TILE_CELLS,
      color: DEFAULT_FLOOR,
      ...SHARE_ROOM,
      top: SHARE_ROOM.top + wallHeight,
      height: SHARE_ROOM.height - wallHeight,
    },
  ];
  if (look.backdrop)
    return [{ key: 'room', kind: 'frame', art: roomArt(look.backdrop.image), frames: 1, ...SHARE_ROOM, orElse: bands(null, null) }];
  return bands(look.wall ? roomArt(look.wall.image) : null, look.floor ? roomArt(look.floor.image) : null);
}

/**
 * Everything the share image draws, back to front: the room, the furniture behind the slime, the
 * slime's layers by the slime component's rules (back, effect and hip behind the body, the body's
 * eyes hidden under eyes that cover them, each at its first frame), and the furniture in front.
 * Pure: it names the art; it reads none (a cached image needs no file).
 */
export function shareImageLayout(look: LookDto): ShareLayout {
  const { behind, front, bodySrc } = slimeLayers(look.equipment);
  const furniture = byDepth(look.furniture);
  const frame = (key: string, art: string, frames: number, box: CellBox): ShareLayer => ({
    key,
    kind: 'frame',
    art,
    frames,
    ...placed(box),
  });
  const furniturePiece = (f: (typeof furniture)[number], k: number) => frame(`furniture-${k}`, f.item.image, 1, furnitureBox(f.x, f.y));
  return {
    ...SHARE_IMAGE,
    color: SHARE_BACKGROUND,
    layers: [
      ...roomLayers(look),
      ...furniture.filter((f) => !isInFront(f.y)).map(furniturePiece),
      ...behind.map((layer) => frame(`behind-${layer.key}`, layer.src, layer.frames, SLIME_BOX)),
      frame('body', bodySrc, SLIME_FRAMES, SLIME_BOX),
      ...front.map((layer) => frame(`front-${layer.key}`, layer.src, layer.frames, SLIME_BOX)),
      ...furniture.filter((f) => isInFront(f.y)).map((f, k) => furniturePiece(f, k + 100)),
    ],
  };
}

/** The layout with its art read (each file once), ready for the worker. */
export async function loadShareArt(layout: ShareLayout): Promise<SharePlan> {
  const files = new Map<string, Promise<Uint8Array | null>>();
  const read = (src: string | null) => {
    if (src === null) return Promise.resolve(null);
    let file = files.get(src);
    if (!file) files.set(src, (file = readArt(src)));
    return file;
  };
  const load = async (layer: ShareLayer): Promise<LoadedLayer> => {
    if (layer.kind === 'tiles') {
      const { art, ...rest } = layer;
      return { ...rest, data: await read(art) };
    }
    const { art, orElse, ...rest } = layer;
    return { ...rest, data: await read(art), ...(orElse ? { orElse: await Promise.all(orElse.map(load)) } : {}) };
  };
  return { ...layout, layers: await Promise.all(layout.layers.map(load)) };
}
