/// <reference lib="webworker" />
// PLACEHOLDER from the pwa branch, only so the service worker compiles: the push branch owns this
// file and replaces it (keep these two names and signatures). Runs inside the service worker.

declare const self: ServiceWorkerGlobalScope;

/** A push message: shows its notification. */
export function handlePush(event: PushEvent): void {
  let payload: { title?: string; body?: string; url?: string } = {};
  try {
    payload = event.data?.json() ?? {};
  } catch {
    // Not JSON: the generic notification below.
  }
  event.waitUntil(
    self.registration.showNotification(payload.title ?? '슬라임 커뮤니티', {
      body: payload.body,
      icon: '/icons/icon-192.png',
      data: { url: payload.url ?? '/my/notifications' },
    }),
  );
}

/** A tap on a notification: focuses an open window of the app, else opens one. */
export function handleNotificationClick(event: NotificationEvent): void {
  event.notification.close();
  const url = new URL(String(event.notification.data?.url ?? '/'), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url) ?? windows[0];
      return open ? open.focus() : self.clients.openWindow(url).then(() => undefined);
    }),
  );
}
