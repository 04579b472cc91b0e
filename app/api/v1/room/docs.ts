import { LOOK_FURNITURE_MAX, ROOM_GRID } from '@/lib/validation/room';

// What the contracts of the look writes share (app/api/v1/room/looks and looks/[uuid]).

export const LOOK_RULES =
  'A try-on studio: any catalogue item may be used, owned or not. Equipment holds slime equipment only, at most one item per equipment type; ' +
  'backdrop_item_id must be a WALL_FLOOR_SET (and then no wall_item_id / floor_item_id), wall_item_id a WALL, floor_item_id a FLOOR; ' +
  `furniture holds *_FURNITURE items only, at most ${LOOK_FURNITURE_MAX}, each on a cell of the ${ROOM_GRID.columns} × ${ROOM_GRID.rows} grid.`;

export const LOOK_INVALID =
  '1000: `errors` per field, keyed like the request (`equipment.1`, `furniture.0.item_id`, `furniture.2.x`): ' +
  'itemUnknown (no such item), itemWrongSlot (the item’s type does not fit the slot), slotTaken (two items of one equipment type), ' +
  'backdropConflict, tooManyFurniture, outsideGrid, nameRequired, nameMax';

export const LOOK_NOT_OWNER = '1300: someone else’s look; 1301: suspended account';
