import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { GET as serve } from '@/app/uploads/[...key]/route';
import { serverConfig } from '@/lib/server/config';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { startS3StandIn } from '@/test/s3-stand-in';
import { storeImage } from './index';
import { localStorage, storage } from './storage';

let s3: Awaited<ReturnType<typeof startS3StandIn>>;

beforeAll(async () => {
  s3 = await startS3StandIn();
  Object.assign(process.env, s3.env);
});
afterAll(async () => {
  for (const name of Object.keys(s3.env)) delete process.env[name];
  await s3.close();
  await closeDb();
});

async function fromBucket(key: string): Promise<Buffer> {
  const client = new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
  const object = await client.send(new GetObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

it('puts and gets bytes in the bucket, and answers null for a missing or unsafe key', async () => {
  const store = storage();
  expect(store).not.toBe(localStorage);
  const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
  await store.put('post/2026/01/round-trip.webp', bytes);
  expect(await store.get('post/2026/01/round-trip.webp')).toEqual(bytes);
  expect(await fromBucket('post/2026/01/round-trip.webp')).toEqual(bytes);
  expect(await store.get('post/2026/01/missing.webp')).toBeNull();
  expect(await store.get('../pglite/PG_VERSION')).toBeNull();
});

it('stores an upload in the bucket, not on local disk, and serves it at /uploads/', async () => {
  const db = await getDb();
  const [user] = await db.insert(schema.users).values({ email: 's3@example.com', nickname: '버킷' }).returning();
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const stored = await storeImage(new Blob([new Uint8Array(png)], { type: 'image/png' }), { ownerId: user!.id, purpose: 'post' });
  const key = stored.url.slice('/uploads/'.length);

  const inBucket = await fromBucket(key);
  expect((await sharp(inBucket).metadata()).format).toBe('webp');
  expect(fs.existsSync(path.join(serverConfig.dataDir, 'uploads', key))).toBe(false);

  const res = await serve(new Request(`http://localhost${stored.url}`), { params: Promise.resolve({ key: key.split('/') }) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  expect(Buffer.from(await res.arrayBuffer())).toEqual(inBucket);

  const missing = await serve(new Request('http://localhost/uploads/post/2026/01/none.webp'), {
    params: Promise.resolve({ key: ['post', '2026', '01', 'none.webp'] }),
  });
  expect(missing.status).toBe(404);
});
