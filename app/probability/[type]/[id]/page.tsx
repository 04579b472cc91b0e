import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { Header } from '@/components/layout/header';
import { ChanceCalculator } from '@/components/probability/chance-calculator';
import { OutcomeTable } from '@/components/probability/outcome-table';
import { RateDiffTable } from '@/components/probability/rate-diff-table';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/constants';
import { formatDateTime, formatYmd } from '@/lib/dates';
import { probabilityTableJsonLd } from '@/lib/seo/json-ld';
import { AppError } from '@/lib/server/http/errors';
import { getTable, probabilityKindName } from '@/lib/server/probability';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo';
import { PROBABILITY_NOTICE_DAYS, formatRatePercent, parseProbabilityKind, probabilityTableRef } from '@/lib/validation/probability';
import styles from './probability-detail.module.scss';

type Props = { params: Promise<{ type: string; id: string }> };

const DESCRIPTION_MAX = 150;

const loadTable = cache(async (rawType: string, rawId: string, locale: Locale) => {
  const kind = parseProbabilityKind(decodeURIComponent(rawType));
  const ref = probabilityTableRef.safeParse(decodeURIComponent(rawId));
  if (!kind || !ref.success) notFound();
  try {
    return await getTable(ref.data, locale, kind);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
});

async function shareDescription(table: Awaited<ReturnType<typeof loadTable>>) {
  const t = await getTranslations('support.probability');
  const summary = t('detailDescription', { name: table.name, count: table.entries.length });
  const text = table.description ? `${table.description} ${summary}` : summary;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const { type, id } = await params;
  const table = await loadTable(type, id, locale);
  const t = await getTranslations('support.probability');
  const site = await getTranslations('translation');
  return pageMetadata({
    title: t('listTitle', { kind: table.name }),
    description: await shareDescription(table),
    path: `/probability/${table.slug}/${table.id}`,
    locale,
    siteName: site('site.title'),
    image: table.image ?? `/art/probability/${table.kind}.png`,
    type: 'article',
    modifiedTime: table.updated_at,
  });
}

export default async function ProbabilityDetailPage({ params }: Props) {
  const locale = await getLocale();
  const { type, id } = await params;
  const table = await loadTable(type, id, locale);
  // One address per table: snake-case kinds and uuids lead to /probability/treasure-box/1.
  if (type !== table.slug || id !== String(table.id)) permanentRedirect(`/probability/${table.slug}/${table.id}`);

  const t = await getTranslations('support.probability');
  const site = await getTranslations('translation');
  const kindName = probabilityKindName(table.kind, locale);

  return (
    <>
      <Header title={kindName} titleAs="div" />
      <main id="main" className={styles.main}>
        <article className={styles.article}>
          <header className={styles.hero}>
            <img src={table.image ?? `/art/probability/${table.kind}.png`} alt="" width={72} height={72} className={styles.heroImage} />
            <div className={styles.heroText}>
              <p className={styles.kind}>{kindName}</p>
              <h1 className={styles.title}>{table.name}</h1>
              {table.description && <p className={styles.description}>{table.description}</p>}
              <time className={styles.updated} dateTime={table.updated_at}>
                {t('updatedAt', { date: formatYmd(table.updated_at, locale) })}
              </time>
            </div>
          </header>

          <p className={styles.legal} role="note">
            {t('legalNotice')}
          </p>

          {table.upcoming.length > 0 && (
            <section className={styles.upcoming} aria-labelledby="probability-upcoming">
              <h2 id="probability-upcoming" className={styles.heading}>
                {t('upcoming.title')}
              </h2>
              <p className={styles.muted}>{t('upcoming.lead', { days: PROBABILITY_NOTICE_DAYS })}</p>
              <ol className={styles.history}>
                {table.upcoming.map((version) => (
                  <li key={version.version} className={styles.change}>
                    <p className={styles.changeDate}>
                      {t('upcoming.when', {
                        effective: formatDateTime(version.effective_at, locale),
                        announced: formatYmd(version.announced_at, locale),
                      })}
                    </p>
                    <p className={styles.note}>{version.note}</p>
                    <RateDiffTable
                      rows={version.changes.map((row, n) => ({ key: String(n), ...row, from: row.from_micros, to: row.to_micros }))}
                      fromLabel={t('upcoming.now')}
                      toLabel={t('upcoming.after')}
                      caption={t('ledger.version', { version: version.version })}
                    />
                  </li>
                ))}
              </ol>
            </section>
          )}

          <section className={styles.section} aria-labelledby="probability-outcomes">
            <h2 id="probability-outcomes" className={styles.heading}>
              {t('outcomes')}
            </h2>
            <OutcomeTable outcomes={table.entries} totalMicros={table.total_rate_micros} />
          </section>

          <section className={styles.section} aria-labelledby="probability-pity">
            <h2 id="probability-pity" className={styles.heading}>
              {t('pityRule')}
            </h2>
            <p className={table.pity_rule ? styles.pity : styles.muted}>{table.pity_rule ?? t('noPityRule')}</p>
          </section>

          {table.entries.length > 0 && (
            <section className={styles.section} aria-labelledby="probability-calculator">
              <h2 id="probability-calculator" className={styles.heading}>
                {t('calculator.title')}
              </h2>
              <ChanceCalculator outcomes={table.entries} pity={table.pity} priceGems={table.price_gems} />
            </section>
          )}

          <section className={styles.section} aria-labelledby="probability-history">
            <h2 id="probability-history" className={styles.heading}>
              {t('changeHistory')}
            </h2>
            <Link href={`/probability/${table.slug}/${table.id}/ledger`} className={styles.ledgerLink}>
              {t('ledger.link')}
            </Link>
            {table.history.length === 0 ? (
              <p className={styles.muted}>{t('noChanges')}</p>
            ) : (
              <ol className={styles.history}>
                {table.history.map((change) => (
                  <li key={change.id} className={styles.change}>
                    <time className={styles.changeDate} dateTime={change.effective_at}>
                      {t('changedAt', { date: formatYmd(change.effective_at, locale) })}
                    </time>
                    <p className={styles.note}>{change.note}</p>
                    {change.entries.length > 0 && (
                      <details className={styles.snapshot}>
                        <summary>{t('historyRates')}</summary>
                        <ul>
                          {change.entries.map((entry, n) => (
                            <li key={n}>
                              <span>{entry.name}</span>
                              <span className={styles.snapshotRate}>
                                {t('rateValue', { rate: formatRatePercent(entry.rate_micros, { fixed: true }) })}
                              </span>
                            </li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </article>
        <Link href={`/probability/${table.slug}`} className={styles.back}>
          {t('backToList')}
        </Link>
      </main>
      <JsonLd
        data={probabilityTableJsonLd({
          table,
          description: await shareDescription(table),
          siteName: site('site.title'),
          sectionName: t('title'),
          kindName,
          absolute: absoluteUrl,
        })}
      />
    </>
  );
}
