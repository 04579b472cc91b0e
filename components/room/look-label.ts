// A look's items by slot and the accessible name of its picture; for server and client components alike.

import type { LookDto, LookItemDto } from '@/lib/validation/room';

export type LookSlot = 'equipment' | 'backdrop' | 'wall' | 'floor' | 'furniture';

/** Every item of a look once, with the slot it is used in. */
export function lookItemsBySlot(look: Pick<LookDto, 'equipment' | 'backdrop' | 'wall' | 'floor' | 'furniture'>) {
  const out: Array<{ slot: LookSlot; item: LookItemDto }> = [];
  const seen = new Set<number>();
  const add = (slot: LookSlot, item: LookItemDto | null) => {
    if (!item || seen.has(item.id)) return;
    seen.add(item.id);
    out.push({ slot, item });
  };
  look.equipment.forEach((item) => add('equipment', item));
  add('backdrop', look.backdrop);
  add('wall', look.wall);
  add('floor', look.floor);
  look.furniture.forEach((f) => add('furniture', f.item));
  return out;
}

/** The accessible name of a look's picture: its name and what is in it. */
export function lookSceneLabel(
  look: Pick<LookDto, 'name' | 'equipment' | 'backdrop' | 'wall' | 'floor' | 'furniture'>,
  t: (key: 'sceneLabel' | 'sceneBare', values: Record<string, string>) => string,
): string {
  const names = lookItemsBySlot(look).map(({ item }) => item.name);
  return names.length ? t('sceneLabel', { name: look.name, items: names.join(', ') }) : t('sceneBare', { name: look.name });
}
