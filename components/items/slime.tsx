'use client';

import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { SLIME_FRAMES, SLIME_TICK_MS, SPRITE_FPS } from '@/lib/constants';
import {
  SLIME_BODY_SPRITE,
  SLIME_BODY_SPRITE_NO_EYES,
  slimeLayers,
  type SlimeEquipment,
  type SlimeLayer,
  type SlimeLayers,
} from '@/lib/items/slime-layers';
import { useFrameCounter, usePrefersReducedMotion } from './use-frame-counter';
import styles from './slime.module.scss';

// The layer rules live in lib/items/slime-layers.ts, so the server (the look's share image) draws by them too.
export { SLIME_BODY_SPRITE, SLIME_BODY_SPRITE_NO_EYES, slimeLayers, type SlimeEquipment, type SlimeLayer, type SlimeLayers };

function frameStyle(src: string, frames: number, frame: number): CSSProperties {
  const f = Math.min(frame, frames - 1);
  return {
    backgroundImage: `url("${src}")`,
    backgroundSize: `${frames * 100}% 100%`,
    backgroundPosition: frames > 1 ? `${(f / (frames - 1)) * 100}% 0` : '0 0',
  };
}

export type SlimeProps = {
  equipped?: readonly SlimeEquipment[];
  /** Width and height in CSS pixels (the art is 128 × 128 per frame). */
  size?: number;
  /** Accessible name; without it the drawing is decorative. */
  label?: string;
  /** false keeps it still (it is always still when the reader prefers reduced motion). */
  animate?: boolean;
  className?: string;
};

/** The slime with its equipment layered: a 0–3 frame counter every 250 ms blinks and bobs it. */
export function Slime({ equipped = [], size = 128, label, animate = true, className }: SlimeProps) {
  const reduced = usePrefersReducedMotion();
  const running = animate && !reduced;
  const frame = useFrameCounter(SLIME_FRAMES, SLIME_TICK_MS, running);
  const spriteFrame = useFrameCounter(SLIME_FRAMES, Math.round(1000 / SPRITE_FPS), running);
  const { behind, front, bodySrc, eyesVisible } = slimeLayers(equipped);

  const renderLayer = (layer: SlimeLayer, where: 'behind' | 'front') => (
    <span
      key={layer.key}
      className={styles.layer}
      data-layer={where}
      data-type={layer.itemType}
      style={frameStyle(layer.src, layer.frames, layer.freeRunning ? spriteFrame % layer.frames : frame)}
    />
  );

  return (
    <Stage size={size} label={label} className={className} frame={frame} data-eyes={eyesVisible ? 'shown' : 'hidden'}>
      {behind.map((l) => renderLayer(l, 'behind'))}
      <span className={styles.layer} data-layer="body" style={frameStyle(bodySrc, SLIME_FRAMES, frame)} />
      {front.map((l) => renderLayer(l, 'front'))}
    </Stage>
  );
}

export type SpriteSheetProps = {
  src: string;
  frames: number;
  size?: number;
  label?: string;
  animate?: boolean;
  /** Playback speed; SPRITE_FPS (12) by default. A slime item's own blink-and-bob sheet uses the slime tick. */
  fps?: number;
  className?: string;
};

/** A sprite-sheet item played on its own at SPRITE_FPS (12 fps); still under reduced motion. */
export function SpriteSheet({ src, frames, size = 128, label, animate = true, fps = SPRITE_FPS, className }: SpriteSheetProps) {
  const reduced = usePrefersReducedMotion();
  const frame = useFrameCounter(frames, Math.round(1000 / fps), animate && !reduced);
  return (
    <Stage size={size} label={label} className={className} frame={frame}>
      <span className={styles.layer} style={frameStyle(src, Math.max(1, frames), frame)} />
    </Stage>
  );
}

/** The square a slime or a sprite plays in: an image named `label`, or hidden from assistive tech without one. */
function Stage({
  size,
  label,
  className,
  frame,
  children,
  ...data
}: {
  size: number;
  label?: string;
  className?: string;
  frame: number;
  children: ReactNode;
  'data-eyes'?: string;
}) {
  return (
    <span
      className={clsx(styles.slime, className)}
      style={{ width: size, height: size }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-frame={frame}
      {...data}
    >
      {children}
    </span>
  );
}
