'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { buttonClassName } from '@/components/ui/button-styles';
import { WishlistScreen } from '@/components/wishlist/wishlist-screen';
import { meOptions } from '@/lib/api/user';
import type { WishType } from '@/lib/api/wishlist';
import { loginPathFor } from '@/lib/auth/next-path';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUserStore } from '@/stores/user-store';

/** Resolves the signed-in member's uuid (the webview hand-off may give a token before the user). */
export function MyWishlist({ initialTab }: { initialTab: WishType }) {
  const t = useTranslations('shared.wishlist');
  const tActions = useTranslations('shared.actions');
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const storedUuid = useUserStore((s) => s.user?.uuid ?? null);
  const me = useQuery({ ...meOptions(), enabled: hydrated && Boolean(token) && !storedUuid });
  const uuid = storedUuid ?? me.data?.uuid ?? null;

  if (!hydrated || (token && !uuid && me.isPending)) return <Skeleton rows={4} variant="list" />;
  if (!token || !uuid) {
    return (
      <EmptyState message={t('loginPrompt')}>
        <Link href={loginPathFor('/market/wishlist')} className={buttonClassName({ size: 's' })}>
          {tActions('login')}
        </Link>
      </EmptyState>
    );
  }
  return <WishlistScreen userUuid={uuid} initialTab={initialTab} />;
}
