import path from 'node:path';
import sharp from 'sharp';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { SHARE_BACKGROUND, SHARE_IMAGE, SHARE_ROOM, shareImageLayout } from '@/lib/server/room/share-image';
import { stopShareImageWorker } from '@/lib/server/room/share-image-render';
import { getLook } from '@/lib/server/room';
import { DEFAULT_WALL } from '@/lib/items/room-layout';
import { makeItem, makeMember } from '@/test/market';
import Image from '@/app/room/[uuid]/opengraph-image';

jest.mock('next/headers', () => ({ headers: async () => new Headers() }));

// The share image of a look: the route answers a PNG of the dressed slime in its room.

let lookUuid: string;

beforeAll(async () => {
  const db = await getDb();
  const owner = await makeMember('Dresser');
  const hat = await makeItem({
    nameKo: '왕관',
    nameZhTw: '皇冠',
    itemType: 'EQUIPMENT_HAT',
    image: '/art/items/royal-crown.png',
    spriteImg: '/art/sprites/royal-crown.png',
    spriteFrame: 4,
  });
  const eyes = await makeItem({
    nameKo: '하트 눈',
    nameZhTw: '愛心眼',
    itemType: 'EQUIPMENT_EYES',
    image: '/art/items/heart-eyes.png',
    spriteImg: '/art/sprites/heart-eyes.png',
    spriteFrame: 4,
    isShowEyes: false,
  });
  const wings = await makeItem({
    nameKo: '천사 날개',
    nameZhTw: '天使翅膀',
    itemType: 'EQUIPMENT_BACK',
    image: '/art/items/angel-wings.png',
    spriteImg: '/art/sprites/angel-wings.png',
    spriteFrame: 4,
  });
  const wall = await makeItem({ nameKo: '벽돌', nameZhTw: '磚牆', itemType: 'WALL', image: '/art/items/brick-wall.png' });
  const lamp = await makeItem({ nameKo: '책장', nameZhTw: '書櫃', itemType: 'STAND_FURNITURE', image: '/art/items/bookshelf.png' });
  const [row] = await db
    .insert(schema.looks)
    .values({
      userId: owner.id,
      name: '공유할 코디',
      equipment: [hat.id, eyes.id, wings.id],
      wallItemId: wall.id,
      furniture: [
        { item_id: lamp.id, x: 0, y: 3 },
        { item_id: lamp.id, x: 7, y: 5 },
      ],
    })
    .returning();
  lookUuid = row!.uuid;
});

afterAll(async () => {
  stopShareImageWorker();
  await closeDb();
});

it('lays out the room, the slime layers in order (wings behind the body, eyes without the body’s own) and the furniture', async () => {
  const layout = shareImageLayout(await getLook(lookUuid, { locale: 'ko' }));
  expect(layout.layers.map((p) => p.key)).toEqual([
    'wall',
    'floor',
    'furniture-0',
    expect.stringMatching(/^behind-.*EQUIPMENT_BACK$/),
    'body',
    expect.stringMatching(/^front-.*EQUIPMENT_EYES$/),
    expect.stringMatching(/^front-.*EQUIPMENT_HAT$/),
    'furniture-100',
  ]);
  expect(layout.layers[0]).toMatchObject({
    left: SHARE_ROOM.left,
    top: SHARE_ROOM.top,
    width: SHARE_ROOM.width,
    art: '/art/room/brick-wall.png',
  });
  // The body without its own eyes, since the eyes item covers them.
  expect(layout.layers.find((p) => p.key === 'body')).toMatchObject({ kind: 'frame', art: '/art/slime/base-sprite-noeyes.png' });
});

it('answers image/png for a look, drawn nearest-neighbour, and 404 for an unknown one', async () => {
  const res = await Image({ params: Promise.resolve({ uuid: lookUuid }) });
  expect(res.headers.get('content-type')).toBe('image/png');
  const png = Buffer.from(await res.arrayBuffer());
  expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
  // Upscaled without smoothing: the wall holds only the brick room tile's own colours, and the plain wall
  // colour where the art is transparent.
  const colours = async (input: ReturnType<typeof sharp>) => {
    const raw = await input.ensureAlpha().raw().toBuffer();
    const out = new Set<number>();
    for (let i = 0; i < raw.length; i += 4) out.add(raw.readUInt32BE(i));
    return out;
  };
  const art = await colours(sharp(path.join(process.cwd(), 'public/art/room/brick-wall.png')));
  art.add(parseInt(`${DEFAULT_WALL.slice(1)}ff`, 16));
  const tile = SHARE_ROOM.height / 6;
  const wall = await colours(
    sharp(png).extract({
      left: SHARE_ROOM.left + Math.round(tile * 3),
      top: SHARE_ROOM.top,
      width: Math.round(tile * 2),
      height: Math.round(tile),
    }),
  );
  for (const colour of wall) expect(art.has(colour)).toBe(true);
  // The bands beside the room are the page's colour.
  const { data } = await sharp(png).extract({ left: 2, top: 2, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  expect(`#${data.subarray(0, 3).toString('hex')}`).toBe(SHARE_BACKGROUND);
  await expect(Image({ params: Promise.resolve({ uuid: '00000000-0000-4000-8000-000000000000' }) })).rejects.toThrow();
});
