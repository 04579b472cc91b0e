import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { ProbabilityList } from '@/components/probability/probability-list';
import { JsonLd } from '@/components/seo/json-ld';
import { probabilityListJsonLd } from '@/lib/seo/json-ld';
import { listTables, probabilityKindName } from '@/lib/server/probability';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo';
import { parseProbabilityKind, probabilityKindSlug, type ProbabilityKind, type ProbabilityListEntry } from '@/lib/validation/probability';
import styles from './probability-list-page.module.scss';

type Props = { params: Promise<{ type: string }> };

function kindOrNotFound(raw: string): ProbabilityKind {
  const kind = parseProbabilityKind(decodeURIComponent(raw));
  if (!kind) notFound();
  return kind;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const kind = kindOrNotFound((await params).type);
  const t = await getTranslations('support.probability');
  const site = await getTranslations('translation');
  const name = probabilityKindName(kind, locale);
  return pageMetadata({
    title: t('listTitle', { kind: name }),
    description: t('listDescription', { kind: name }),
    path: `/probability/${probabilityKindSlug(kind)}`,
    locale,
    siteName: site('site.title'),
    image: `/art/probability/${kind}.png`,
  });
}

// The list is rendered here for crawlers and first paint, then searched and paged in the browser.
export default async function ProbabilityListPage({ params }: Props) {
  const raw = (await params).type;
  const kind = kindOrNotFound(raw);
  const slug = probabilityKindSlug(kind);
  if (raw !== slug) permanentRedirect(`/probability/${slug}`);

  const locale = await getLocale();
  const name = probabilityKindName(kind, locale);

  // With the default endpoint (this app's API) the server renders the same array from the database.
  // A failed load is swallowed on screen (listTables has logged it); the browser then tries the endpoint.
  let initialData: ProbabilityListEntry[] | undefined;
  if (!process.env.NEXT_PUBLIC_PROBABILITY_LIST_URL) {
    initialData = await listTables(locale, kind).catch(() => undefined);
  }

  return (
    <>
      <Header title={name} />
      <main id="main" className={styles.main}>
        <ProbabilityList kind={kind} initialData={initialData} />
      </main>
      {initialData && <JsonLd data={probabilityListJsonLd({ kindName: name, slug, entries: initialData, absolute: absoluteUrl })} />}
    </>
  );
}
