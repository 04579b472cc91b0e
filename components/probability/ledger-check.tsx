'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { PixelSelect } from '@/components/ui/pixel-select';
import { pick } from '@/lib/bilingual';
import type { Locale } from '@/lib/constants';
import { formatYmd } from '@/lib/dates';
import { diffVersions, verifyLedger, type LedgerCheck as Check, type LedgerVersion } from '@/lib/probability/ledger';
import { formatRatePercent, type ProbabilityLedger } from '@/lib/validation/probability';
import { RateDiffTable } from './rate-diff-table';
import styles from './ledger-check.module.scss';

type Result = { holds: boolean; checks: Check[] } | 'failed';

/**
 * Every version of a table with its seal, recomputed here with the browser's own SHA-256 (Web
 * Crypto): the chain holds when each version's hash is its content's and names the one before.
 */
export function LedgerCheck({ ledger, jsonUrl }: { ledger: ProbabilityLedger; jsonUrl: string }) {
  const t = useTranslations('support.probability.ledger');
  const locale = useLocale() as Locale;
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    let live = true;
    verifyLedger(ledger.table.uuid, ledger.versions).then(
      (checked) => live && setResult(checked),
      () => live && setResult('failed'),
    );
    return () => {
      live = false;
    };
  }, [ledger]);

  const firstFault = result && result !== 'failed' ? result.checks.find((c) => c.fault) : undefined;

  return (
    <div className={styles.ledger}>
      <p
        className={styles.verdict}
        role="status"
        data-state={result === null ? 'checking' : result === 'failed' || firstFault ? 'broken' : 'holds'}
      >
        {result === null
          ? t('checking')
          : result === 'failed'
            ? t('unavailable')
            : firstFault
              ? t('broken', { version: firstFault.version, reason: t(`fault.${firstFault.fault!}`) })
              : t('holds', { count: ledger.versions.length })}
      </p>
      <p className={styles.how}>
        {t('how')}{' '}
        <a href={jsonUrl} className={styles.json}>
          {t('json')}
        </a>
      </p>
      {ledger.versions.length > 1 && <VersionDiff versions={ledger.versions} />}
      <ol className={styles.versions} reversed>
        {[...ledger.versions].reverse().map((v) => {
          const check = result && result !== 'failed' ? result.checks.find((c) => c.version === v.version) : undefined;
          return (
            <li key={v.version} className={styles.version} data-fault={check?.fault ?? undefined}>
              <div className={styles.head}>
                <strong className={styles.number}>{t('version', { version: v.version })}</strong>
                <span className={styles.mark}>{check ? (check.fault ? t(`fault.${check.fault}`) : t('sealed')) : ''}</span>
              </div>
              <p className={styles.note}>{pick(locale, v.note_ko, v.note_zh_tw)}</p>
              <dl className={styles.facts}>
                <dt>{t('announced')}</dt>
                <dd>
                  <time dateTime={v.announced_at}>{formatYmd(v.announced_at, locale)}</time>
                </dd>
                <dt>{t('effective')}</dt>
                <dd>
                  <time dateTime={v.effective_at}>{formatYmd(v.effective_at, locale)}</time>
                </dd>
                <dt>{t('hash')}</dt>
                <dd className={styles.hash}>{v.hash}</dd>
                <dt>{t('prevHash')}</dt>
                <dd className={styles.hash}>{v.prev_hash ?? t('genesis')}</dd>
              </dl>
              <details className={styles.rates}>
                <summary>{t('rates', { count: v.entries.length })}</summary>
                <ul>
                  {v.entries.map((e, n) => (
                    <li key={n}>
                      <span>
                        {pick(locale, e.label_ko, e.label_zh_tw)} · {e.grade}
                      </span>
                      <span>{formatRatePercent(e.rate_micros, { fixed: true })}%</span>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Two versions' rates side by side, outcome by outcome; the last two to start with. */
function VersionDiff({ versions }: { versions: LedgerVersion[] }) {
  const t = useTranslations('support.probability.ledger');
  const locale = useLocale() as Locale;
  const titleId = useId();
  const [fromVersion, setFrom] = useState(String(versions.length - 1));
  const [toVersion, setTo] = useState(String(versions.length));
  const from = versions[Number(fromVersion) - 1];
  const to = versions[Number(toVersion) - 1];
  const options = versions.map((v) => ({
    value: String(v.version),
    label: t('versionOption', { version: v.version, date: formatYmd(v.effective_at, locale) }),
  }));

  return (
    <section className={styles.diff} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.diffTitle}>
        {t('compare')}
      </h2>
      <div className={styles.diffPickers}>
        <PixelSelect label={t('compareFrom')} options={options} value={fromVersion} onChange={setFrom} />
        <PixelSelect label={t('compareTo')} options={options} value={toVersion} onChange={setTo} />
      </div>
      {from && to && (
        <RateDiffTable
          rows={diffVersions(from, to).map((row) => ({ ...row, name: pick(locale, row.label_ko, row.label_zh_tw) }))}
          fromLabel={t('version', { version: from.version })}
          toLabel={t('version', { version: to.version })}
        />
      )}
    </section>
  );
}
