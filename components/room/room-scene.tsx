import type { CSSProperties, ReactNode } from 'react';
import { Slime } from '@/components/items/slime';
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
  percentBox,
  roomArt,
} from '@/lib/items/room-layout';
import type { LookDto, LookItemDto } from '@/lib/validation/room';
import styles from './room-scene.module.scss';

export type RoomSceneLook = Pick<LookDto, 'equipment' | 'backdrop' | 'wall' | 'floor' | 'furniture'>;

export type RoomSceneProps = {
  look: RoomSceneLook;
  /** The accessible name of the whole picture (the look's name and what is worn); without it the picture is decorative. */
  label?: string;
  animate?: boolean;
  className?: string;
  /** Drawn over the room (the studio's placement grid). */
  children?: ReactNode;
};

const WALL_HEIGHT = `${(ROOM_WALL_ROWS / ROOM_GRID.rows) * 100}%`;
const FLOOR_HEIGHT = `${((ROOM_GRID.rows - ROOM_WALL_ROWS) / ROOM_GRID.rows) * 100}%`;

function tiled(item: LookItemDto | null, color: string, cells: number, rows: number, height: string): CSSProperties {
  if (!item) return { height, backgroundColor: color };
  return {
    height,
    backgroundColor: color,
    backgroundImage: `url("${roomArt(item.image)}")`,
    backgroundSize: `${(cells / ROOM_GRID.columns) * 100}% ${(cells / rows) * 100}%`,
  };
}

/** A look: the slime in its room (backdrop or wall and floor, furniture on the grid), drawn by the slime component's layer rules. */
export function RoomScene({ look, label, animate = true, className, children }: RoomSceneProps) {
  const pieces = byDepth(look.furniture);
  const piece = (p: (typeof pieces)[number]) => (
    <img
      key={`${p.item.id}-${p.x}-${p.y}`}
      src={p.item.image}
      alt=""
      className={styles.piece}
      style={percentBox(furnitureBox(p.x, p.y))}
      data-testid="room-piece"
      draggable={false}
    />
  );
  return (
    <div className={className ? `${styles.room} ${className}` : styles.room} data-testid="room-scene">
      {/* The picture is one image to assistive technology; the overlay beside it stays operable. */}
      <div className={styles.picture} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
        {look.backdrop ? (
          <span className={styles.backdrop} style={{ backgroundImage: `url("${roomArt(look.backdrop.image)}")` }} />
        ) : (
          <>
            <span className={styles.wall} style={tiled(look.wall, DEFAULT_WALL, WALL_TILE_CELLS, ROOM_WALL_ROWS, WALL_HEIGHT)} />
            <span
              className={styles.floor}
              style={tiled(look.floor, DEFAULT_FLOOR, FLOOR_TILE_CELLS, ROOM_GRID.rows - ROOM_WALL_ROWS, FLOOR_HEIGHT)}
            />
          </>
        )}
        {pieces.filter((p) => !isInFront(p.y)).map(piece)}
        <span className={styles.slimeBox} style={percentBox(SLIME_BOX)}>
          <Slime equipped={look.equipment} animate={animate} className={styles.slime} />
        </span>
        {pieces.filter((p) => isInFront(p.y)).map(piece)}
      </div>
      {children && <div className={styles.overlay}>{children}</div>}
    </div>
  );
}
