import { handler, ok } from '@/lib/server/http/route';
import { vapidKeys } from '@/lib/server/push';

// The applicationServerKey a browser subscribes with; the same for everyone, so a CDN may keep it.
export const GET = handler(() =>
  ok({ public_key: vapidKeys()?.publicKey ?? null }, { headers: { 'cache-control': 'public, max-age=300' } }),
);
