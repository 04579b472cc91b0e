// The thread that draws looks' share images (started by ./share-image-render.ts; plain JavaScript
// so Node runs it as it is, in the production server and under Jest alike). The request thread
// reads the art and hands over a plan (./share-image.ts): every layer with its bytes, size and
// place. Here each layer is cut to its first frame, upscaled nearest-neighbour (pixel art stays
// sharp) and composed into one PNG. Layers are drawn one after another, so a render keeps at most
// one of libuv's threads busy and the file reads of other requests never wait behind it.
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';

/** @typedef {{ left: number, top: number, width: number, height: number }} Box */
/**
 * @typedef {(Box & { kind: 'tiles', data: Uint8Array | null, tile: number, color: string })
 *   | (Box & { kind: 'frame', data: Uint8Array | null, frames: number, orElse?: Layer[] })} Layer
 */

const solid = (width, height, color) => sharp({ create: { width, height, channels: 4, background: color } });

/** The first frame of a sheet of `frames` frames side by side, scaled to width × height without smoothing. */
async function firstFrame(data, frames, width, height) {
  if (!data) return null;
  try {
    const input = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const { width: w = 0, height: h = 0 } = await sharp(input).metadata();
    const frameWidth = Math.floor(w / Math.max(1, frames));
    if (frameWidth < 1 || h < 1) return null;
    return await sharp(input)
      .extract({ left: 0, top: 0, width: frameWidth, height: h })
      .resize(width, height, { kernel: 'nearest', fit: 'fill' })
      .png()
      .toBuffer();
  } catch {
    // Art that is not an image leaves its layer out, as a missing file does.
    return null;
  }
}

/** @param {Layer} layer @returns {Promise<{ input: Buffer, left: number, top: number }[]>} */
async function draw(layer) {
  const at = { left: layer.left, top: layer.top };
  if (layer.kind === 'tiles') {
    const tile = await firstFrame(layer.data, 1, layer.tile, layer.tile);
    const base = solid(layer.width, layer.height, layer.color);
    const band = await (tile ? base.composite([{ input: tile, tile: true, left: 0, top: 0 }]) : base).png().toBuffer();
    return [{ input: band, ...at }];
  }
  const png = await firstFrame(layer.data, layer.frames, layer.width, layer.height);
  if (png) return [{ input: png, ...at }];
  const out = [];
  for (const other of layer.orElse ?? []) out.push(...(await draw(other)));
  return out;
}

/** @param {{ width: number, height: number, color: string, layers: Layer[] }} plan */
async function render(plan) {
  const inputs = [];
  for (const layer of plan.layers) inputs.push(...(await draw(layer)));
  return solid(plan.width, plan.height, plan.color).composite(inputs).png().toBuffer();
}

parentPort.on('message', async ({ id, plan }) => {
  try {
    const png = await render(plan);
    parentPort.postMessage({ id, png });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
