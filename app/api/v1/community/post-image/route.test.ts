import sharp from 'sharp';
import { createSession } from '@/lib/server/auth/session';
import { closeDb, getDb, schema } from '@/lib/server/db';
import { callRoute } from '@/test/call-route';
import { GET as serve } from '@/app/uploads/[...key]/route';
import { POST } from './route';

let auth: Record<string, string>;

beforeAll(async () => {
  const db = await getDb();
  const [user] = await db.insert(schema.users).values({ email: 'painter@example.com', nickname: '그림쟁이' }).returning();
  auth = { authorization: `Token ${await createSession(user!.id, 'web')}` };
});
afterAll(() => closeDb());

function form(data: Uint8Array<ArrayBuffer> | Buffer<ArrayBuffer> | string, name = 'photo.png', type = 'image/png') {
  const body = new FormData();
  body.append('image', new Blob([data], { type }), name);
  return body;
}

async function jpegWithGps() {
  return sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#3a7' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N' } } })
    .jpeg()
    .toBuffer();
}

it('re-encodes an image to WebP, strips its metadata, caps its size, and serves it', async () => {
  const { status, body } = await callRoute(POST, '/api/v1/community/post-image/', {
    method: 'POST',
    headers: auth,
    body: form(await jpegWithGps(), 'beach.jpg', 'image/jpeg'),
  });
  expect(status).toBe(201);
  expect(body.data).toMatchObject({
    width: 2048,
    height: 683,
    url: expect.stringMatching(/^\/uploads\/post\/\d{4}\/\d{2}\/[0-9a-f-]+\.webp$/),
  });

  const key = (body.data.url as string).slice('/uploads/'.length).split('/');
  const res = await serve(new Request(`http://localhost${body.data.url}`), { params: Promise.resolve({ key }) });
  expect(res.headers.get('content-type')).toBe('image/webp');
  const stored = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(stored).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.exif).toBeUndefined();
  expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
});

it('judges the format by content, not by name or declared type', async () => {
  const { status, body } = await callRoute(POST, '/x', {
    method: 'POST',
    headers: auth,
    body: form('<?php echo "hi"; ?>', 'cute.png', 'image/png'),
  });
  expect(status).toBe(415);
  expect(body.code).toBe(1601);
  const svg = await callRoute(POST, '/x', {
    method: 'POST',
    headers: auth,
    body: form('<svg xmlns="http://www.w3.org/2000/svg"/>', 'a.svg', 'image/svg+xml'),
  });
  expect(svg.status).toBe(415);
});

it('refuses files over 5 MB, a missing file, and guests', async () => {
  const big = new Uint8Array(5 * 1024 * 1024 + 1);
  expect((await callRoute(POST, '/x', { method: 'POST', headers: auth, body: form(big) })).status).toBe(413);
  expect((await callRoute(POST, '/x', { method: 'POST', headers: auth, body: new FormData() })).body.code).toBe(1000);
  expect((await callRoute(POST, '/x', { method: 'POST', body: form(await jpegWithGps()) })).status).toBe(401);
});

it('does not serve paths outside the uploads folder', async () => {
  const res = await serve(new Request('http://localhost/uploads/../pglite/PG_VERSION'), {
    params: Promise.resolve({ key: ['..', 'pglite', 'PG_VERSION'] }),
  });
  expect(res.status).toBe(404);
});
