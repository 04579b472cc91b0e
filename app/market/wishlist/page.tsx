import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { Header } from '@/components/layout/header';
import { Seeded } from '@/components/query/seeded';
import { WishlistScreen } from '@/components/wishlist/wishlist-screen';
import { meOptions } from '@/lib/api/user';
import { wishListOptions } from '@/lib/api/wishlist';
import { requirePageViewer } from '@/lib/server/auth/page-session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shared.wishlist');
  return { title: t('myTitle'), robots: { index: false } };
}

/** The signed-in member's own buy and sell lists (the public copy is /market/wishlist/{uuid}). */
export default async function MyWishlistPage({ searchParams }: Props) {
  const tab = (await searchParams).tab === 'sell' ? 'sell' : 'buy';
  const viewer = await requirePageViewer(tab === 'sell' ? '/market/wishlist?tab=sell' : '/market/wishlist');
  const t = await getTranslations('shared.wishlist');
  const seeds = await seedQueries(meOptions(), wishListOptions(viewer.uuid, tab));
  return (
    <>
      <Header title={t('myTitle')} />
      <main id="main">
        <Seeded seeds={seeds}>
          <WishlistScreen userUuid={viewer.uuid} initialTab={tab} viewerUuid={viewer.uuid} />
        </Seeded>
      </main>
    </>
  );
}
