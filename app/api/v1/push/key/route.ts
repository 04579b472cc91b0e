import { handler, ok } from '@/lib/server/http/route';
import { vapidKeys } from '@/lib/server/push';
import { pushKeySchema } from '@/lib/validation/push';

// The applicationServerKey a browser subscribes with; the same for everyone, so a CDN may keep it.
export const GET = handler(
  {
    summary: 'The VAPID public key browsers subscribe with',
    description:
      'Pass it as `applicationServerKey` to `PushManager.subscribe()`. `public_key` is null when web push is off on this server ' +
      '(PUSH_ENABLED=false). The game app’s webview does not use web push: see the README’s webview bridge.',
    tags: ['Web push'],
    response: pushKeySchema,
  },
  () => ok({ public_key: vapidKeys()?.publicKey ?? null }, { headers: { 'cache-control': 'public, max-age=300' } }),
);
