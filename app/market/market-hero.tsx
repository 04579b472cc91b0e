'use client';

import { preload } from 'react-dom';
import { Slime, slimeLayers, type SlimeEquipment } from '@/components/items/slime';
import styles from './market.module.scss';

// A dressed-up slime greeting the market: the same layering the item preview uses.
const SHOWCASE: readonly SlimeEquipment[] = [
  { item_type: 'EQUIPMENT_HAT', sprite_img: '/art/sprites/royal-crown.png', sprite_frame: 4 },
  { item_type: 'EQUIPMENT_BACK', sprite_img: '/art/sprites/angel-wings.png', sprite_frame: 4 },
  { item_type: 'EQUIPMENT_HAND', sprite_img: '/art/sprites/hero-sword.png', sprite_frame: 4 },
  { item_type: 'EQUIPMENT_EFFECT', sprite_img: '/art/sprites/heart-bubbles.png', sprite_frame: 4 },
];

// The hero slime is the largest paint of /market, and its sprite sheets (under 1 KB each) are CSS
// backgrounds a browser finds only once the page is laid out: the document announces them.
const HERO_SPRITES = (() => {
  const { behind, front, bodySrc } = slimeLayers(SHOWCASE);
  return [...behind.map((l) => l.src), bodySrc, ...front.map((l) => l.src)];
})();

export function MarketHero({ text }: { text: string }) {
  for (const src of HERO_SPRITES) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    <section className={styles.hero}>
      <Slime equipped={SHOWCASE} size={96} />
      <p className={styles.heroText}>{text}</p>
    </section>
  );
}
