import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { Header } from '@/components/layout/header';
import { LedgerCheck } from '@/components/probability/ledger-check';
import { Link } from '@/components/ui/link';
import { AppError } from '@/lib/server/http/errors';
import { getLedger, probabilityKindName } from '@/lib/server/probability';
import { pick } from '@/lib/bilingual';
import { pageMetadata } from '@/lib/server/seo';
import { parseProbabilityKind, probabilityKindSlug, probabilityTableRef } from '@/lib/validation/probability';
import styles from '../probability-detail.module.scss';

type Props = { params: Promise<{ type: string; id: string }> };

const loadLedger = cache(async (rawType: string, rawId: string) => {
  const kind = parseProbabilityKind(decodeURIComponent(rawType));
  const ref = probabilityTableRef.safeParse(decodeURIComponent(rawId));
  if (!kind || !ref.success) notFound();
  try {
    return await getLedger(ref.data, kind);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const { type, id } = await params;
  const { table } = await loadLedger(type, id);
  const t = await getTranslations('support.probability.ledger');
  const site = await getTranslations('translation');
  const name = pick(locale, table.name_ko, table.name_zh_tw);
  return pageMetadata({
    title: t('title', { name }),
    description: t('lead'),
    path: `/probability/${probabilityKindSlug(table.kind)}/${table.id}/ledger`,
    locale,
    siteName: site('site.title'),
  });
}

/** A table's ledger: every published version, its seal recomputed in the reader's browser. */
export default async function ProbabilityLedgerPage({ params }: Props) {
  const locale = await getLocale();
  const { type, id } = await params;
  const ledger = await loadLedger(type, id);
  const slug = probabilityKindSlug(ledger.table.kind);
  if (type !== slug || id !== String(ledger.table.id)) permanentRedirect(`/probability/${slug}/${ledger.table.id}/ledger`);
  const t = await getTranslations('support.probability.ledger');
  const name = pick(locale, ledger.table.name_ko, ledger.table.name_zh_tw);
  const tablePath = `/probability/${slug}/${ledger.table.id}`;

  return (
    <>
      <Header title={probabilityKindName(ledger.table.kind, locale)} titleAs="div" />
      <main id="main" className={styles.main}>
        <article className={styles.article}>
          <header className={styles.heroText}>
            <h1 className={styles.title}>{t('title', { name })}</h1>
            <p className={styles.description}>{t('lead')}</p>
          </header>
          <LedgerCheck ledger={ledger} jsonUrl={`/api/v1/probability/${slug}/${ledger.table.id}/ledger/`} />
        </article>
        <Link href={tablePath} className={styles.back}>
          {t('backToTable')}
        </Link>
      </main>
    </>
  );
}
