import { WEB_DEVICE_ID } from '@/lib/constants';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUserStore } from '@/stores/user-store';

export type GameScreen = 'world' | 'shop';

// The game app's own screens, reached from the webview by deep link (as chat is).
export const GAME_SCREEN_LINKS: Record<GameScreen, string> = {
  world: process.env.NEXT_PUBLIC_WORLD_DEEP_LINK ?? 'slimegame://world',
  shop: process.env.NEXT_PUBLIC_SHOP_DEEP_LINK ?? 'slimegame://shop',
};

/** The game's webview hands over its device id; a browser has none, or the web's. */
export function isAppDeviceId(deviceId: string | null | undefined): boolean {
  return Boolean(deviceId && deviceId !== WEB_DEVICE_ID);
}

/** For click handlers: whether this page runs inside the game's webview. */
export function isInAppWebview(): boolean {
  return isAppDeviceId(useUserStore.getState().userDeviceId);
}

/**
 * For rendering: false on the server and during hydration (the device id lives in this
 * browser's storage), then whether the page runs inside the game's webview.
 */
export function useInAppWebview(): boolean {
  const hydrated = useHydrated();
  const deviceId = useUserStore((s) => s.userDeviceId);
  return hydrated && isAppDeviceId(deviceId);
}

/** Hands a deep link to the app around the webview. */
export function openAppLink(url: string): void {
  window.location.href = url;
}
