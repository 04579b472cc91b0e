import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  LOOK_FURNITURE_MAX,
  LOOKS_PER_MEMBER,
  ROOM_GRID,
  lookSchema,
  lookUuidParam,
  lookWriteSchema,
  roomCatalogueSchema,
} from '@/lib/validation/room';
import { errorResponse, json, langParam, op } from '../op';

const tags = ['My room'];
const rules =
  'A try-on studio: any catalogue item may be used, owned or not. Equipment holds slime equipment only, at most one item per equipment type; ' +
  'backdrop_item_id must be a WALL_FLOOR_SET (and then no wall_item_id / floor_item_id), wall_item_id a WALL, floor_item_id a FLOOR; ' +
  `furniture holds *_FURNITURE items only, at most ${LOOK_FURNITURE_MAX}, each on a cell of the ${ROOM_GRID.columns} × ${ROOM_GRID.rows} grid.`;
const invalid = errorResponse(
  '1000: `errors` per field, keyed like the request (`equipment.1`, `furniture.0.item_id`, `furniture.2.x`): ' +
    'itemUnknown (no such item), itemWrongSlot (the item’s type does not fit the slot), slotTaken (two items of one equipment type), ' +
    'backdropConflict, tooManyFurniture, outsideGrid, nameRequired, nameMax',
);
const notOwner = { '403': errorResponse('1300: someone else’s look; 1301: suspended account') };
const removed = z.object({ uuid: z.string() });

export const roomPaths: ZodOpenApiPathsObject = {
  '/v1/room/looks/': {
    get: op('The signed-in member’s saved looks, last changed first', z.array(lookSchema), {
      tags,
      auth: true,
      requestParams: { query: langParam },
    }),
    post: op('Save a new look', lookSchema, {
      tags,
      auth: true,
      description: `${rules} At most ${LOOKS_PER_MEMBER} looks per member. Answers 201.`,
      requestBody: json(lookWriteSchema),
      requestParams: { query: langParam },
      responses: {
        '400': invalid,
        '409': errorResponse(`1500: the member already has ${LOOKS_PER_MEMBER} looks (errors._ = tooManyLooks)`),
      },
    }),
  },
  '/v1/room/looks/{uuid}/': {
    get: op('One look, as its share page shows it', lookSchema, {
      tags,
      description: 'Public. 404 for an unknown look, a withdrawn owner, or an owner blocking the reader (or blocked by them).',
      requestParams: { path: lookUuidParam, query: langParam },
      responses: { '404': errorResponse('No such look') },
    }),
    put: op('Replace a look of one’s own', lookSchema, {
      tags,
      auth: true,
      description: `${rules} Show-off posts showing the look show the new one.`,
      requestBody: json(lookWriteSchema),
      requestParams: { path: lookUuidParam, query: langParam },
      responses: { '400': invalid, '404': errorResponse('No such look'), ...notOwner },
    }),
    delete: op('Delete a look of one’s own', removed, {
      tags,
      auth: true,
      description: 'Posts showing it keep their text and show no look.',
      requestParams: { path: lookUuidParam },
      responses: { '404': errorResponse('No such look'), ...notOwner },
    }),
  },
  '/v1/room/catalogue/': {
    get: op('Every item the studio offers, and the member’s sell list', roomCatalogueSchema, {
      tags,
      auth: true,
      description:
        'Slime equipment, wall-and-floor sets, walls, floors and furniture; sell_item_ids marks the items on the member’s sell list.',
      requestParams: { query: langParam },
    }),
  },
};
