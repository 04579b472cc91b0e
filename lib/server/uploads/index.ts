import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_DIMENSION } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/http/errors';
import { consume } from '@/lib/server/rate-limit';
import { storage } from './storage';

export const UPLOAD_PURPOSES = ['post', 'profile', 'inquiry', 'item', 'banner'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
// Decompression bombs: a 5 MB file may claim billions of pixels.
const MAX_INPUT_PIXELS = 40_000_000;

export type StoredImage = { uuid: string; url: string; width: number; height: number };

export function uploadUrl(storageKey: string): string {
  return `/uploads/${storageKey}`;
}

// Checks the format from the file's content (never its name or declared type), re-encodes
// it to WebP (which drops EXIF/GPS and any payload riding in the file), and stores it.
export async function storeImage(file: Blob | null | undefined, opts: { ownerId: number; purpose: UploadPurpose }): Promise<StoredImage> {
  if (!file || typeof file === 'string' || file.size === 0) {
    throw new AppError('VALIDATION', 'An image file is required', { image: ['required'] });
  }
  if (file.size > UPLOAD_MAX_BYTES) throw new AppError('TOO_LARGE', 'Files may be at most 5 MB');
  await consume({ key: `upload:user:${opts.ownerId}`, max: 60, windowSeconds: 3600 });

  const input = Buffer.from(await file.arrayBuffer());
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('UNSUPPORTED_MEDIA', 'Only JPEG, PNG, WebP and GIF images are accepted');
  }

  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: format === 'gif' })
      .rotate()
      .resize({ width: UPLOAD_MAX_DIMENSION, height: UPLOAD_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA', 'The image could not be read');
  }

  const db = await getDb();
  const uuid = crypto.randomUUID();
  const now = new Date();
  const key = `${opts.purpose}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${uuid}.webp`;
  await storage().put(key, output.data);
  const height = output.info.pageHeight ?? output.info.height;
  await db.insert(schema.uploads).values({
    uuid,
    ownerId: opts.ownerId,
    purpose: opts.purpose,
    storageKey: key,
    mime: 'image/webp',
    width: output.info.width,
    height,
    bytes: output.data.length,
  });
  return { uuid, url: uploadUrl(key), width: output.info.width, height };
}

// True when every URL is an upload of this owner (so a post cannot embed someone else's files
// or arbitrary external images). Seeded art under /art/ is allowed for demo content only.
export async function ownsUploads(ownerId: number, urls: string[]): Promise<boolean> {
  if (urls.length === 0) return true;
  const keys = urls.map((u) => (u.startsWith('/uploads/') ? u.slice('/uploads/'.length) : null));
  if (keys.some((k) => k === null)) return false;
  const db = await getDb();
  const rows = await db
    .select({ key: schema.uploads.storageKey })
    .from(schema.uploads)
    .where(and(eq(schema.uploads.ownerId, ownerId), inArray(schema.uploads.storageKey, keys as string[])));
  return new Set(rows.map((r) => r.key)).size === new Set(keys).size;
}
