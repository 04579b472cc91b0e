'use client';

import { useRouter } from 'next/navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import buttonStyles from '@/components/ui/button.module.scss';
import { backTarget } from '@/lib/navigation/back-target';

// The 404 page's button, in every page's first load (the root not-found boundary): Button's markup
// without its loading state and spinner.
export function GoBackButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={buttonClassName({ size: 'l' })}
      onClick={() => {
        if (window.history.length > 1) router.back();
        else router.push(backTarget());
      }}
    >
      <span className={buttonStyles.label}>{label}</span>
    </button>
  );
}
