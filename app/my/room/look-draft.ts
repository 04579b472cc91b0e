// The look being dressed in the studio, and the moves the studio makes on it. Pure, so the rules
// the server checks (lib/validation/room.ts) hold before anything is sent.

import { isSlimeEquipmentType } from '@/lib/items/catalog';
import { LOOK_FURNITURE_MAX, isFurnitureType, type LookDto, type LookItemDto, type LookWriteBody } from '@/lib/validation/room';

export type LookDraft = {
  /** The saved look being edited, or null for a new one. */
  uuid: string | null;
  name: string;
  equipment: LookItemDto[];
  backdrop: LookItemDto | null;
  wall: LookItemDto | null;
  floor: LookItemDto | null;
  furniture: Array<{ item: LookItemDto; x: number; y: number }>;
};

export const EMPTY_DRAFT: LookDraft = { uuid: null, name: '', equipment: [], backdrop: null, wall: null, floor: null, furniture: [] };

export type StudioTab = 'equipment' | 'backdrop' | 'furniture';
export const STUDIO_TABS: readonly StudioTab[] = ['equipment', 'backdrop', 'furniture'];

export function draftFromLook(look: LookDto): LookDraft {
  return {
    uuid: look.uuid,
    name: look.name,
    equipment: look.equipment,
    backdrop: look.backdrop,
    wall: look.wall,
    floor: look.floor,
    furniture: look.furniture,
  };
}

export function tabOf(itemType: string): StudioTab | null {
  if (isSlimeEquipmentType(itemType)) return 'equipment';
  if (itemType === 'WALL_FLOOR_SET' || itemType === 'WALL' || itemType === 'FLOOR') return 'backdrop';
  if (isFurnitureType(itemType)) return 'furniture';
  return null;
}

/** Puts an item on (taking off what was worn in its slot), or takes it off when it is worn. */
export function toggleEquipment(draft: LookDraft, item: LookItemDto): LookDraft {
  if (draft.equipment.some((e) => e.id === item.id)) return { ...draft, equipment: draft.equipment.filter((e) => e.id !== item.id) };
  return { ...draft, equipment: [...draft.equipment.filter((e) => e.item_type !== item.item_type), item] };
}

/** A set replaces the wall and floor and the other way round; choosing the one in use removes it. */
export function toggleBackdrop(draft: LookDraft, item: LookItemDto): LookDraft {
  if (item.item_type === 'WALL_FLOOR_SET') {
    return { ...draft, backdrop: draft.backdrop?.id === item.id ? null : item, wall: null, floor: null };
  }
  if (item.item_type === 'WALL') return { ...draft, backdrop: null, wall: draft.wall?.id === item.id ? null : item };
  if (item.item_type === 'FLOOR') return { ...draft, backdrop: null, floor: draft.floor?.id === item.id ? null : item };
  return draft;
}

export function isChosen(draft: LookDraft, item: LookItemDto): boolean {
  return (
    draft.equipment.some((e) => e.id === item.id) ||
    draft.backdrop?.id === item.id ||
    draft.wall?.id === item.id ||
    draft.floor?.id === item.id ||
    draft.furniture.some((f) => f.item.id === item.id)
  );
}

export const pieceAt = (draft: LookDraft, x: number, y: number) => draft.furniture.find((f) => f.x === x && f.y === y) ?? null;

/** Places a piece on a cell (replacing what stood there); null when the room is full. */
export function placeFurniture(draft: LookDraft, item: LookItemDto, x: number, y: number): LookDraft | null {
  const others = draft.furniture.filter((f) => !(f.x === x && f.y === y));
  if (others.length >= LOOK_FURNITURE_MAX) return null;
  return { ...draft, furniture: [...others, { item, x, y }] };
}

export function removeFurnitureAt(draft: LookDraft, x: number, y: number): LookDraft {
  return { ...draft, furniture: draft.furniture.filter((f) => !(f.x === x && f.y === y)) };
}

export function draftBody(draft: LookDraft): LookWriteBody {
  return {
    name: draft.name,
    equipment: draft.equipment.map((e) => e.id),
    backdrop_item_id: draft.backdrop?.id ?? null,
    wall_item_id: draft.wall?.id ?? null,
    floor_item_id: draft.floor?.id ?? null,
    furniture: draft.furniture.map((f) => ({ item_id: f.item.id, x: f.x, y: f.y })),
  };
}

/** The catalogue of one tab, narrowed to names containing the search (case-insensitive). */
export function catalogueFor(items: readonly LookItemDto[], tab: StudioTab, search: string): LookItemDto[] {
  const needle = search.trim().toLowerCase();
  return items.filter((item) => tabOf(item.item_type) === tab && (!needle || item.name.toLowerCase().includes(needle)));
}
