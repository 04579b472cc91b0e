import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { serverConfig } from '@/lib/server/config';

// The VAPID key pair that signs every push (the browser subscribes with its public half). From
// VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT; without them in development, a pair made
// once and kept in DATA_DIR/vapid.json, so subscriptions survive restarts. APP_ENV=production
// refuses to start without keys (a pair that changes with the disk would orphan every
// subscription), unless PUSH_ENABLED=false turns web push off.

export type VapidKeys = { publicKey: string; privateKey: string; subject: string; source: 'env' | 'data-dir' };

export const VAPID_FILE = 'vapid.json';
const DEFAULT_SUBJECT = 'mailto:push@slime.example.com';

export class VapidKeysMissingError extends Error {
  constructor(detail: string) {
    super(
      `APP_ENV=production, but web push has no VAPID keys (${detail}). Set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and ` +
        'VAPID_SUBJECT (make a pair with `npx web-push generate-vapid-keys`), or turn web push off with PUSH_ENABLED=false.',
    );
    this.name = 'VapidKeysMissingError';
  }
}

export function pushEnabled(): boolean {
  return (process.env.PUSH_ENABLED ?? 'true') !== 'false';
}

let cached: { key: string; value: VapidKeys | null } | undefined;

/** The key pair, or null when web push is off. Throws VapidKeysMissingError in production without keys. */
export function vapidKeys(): VapidKeys | null {
  const publicKey = process.env.VAPID_PUBLIC_KEY?.trim() || '';
  const privateKey = process.env.VAPID_PRIVATE_KEY?.trim() || '';
  const subject = process.env.VAPID_SUBJECT?.trim() || '';
  const key = [pushEnabled(), publicKey, privateKey, subject, serverConfig.appEnv, serverConfig.dataDir].join('|');
  if (cached?.key === key) return cached.value;
  const value = readKeys(publicKey, privateKey, subject);
  cached = { key, value };
  return value;
}

function readKeys(publicKey: string, privateKey: string, subject: string): VapidKeys | null {
  if (!pushEnabled()) return null;
  const production = serverConfig.appEnv === 'production';
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) {
      if (production) throw new VapidKeysMissingError('only one of VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY is set');
      throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a development pair is then kept in DATA_DIR).');
    }
    if (production && !subject) throw new VapidKeysMissingError('VAPID_SUBJECT is not set');
    const keys: VapidKeys = { publicKey, privateKey, subject: subject || DEFAULT_SUBJECT, source: 'env' };
    // Throws with web-push's own message when a key or the subject is malformed.
    webpush.getVapidHeaders('https://push.example.com', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
    return keys;
  }
  if (production) throw new VapidKeysMissingError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set');
  return developmentKeys(subject || DEFAULT_SUBJECT);
}

function developmentKeys(subject: string): VapidKeys {
  const dir = serverConfig.dataDir;
  const file = path.join(dir, VAPID_FILE);
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject, source: 'data-dir' };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pair = webpush.generateVAPIDKeys();
  fs.mkdirSync(dir, { recursive: true });
  // 'wx': of two processes making a pair at once, the second reads the first one's.
  try {
    fs.writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return developmentKeys(subject);
    throw error;
  }
  console.log(`[push] made a development VAPID key pair in ${file}`);
  return { ...pair, subject, source: 'data-dir' };
}

/** For the production start: throws VapidKeysMissingError rather than serving without keys. */
export function assertVapidKeys(): void {
  vapidKeys();
}
