import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { firstPage, Seeded } from '@/components/query/seeded';
import { WishlistScreen } from '@/components/wishlist/wishlist-screen';
import { meKeys } from '@/lib/api/keys';
import { wishListOptions } from '@/lib/api/wishlist';
import { pageEnvelope } from '@/lib/server/http/paging';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { getMe } from '@/lib/server/people/me';
import { listWishItems } from '@/lib/server/wishlist';
import { wishListQuery } from '@/lib/validation/wishlist';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shared.wishlist');
  return { title: t('myTitle'), robots: { index: false } };
}

/** The signed-in member's own buy and sell lists (the public copy is /market/wishlist/{uuid}). */
export default async function MyWishlistPage({ searchParams }: Props) {
  const tab = (await searchParams).tab === 'sell' ? 'sell' : 'buy';
  const viewer = await requirePageViewer(tab === 'sell' ? '/market/wishlist?tab=sell' : '/market/wishlist');
  const [t, locale] = await Promise.all([getTranslations('shared.wishlist'), getLocale()]);
  const me = await getMe(viewer.id, locale);
  const list = await listWishItems(me.uuid, wishListQuery.parse({ wish_type: tab }), { locale, reader: viewer });
  return (
    <>
      <Header title={t('myTitle')} />
      <main id="main">
        <Seeded
          seeds={[
            { queryKey: meKeys.all, data: me },
            firstPage(
              wishListOptions(me.uuid, tab).queryKey,
              pageEnvelope(`/api/v1/item/wish-items/${me.uuid}/?wish_type=${tab}&page=1`, list),
            ),
          ]}
        >
          <WishlistScreen userUuid={me.uuid} initialTab={tab} viewerUuid={me.uuid} />
        </Seeded>
      </main>
    </>
  );
}
