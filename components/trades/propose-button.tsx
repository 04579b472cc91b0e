'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useRequireLogin } from '@/lib/hooks/use-require-login';
import type { TradeSource } from '@/lib/api/trades';
import { useUserStore } from '@/stores/user-store';
import type { ProposePrefill, TradeCounterpart } from './propose-dialog';

// The dialog (form, item search, its texts in both languages) loads on the first tap, so the
// sellers' list, trade posts and wish lists that show this button stay light.
const ProposeDialog = dynamic(() => import('./propose-dialog').then((m) => m.ProposeDialog), { ssr: false });

export type ProposeButtonProps = {
  counterpart: TradeCounterpart;
  /** The lines the dialog opens with; a function is asked when the button is tapped. */
  prefill?: ProposePrefill[] | (() => ProposePrefill[]);
  source?: TradeSource;
  sourcePostId?: number;
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
};

/**
 * "거래 제안 / 提出交易" for another member. Guests are asked to sign in; one's own entries show no button.
 */
export function ProposeButton({
  counterpart,
  prefill,
  source,
  sourcePostId,
  size = 's',
  variant = 'secondary',
  className,
}: ProposeButtonProps) {
  const t = useTranslations('trades.entry');
  const hydrated = useHydrated();
  const ownUuid = useUserStore((s) => s.user?.uuid ?? null);
  const requireLogin = useRequireLogin();
  const [lines, setLines] = useState<ProposePrefill[] | null>(null);

  if (hydrated && ownUuid === counterpart.uuid) return null;
  const name = counterpart.name ?? '';

  return (
    <>
      <Button
        size={size}
        variant={variant}
        className={className}
        aria-label={name ? t('proposeTo', { name }) : undefined}
        aria-haspopup="dialog"
        onClick={() => requireLogin(() => setLines(typeof prefill === 'function' ? prefill() : (prefill ?? [])))}
      >
        {t('propose')}
      </Button>
      {lines && (
        <ProposeDialog
          open
          onClose={() => setLines(null)}
          counterpart={counterpart}
          prefill={lines}
          source={source}
          sourcePostId={sourcePostId}
        />
      )}
    </>
  );
}
