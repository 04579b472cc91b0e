// How a slime's layers stack: shared by the slime component and the server's share images.
// No browser or Node imports.

import { SLIME_FRAMES } from '@/lib/constants';
import { SLIME_LAYER_ORDER, isDrawnBehindSlime, isSlimeEquipmentType } from './catalog';

export const SLIME_BODY_SPRITE = '/art/slime/base-sprite.png';
export const SLIME_BODY_SPRITE_NO_EYES = '/art/slime/base-sprite-noeyes.png';

/** What the slime needs to know about a worn item (an Item DTO fits). */
export type SlimeEquipment = {
  id?: number;
  item_type: string;
  is_show_eyes?: boolean | null;
  sprite_img?: string | null;
  sprite_frame?: number | null;
  /** From the item's equipment object; defaults to SLIME_LAYER_ORDER of the type. */
  display_order?: number | null;
  /** Still image used when there is no sprite sheet. */
  image?: string | null;
};

export type SlimeLayer = {
  key: string;
  src: string;
  frames: number;
  order: number;
  /** Effects loop on their own at SPRITE_FPS; worn pieces follow the body's bob frame. */
  freeRunning: boolean;
  itemType: string;
};

export type SlimeLayers = { behind: SlimeLayer[]; front: SlimeLayer[]; eyesVisible: boolean; bodySrc: string };

/**
 * Back, effect and hip equipment is drawn behind the slime, the rest in front, each side
 * by display order; the slime's own eyes are hidden when an eyes item without is_show_eyes is worn.
 */
export function slimeLayers(equipped: readonly SlimeEquipment[]): SlimeLayers {
  const worn = equipped.filter((e) => isSlimeEquipmentType(e.item_type) && (e.sprite_img || e.image));
  const layers = worn
    .map((e, index) => {
      const type = e.item_type as keyof typeof SLIME_LAYER_ORDER;
      const sheet = Boolean(e.sprite_img);
      return {
        index,
        layer: {
          key: `${e.id ?? index}-${type}`,
          src: (e.sprite_img || e.image) as string,
          frames: sheet ? Math.max(1, e.sprite_frame ?? SLIME_FRAMES) : 1,
          order: e.display_order ?? SLIME_LAYER_ORDER[type],
          freeRunning: type === 'EQUIPMENT_EFFECT',
          itemType: type,
        } satisfies SlimeLayer,
      };
    })
    .sort((a, b) => a.layer.order - b.layer.order || a.index - b.index)
    .map((x) => x.layer);
  const eyesVisible = !worn.some((e) => e.item_type === 'EQUIPMENT_EYES' && e.is_show_eyes !== true);
  return {
    behind: layers.filter((l) => isDrawnBehindSlime(l.itemType)),
    front: layers.filter((l) => !isDrawnBehindSlime(l.itemType)),
    eyesVisible,
    bodySrc: eyesVisible ? SLIME_BODY_SPRITE : SLIME_BODY_SPRITE_NO_EYES,
  };
}
