/// <reference lib="webworker" />
// The push and notificationclick handlers of the service worker (lib/pwa/service-worker.ts of the
// pwa branch adds them as listeners). Runs inside the worker. A push carries the JSON the server's
// dispatcher sends (lib/server/push/text.ts): { title, body, url, kind, id }.

declare const self: ServiceWorkerGlobalScope;

export type PushMessage = { title: string; body: string; url: string; kind: string; id: number };

const ICON = '/icons/icon-192.png';
const FALLBACK_URL = '/my/notifications';
// The worker does not know the reader's language; the server always sends a title.
const FALLBACK_TITLE = '슬라임 커뮤니티 · 史萊姆社群';

/** Only paths of this site: a push never opens another origin. */
function samePath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : FALLBACK_URL;
}

function readMessage(event: PushEvent): Partial<PushMessage> {
  try {
    const data = event.data?.json() as unknown;
    return data && typeof data === 'object' ? (data as Partial<PushMessage>) : {};
  } catch {
    return {};
  }
}

/** A push message: shows its notification (browsers require one for every push). */
export function handlePush(event: PushEvent): void {
  const message = readMessage(event);
  const title = typeof message.title === 'string' && message.title ? message.title : FALLBACK_TITLE;
  const id = typeof message.id === 'number' ? message.id : null;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: ICON,
      // One notification per notification row, should the same one arrive twice.
      ...(id !== null ? { tag: `notification-${id}` } : {}),
      data: { url: samePath(message.url), kind: message.kind ?? null, id },
    }),
  );
}

/** A tap on a notification: an open window of the app goes to its page, else a new one opens. */
export function handleNotificationClick(event: NotificationEvent): void {
  event.notification.close();
  const data = (event.notification.data ?? {}) as { url?: unknown };
  const url = new URL(samePath(data.url), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const exact = windows.find((w) => w.url === url);
      if (exact) return void (await exact.focus());
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        const moved = (await open.navigate(url).catch(() => null)) ?? open;
        return void (await moved.focus());
      }
      await self.clients.openWindow(url);
    }),
  );
}
