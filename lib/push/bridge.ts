import { isInAppWebview, openAppLink } from '@/lib/navigation/in-app';

// The bridge to the game's native app (README "The webview bridge"; docs/push.md). Inside the game's
// webview there is no web push: the page hands each live notification to the app, which shows it
// its own way. Preferred: React Native's `window.ReactNativeWebView.postMessage` with a JSON
// string; an app without it gets a deep link instead, which it intercepts and cancels.

export const BRIDGE_MESSAGE_TYPE = 'slime:notification';
export const BRIDGE_VERSION = 1;
export const NOTIFICATION_DEEP_LINK = process.env.NEXT_PUBLIC_NOTIFICATION_DEEP_LINK ?? 'slimegame://notification';

export type NativeNotification = { kind: string; id: number; title?: string; url?: string };
export type BridgeMessage = { type: typeof BRIDGE_MESSAGE_TYPE; version: number; kind: string; id: number; title?: string; url?: string };

type NativeBridge = { postMessage(message: string): void };
const nativeBridge = (): NativeBridge | null => {
  if (typeof window === 'undefined') return null;
  const bridge = (window as { ReactNativeWebView?: Partial<NativeBridge> }).ReactNativeWebView;
  return bridge && typeof bridge.postMessage === 'function' ? (bridge as NativeBridge) : null;
};

/** Whether this page runs inside the game's webview: it has the native bridge, or the app handed over its device id. */
export function inGameWebview(): boolean {
  return nativeBridge() !== null || (typeof window !== 'undefined' && isInAppWebview());
}

// The live channel may deliver one notification again after a reconnect: the app hears it once.
const handed = new Set<number>();
const HANDED_MAX = 200;

/** An absolute URL of this site for a path of it; anything else is left out. */
function siteUrl(url: string | undefined): string | undefined {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return undefined;
  return new URL(url, window.location.origin).href;
}

/**
 * Hands a live notification to the native app. Answers false outside the game's webview (the
 * caller shows it as usual), true when the app has it (or already had it).
 */
export function handToNativeApp(event: NativeNotification): boolean {
  if (!inGameWebview()) return false;
  if (!Number.isInteger(event.id) || typeof event.kind !== 'string') return false;
  if (handed.has(event.id)) return true;
  handed.add(event.id);
  if (handed.size > HANDED_MAX) handed.delete(handed.values().next().value!);
  const message: BridgeMessage = { type: BRIDGE_MESSAGE_TYPE, version: BRIDGE_VERSION, kind: event.kind, id: event.id };
  if (event.title) message.title = event.title.slice(0, 200);
  const url = siteUrl(event.url);
  if (url) message.url = url;

  const bridge = nativeBridge();
  if (bridge) {
    bridge.postMessage(JSON.stringify(message));
    return true;
  }
  const link = new URL(NOTIFICATION_DEEP_LINK);
  link.searchParams.set('kind', message.kind);
  link.searchParams.set('id', String(message.id));
  if (message.title) link.searchParams.set('title', message.title);
  if (message.url) link.searchParams.set('url', message.url);
  openAppLink(link.href);
  return true;
}

/** For tests: forgets which notifications were handed over. */
export function resetHandedNotifications(): void {
  handed.clear();
}
