'use client';

import { lazy, Suspense, useState } from 'react';
import { useUiStore } from '@/stores/ui-store';

// The dialog (with the modal, its buttons and next-intl) loads the first time it opens.
const StandaloneLoginRequired = lazy(() => import('./login-required-standalone'));

/** App-wide instance driven by the UI store's login modal flag (openLoginModal()). */
export function LoginRequiredHost() {
  const open = useUiStore((s) => s.isLoginModalOpen);
  const close = useUiStore((s) => s.closeLoginModal);
  // Once opened it stays mounted, so closing it runs the modal's own close (focus goes back).
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <StandaloneLoginRequired open={open} onClose={close} />
    </Suspense>
  );
}
