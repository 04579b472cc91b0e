import { inGameWebview } from './bridge';

// This browser's side of web push: whether it can, its subscription, and subscribing with the
// service worker's registration (the pwa branch's worker at /sw.js). Without a registered worker
// push cannot work here, and the account page says the browser does not support it.

const READY_TIMEOUT_MS = 5000;

export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`Notification permission: ${permission}`);
    this.name = 'PushPermissionError';
  }
}

export class PushSubscribeError extends Error {
  constructor(readonly cause: unknown) {
    super('The browser could not subscribe to its push service');
    this.name = 'PushSubscribeError';
  }
}

/** Why this page cannot push, in the order a member can do something about it; null when it can. */
export type PushBlocker = 'webview' | 'insecure' | 'unsupported' | 'noWorker';

export async function pushBlocker(): Promise<PushBlocker | null> {
  if (inGameWebview()) return 'webview';
  if (typeof window === 'undefined') return 'unsupported';
  if (window.isSecureContext === false) return 'insecure';
  if (!browserHasPush()) return 'unsupported';
  return (await pushRegistration()) ? null : 'noWorker';
}

/** The browser has the APIs (a worker may still be missing: see pushRegistration). */
export function browserHasPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext !== false
  );
}

/** The service worker's registration, or null when none is registered for this page. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!browserHasPush()) return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration) return null;
  // `ready` waits for an active worker; a worker that never activates must not hang the page.
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_TIMEOUT_MS))]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await pushRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

export function urlBase64ToUint8Array(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** Asks for permission and subscribes this browser with the server's VAPID key. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await pushRegistration();
  if (!registration) throw new Error('No service worker');
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const key = urlBase64ToUint8Array(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  // Subscribed with an older key (the server's pair changed): start over.
  try {
    if (existing) await existing.unsubscribe();
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (error) {
    throw new PushSubscribeError(error);
  }
}

/** Unsubscribes this browser; answers the endpoint it had, if any. */
export async function unsubscribeBrowser(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
