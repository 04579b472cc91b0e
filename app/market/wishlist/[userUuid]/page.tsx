import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { WishlistScreen } from '@/components/wishlist/wishlist-screen';
import type { Locale } from '@/lib/constants';
import { AppError } from '@/lib/server/http/errors';
import { pageMetadata } from '@/lib/server/seo';
import { getWishOwner } from '@/lib/server/wishlist';
import { isUuid } from '@/lib/validation/common';
import { WishOwnerStrip } from './wish-owner-strip';

type Props = {
  params: Promise<{ userUuid: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function loadOwner(userUuid: string, locale: Locale) {
  if (!isUuid(userUuid)) notFound();
  try {
    return await getWishOwner(userUuid, { locale, reader: null });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const { userUuid } = await params;
  const owner = await loadOwner(userUuid, locale);
  const t = await getTranslations('shared.wishlist');
  const tSite = await getTranslations('translation');
  const tMarket = await getTranslations('shared.market');
  return pageMetadata({
    title: t('userTitle', { name: owner.user.profile.name ?? '' }),
    description: tMarket('description'),
    path: `/market/wishlist/${userUuid}`,
    locale,
    siteName: tSite('site.title'),
    image: owner.user.profile_image ?? undefined,
  });
}

/** Anyone's public buy and sell lists; the owner also gets the controls. */
export default async function UserWishlistPage({ params, searchParams }: Props) {
  const locale = await getLocale();
  const { userUuid } = await params;
  const owner = await loadOwner(userUuid, locale);
  const t = await getTranslations('shared.wishlist');
  const tab = (await searchParams).tab === 'sell' ? 'sell' : 'buy';
  return (
    <>
      <Header title={t('userTitle', { name: owner.user.profile.name ?? '' })} />
      <main id="main">
        <WishOwnerStrip owner={owner} />
        <WishlistScreen userUuid={owner.user.uuid} initialTab={tab} ownerName={owner.user.profile.name} />
      </main>
    </>
  );
}
