import { z } from '@/lib/zod';
import { POST_TYPES } from '@/lib/constants';
import { SLIME_EQUIPMENT_TYPES, isSlimeEquipmentType } from '@/lib/items/catalog';
import { isUuid, rowId } from './common';
import { namedItemShape } from './items';
import { INVALID_CHARACTERS } from './input';
import { visibleName } from './names';

// ── Contract of "my room": saved looks (the slime's outfit and its room) ──
//
// The studio is a try-on: a member may put any catalogue item on their slime and in their room,
// owned or not (the game's inventory is not known here). What is checked is that every item
// exists and fits the slot it is put in.

export const LOOK_NAME_MAX = 30;
export const LOOKS_PER_MEMBER = 20;
export const LOOK_FURNITURE_MAX = 12;
/** Furniture stands on a grid of cells: x counts columns from the left, y rows from the top. */
export const ROOM_GRID = { columns: 8, rows: 6 } as const;
/** The top rows are wall, the rest floor (the room art splits the same way). */
export const ROOM_WALL_ROWS = 4;

export const FURNITURE_TYPES = ['STAND_FURNITURE', 'WALL_FURNITURE', 'FLOOR_FURNITURE', 'EFFECT_FURNITURE'] as const;
export const BACKDROP_TYPES = ['WALL_FLOOR_SET', 'WALL', 'FLOOR'] as const;
/** Every type the studio offers, for the catalogue it shows. */
export const ROOM_ITEM_TYPES = [...SLIME_EQUIPMENT_TYPES, ...BACKDROP_TYPES, ...FURNITURE_TYPES] as const;

export const isFurnitureType = (type: string): boolean => (FURNITURE_TYPES as readonly string[]).includes(type);

/** Post types a look may be attached to: the show-off boards. */
export const LOOK_POST_TYPES: readonly number[] = [POST_TYPES.exhibitedItem];
export const isLookPostType = (postType: number): boolean => LOOK_POST_TYPES.includes(postType);

// Field error keys (answered in `errors`, worded under user.room.errors).
export const LOOK_ERRORS = {
  itemUnknown: 'itemUnknown',
  wrongSlot: 'itemWrongSlot',
  slotTaken: 'slotTaken',
  backdropConflict: 'backdropConflict',
  tooManyFurniture: 'tooManyFurniture',
  outsideGrid: 'outsideGrid',
  nameRequired: 'nameRequired',
  nameMax: 'nameMax',
  /** Bidi embeddings, overrides or isolates in the name. */
  invalidCharacters: INVALID_CHARACTERS,
  tooManyLooks: 'tooManyLooks',
} as const;

const itemId = rowId;
const optionalItem = itemId.nullable().optional();

export const furniturePlacementSchema = z
  .object({
    item_id: itemId,
    x: z
      .number()
      .int(LOOK_ERRORS.outsideGrid)
      .min(0, LOOK_ERRORS.outsideGrid)
      .max(ROOM_GRID.columns - 1, LOOK_ERRORS.outsideGrid),
    y: z
      .number()
      .int(LOOK_ERRORS.outsideGrid)
      .min(0, LOOK_ERRORS.outsideGrid)
      .max(ROOM_GRID.rows - 1, LOOK_ERRORS.outsideGrid),
  })
  .meta({ id: 'LookFurniturePlacement' });
export type FurniturePlacement = z.infer<typeof furniturePlacementSchema>;

export const lookWriteSchema = z
  .object({
    // A name of only invisible characters is no name (nameRequired).
    name: visibleName(z.string().trim().min(1, LOOK_ERRORS.nameRequired).max(LOOK_NAME_MAX, LOOK_ERRORS.nameMax), LOOK_ERRORS.nameRequired),
    equipment: z
      .array(itemId)
      .max(SLIME_EQUIPMENT_TYPES.length, LOOK_ERRORS.slotTaken)
      .default([])
      .meta({ description: 'Item ids the slime wears: slime equipment only, at most one per equipment type' }),
    backdrop_item_id: optionalItem.meta({ description: 'A WALL_FLOOR_SET item; not together with wall_item_id / floor_item_id' }),
    wall_item_id: optionalItem.meta({ description: 'A WALL item' }),
    floor_item_id: optionalItem.meta({ description: 'A FLOOR item' }),
    furniture: z
      .array(furniturePlacementSchema)
      .max(LOOK_FURNITURE_MAX, LOOK_ERRORS.tooManyFurniture)
      .default([])
      .meta({
        description: `Furniture (*_FURNITURE items) on a ${ROOM_GRID.columns} × ${ROOM_GRID.rows} grid, at most ${LOOK_FURNITURE_MAX} pieces`,
      }),
  })
  .meta({ id: 'LookWrite' });
export type LookWriteInput = z.infer<typeof lookWriteSchema>;
export type LookWriteBody = z.input<typeof lookWriteSchema>;

