import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir } from '@/lib/server/db';

// Where upload bytes live. Local disk under DATA_DIR/uploads; an S3-compatible backend can
// implement the same two calls.
export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
};

const SAFE_KEY = /^[a-z0-9/-]+\.webp$/;

export const localStorage: Storage = {
  async put(key, data) {
    const file = path.join(uploadsDir(), key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
  },
  async get(key) {
    if (!SAFE_KEY.test(key) || key.includes('..')) return null;
    try {
      return await fs.readFile(path.join(uploadsDir(), key));
    } catch {
      return null;
    }
  },
};

export function storage(): Storage {
  return localStorage;
}
