// Where things stand in a look's room, in grid cells: shared by the room scene on pages and the
// share image drawn on the server, so both show the same room. No browser or Node imports.

import { ROOM_GRID, ROOM_WALL_ROWS } from '@/lib/validation/room';

export { ROOM_GRID, ROOM_WALL_ROWS };

/** A box in cells, from the room's top-left corner. */
export type CellBox = { left: number; top: number; size: number };

/** The slime stands on the floor in the middle of the room, three cells tall. */
export const SLIME_BOX: CellBox = { left: ROOM_GRID.columns / 2 - 1.5, top: ROOM_GRID.rows - 0.4 - 3, size: 3 };

/** Wall and floor art is laid as square tiles of this many cells, repeating without a seam. */
export const WALL_TILE_CELLS = 2;
export const FLOOR_TILE_CELLS = 2;

/**
 * The picture a wall, floor or set is drawn with in a room. For the catalogue's own art, `npm run art`
 * draws it beside the item's icon: a seamless tile for walls and floors, a whole-room picture for
 * sets (public/art/room/). Any other picture (an upload) is used as it is.
 */
export function roomArt(image: string): string {
  const art = /^\/art\/items\/([a-z0-9-]+)\.png$/.exec(image);
  return art ? `/art/room/${art[1]}.png` : image;
}

/** Plain colours of a room with no wall or floor chosen. */
export const DEFAULT_WALL = '#f6ead8';
export const DEFAULT_FLOOR = '#d9b98f';

/** A furniture piece is 1.5 cells square, centred on its cell and standing on the cell's bottom edge. */
export function furnitureBox(x: number, y: number): CellBox {
  const size = 1.5;
  return { left: x + 0.5 - size / 2, top: y + 1 - size, size };
}

/** Pieces on the front row stand before the slime; the rest behind it. */
export const isInFront = (y: number): boolean => y >= ROOM_GRID.rows - 1;

/** Drawing order: back rows first, left to right within a row. */
export function byDepth<T extends { x: number; y: number }>(pieces: readonly T[]): T[] {
  return [...pieces].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** A cell box as percentages of the room (for absolutely placed elements). */
export function percentBox(box: CellBox): { left: string; top: string; width: string; height: string } {
  return {
    left: `${(box.left / ROOM_GRID.columns) * 100}%`,
    top: `${(box.top / ROOM_GRID.rows) * 100}%`,
    width: `${(box.size / ROOM_GRID.columns) * 100}%`,
    height: `${(box.size / ROOM_GRID.rows) * 100}%`,
  };
}