export const lookUuidParam = z.object({
  uuid: z.string().refine(isUuid, 'lookUuidRequired').meta({ description: 'The look’s public uuid' }),
});

/**
 * The slot rules, given the type of every item that exists (ids missing from `typeOf` are unknown).
 * Answers field errors keyed like the request (`equipment.1`, `furniture.0.item_id`), empty when the look fits.
 */
export function lookItemErrors(input: LookWriteInput, typeOf: ReadonlyMap<number, string>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, key: string) => void (errors[field] ??= []).push(key);
  const worn = new Set<string>();
  input.equipment.forEach((id, index) => {
    const type = typeOf.get(id);
    const field = `equipment.${index}`;
    if (type === undefined) return add(field, LOOK_ERRORS.itemUnknown);
    if (!isSlimeEquipmentType(type)) return add(field, LOOK_ERRORS.wrongSlot);
    if (worn.has(type)) return add(field, LOOK_ERRORS.slotTaken);
    worn.add(type);
  });
  const single = (field: 'backdrop_item_id' | 'wall_item_id' | 'floor_item_id', expected: string) => {
    const id = input[field];
    if (id === null || id === undefined) return;
    const type = typeOf.get(id);
    if (type === undefined) add(field, LOOK_ERRORS.itemUnknown);
    else if (type !== expected) add(field, LOOK_ERRORS.wrongSlot);
  };
  single('backdrop_item_id', 'WALL_FLOOR_SET');
  single('wall_item_id', 'WALL');
  single('floor_item_id', 'FLOOR');
  if (input.backdrop_item_id != null && (input.wall_item_id != null || input.floor_item_id != null)) {
    add('backdrop_item_id', LOOK_ERRORS.backdropConflict);
  }
  input.furniture.forEach((piece, index) => {
    const type = typeOf.get(piece.item_id);
    const field = `furniture.${index}.item_id`;
    if (type === undefined) add(field, LOOK_ERRORS.itemUnknown);
    else if (!isFurnitureType(type)) add(field, LOOK_ERRORS.wrongSlot);
  });
  return errors;
}

/** Every item id a look names, once each. */
export function lookItemIds(
  input: Pick<LookWriteInput, 'equipment' | 'backdrop_item_id' | 'wall_item_id' | 'floor_item_id' | 'furniture'>,
) {
  const ids = [
    ...input.equipment,
    input.backdrop_item_id,
    input.wall_item_id,
    input.floor_item_id,
    ...input.furniture.map((f) => f.item_id),
  ];
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

// ── Answers ──

/** An item as a look shows it: enough for the slime component (SlimeEquipment) and for the item's link. */
export const lookItemSchema = z
  .object({
    ...namedItemShape,
    item_rating: z.string(),
    grade_color: z.string(),
    is_show_eyes: z.boolean(),
    sprite_img: z.string().nullable(),
    sprite_frame: z.number().int().nullable(),
    display_order: z.number().int().nullable().meta({ description: 'Layer order of the equipment object; null: the type’s default' }),
  })
  .meta({ id: 'LookItem' });
export type LookItemDto = z.infer<typeof lookItemSchema>;

export const lookSchema = z
  .object({
    uuid: z.string(),
    name: z.string(),
    owner: z.object({ uuid: z.string(), nickname: z.string().nullable() }),
    equipment: z.array(lookItemSchema).meta({ description: 'Worn items; items deleted from the catalogue since are left out' }),
    backdrop: lookItemSchema.nullable(),
    wall: lookItemSchema.nullable(),
    floor: lookItemSchema.nullable(),
    furniture: z.array(z.object({ item: lookItemSchema, x: z.number().int(), y: z.number().int() })),
    share_path: z.string().meta({ description: 'The share page, /room/{uuid}' }),
    created_at: z.string().meta({ format: 'date-time' }),
    updated_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Look' });
export type LookDto = z.infer<typeof lookSchema>;

/** What deleting a look answers. */
export const lookRemovedSchema = z.object({ uuid: z.string() });
export type LookRemovedDto = z.infer<typeof lookRemovedSchema>;

/** Another member's saved looks, as GET /v1/users/{uuid}/looks/ answers them. */
export const publicLooksSchema = z.object({
  owner: z.object({ uuid: z.string(), nickname: z.string().nullable() }),
  looks: z.array(lookSchema),
});

/** The studio's catalogue: every item that fits a slot, and which of them are on the member's sell list. */
export const roomCatalogueSchema = z
  .object({
    items: z.array(lookItemSchema),
    sell_item_ids: z.array(z.number().int()).meta({ description: "Items on the signed-in member's sell list (active or paused)" }),
  })
  .meta({ id: 'RoomCatalogue' });
export type RoomCatalogueDto = z.infer<typeof roomCatalogueSchema>;
