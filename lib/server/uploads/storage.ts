import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { serverConfig, type S3Settings } from '@/lib/server/config';
import { uploadsDir } from '@/lib/server/db';

// Where upload bytes live: local disk under DATA_DIR/uploads, or an S3-compatible bucket
// (S3_BUCKET), which every app instance shares. Either way the app serves them at /uploads/.
export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
};

const SAFE_KEY = /^[a-z0-9/-]+\.webp$/;
const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

export const localStorage: Storage = {
  async put(key, data) {
    const file = path.join(uploadsDir(), key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
  },
  async get(key) {
    if (!isSafeKey(key)) return null;
    try {
      return await fs.readFile(path.join(uploadsDir(), key));
    } catch {
      return null;
    }
  },
};

export function s3Storage(settings: S3Settings): Storage {
  // The SDK is loaded only when a bucket is configured.
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // The SDK's default CRC32 checksums are not understood by every S3-compatible server.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  return {
    async put(key, data) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: data, ContentType: 'image/webp' }));
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
  };
}

let current: { settings: string; storage: Storage } | undefined;

export function storage(): Storage {
  const settings = serverConfig.s3;
  if (!settings) return localStorage;
  const id = JSON.stringify(settings);
  if (current?.settings !== id) current = { settings: id, storage: s3Storage(settings) };
  return current.storage;
}
