import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { CardRow } from '@/components/list/card-row';
import { PAGE_SIZE } from '@/lib/constants';
import { listItems } from '@/lib/server/items';
import { pageMetadata } from '@/lib/server/seo';
import { safeParseInput } from '@/lib/validation/input';
import { isUuid } from '@/lib/validation/common';
import { itemListQuery } from '@/lib/validation/items';
import { MarketCatalogue } from './market-catalogue';
import { MarketFilters } from './market-filters';
import { MarketHero } from './market-hero';
import { MarketPager } from './market-pager';
import styles from './market.module.scss';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('shared.market');
  const tSite = await getTranslations('translation');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/market', locale, siteName: tSite('site.title') });
}

/** The item catalogue: browse by type and grade, search by name, open an item's detail. */
export default async function MarketPage({ searchParams }: Props) {
  const locale = await getLocale();
  const t = await getTranslations('shared.market');
  const tTrades = await getTranslations('trades.entry');
  const params = await searchParams;
  const raw = { keyword: first(params.keyword), item_type: first(params.type), grade: first(params.grade), page: first(params.page) };
  // A hand-edited URL with an unknown type or grade (or a keyword no search can hold) lists
  // everything rather than failing.
  const parsed = safeParseInput(itemListQuery, raw);
  const query = parsed.success ? parsed.data : itemListQuery.parse({});
  const data = await listItems({ ...query, page_size: PAGE_SIZE }, { locale });
  const openUuid = first(params.item);
  // Price alerts link to the item's prices (`&tab=prices`).
  const openTab = first(params.tab) === 'prices' ? 'prices' : null;
  const tAlerts = await getTranslations('prices.alerts');

  return (
    <>
      <Header title={t('title')} />
      <main id="main" className={styles.main}>
        <MarketHero text={t('description')} />
        <CardRow
          title={t('myWishlistTitle')}
          caption={t('myWishlistCaption')}
          buttonText={t('myWishlistButton')}
          href="/market/wishlist"
          className={styles.wishCard}
          headingLevel={2}
        />
        <CardRow
          title={tTrades('myTrades')}
          caption={tTrades('myTradesCaption')}
          buttonText={tTrades('myTradesButton')}
          href="/market/trades"
          className={styles.wishCard}
          headingLevel={2}
        />
        <CardRow
          title={tAlerts('myAlerts')}
          caption={tAlerts('myAlertsCaption')}
          buttonText={tAlerts('myAlertsButton')}
          href="/market/alerts"
          className={styles.wishCard}
          headingLevel={2}
        />
        <MarketFilters keyword={query.keyword ?? ''} itemType={query.item_type ?? ''} grade={query.grade ?? ''} />
        <p className={styles.count} aria-live="polite">
          {t('resultCount', { count: data.count })}
        </p>
        <MarketCatalogue items={data.results} openUuid={isUuid(openUuid) ? openUuid : null} openTab={openTab} emptyMessage={t('empty')} />
        <MarketPager
          page={query.page}
          count={data.count}
          pageSize={PAGE_SIZE}
          params={{ keyword: query.keyword, type: query.item_type, grade: query.grade }}
        />
      </main>
    </>
  );
}
