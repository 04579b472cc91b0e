'use client';

import { useOnline } from '@/lib/hooks/use-online';
import styles from './offline-banner.module.scss';

/**
 * A strip under the header while the browser is offline: pages read before still open (the
 * service worker kept them), and writes say they could not be sent while their text stays.
 */
export function OfflineBanner({ message }: { message: string }) {
  const online = useOnline();
  // The live region stays mounted so screen readers announce the text when it appears.
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {online ? null : (
        <p className={styles.banner} data-testid="offline-banner">
          {message}
        </p>
      )}
    </div>
  );
}
