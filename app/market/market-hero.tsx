'use client';

import { Slime, type SlimeEquipment } from '@/components/items/slime';
import styles from './market.module.scss';

// A dressed-up slime greeting the market: the same layering the item preview uses.
const SHOWCASE: readonly SlimeEquipment[] = [
  { item_type: 'EQUIPMENT_HAT', sprite_img: '/art/sprites/royal-crown.png', sprite_frame: 4 },
  { item_type: 'EQUIPMENT_BACK', sprite_img: '/art/sprites/angel-wings.png', sprite_frame: 4 },
  { item_type: 'EQUIPMENT_HAND', sprite_img: '/art/sprites/hero-sword.png', sprite_frame: 4 },
  { item_type: 'EQUIPMENT_EFFECT', sprite_img: '/art/sprites/heart-bubbles.png', sprite_frame: 4 },
];

export function MarketHero({ text }: { text: string }) {
  return (
    <section className={styles.hero}>
      <Slime equipped={SHOWCASE} size={96} />
      <p className={styles.heroText}>{text}</p>
    </section>
  );
}
