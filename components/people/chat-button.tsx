'use client';

import { useTranslations } from 'next-intl';
import { Button, type ButtonSize } from '@/components/ui/button';
import { WEB_DEVICE_ID } from '@/lib/constants';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';

// The game app's chat deep link; `{uuid}` is the other member.
const CHAT_DEEP_LINK = process.env.NEXT_PUBLIC_CHAT_DEEP_LINK ?? 'slimegame://chat?user={uuid}';

/** Inside the game's webview (it hands over a device id) chat opens in the app; on the web it cannot be used. */
export function isInAppWebview(): boolean {
  const deviceId = useUserStore.getState().userDeviceId;
  return Boolean(deviceId && deviceId !== WEB_DEVICE_ID);
}

export function ChatButton({ userUuid, size = 'm' }: { userUuid: string; size?: ButtonSize }) {
  const t = useTranslations('shared.chat');
  const showToast = useUiStore((s) => s.showToast);
  const open = () => {
    if (isInAppWebview()) {
      window.location.href = CHAT_DEEP_LINK.replace('{uuid}', encodeURIComponent(userUuid));
      return;
    }
    showToast(t('unavailableOnWeb'));
  };
  return (
    <Button size={size} variant="secondary" onClick={open}>
      {t('startChat')}
    </Button>
  );
}
