import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { MyWishlist } from './my-wishlist';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shared.wishlist');
  return { title: t('myTitle'), robots: { index: false } };
}

/** The signed-in member's own buy and sell lists (the public copy is /market/wishlist/{uuid}). */
export default async function MyWishlistPage({ searchParams }: Props) {
  const t = await getTranslations('shared.wishlist');
  const tab = (await searchParams).tab === 'sell' ? 'sell' : 'buy';
  return (
    <>
      <Header title={t('myTitle')} />
      <main id="main">
        <MyWishlist initialTab={tab} />
      </main>
    </>
  );
}
