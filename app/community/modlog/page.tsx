import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PAGE_SIZE } from '@/lib/constants';
import { formatYmd } from '@/lib/dates';
import { listModlog } from '@/lib/server/moderation/modlog';
import { pageMetadata } from '@/lib/server/seo';
import { pageQuery } from '@/lib/validation/common';
import styles from '@/components/moderation/moderation.module.scss';

// The public moderation log: every hide, delete, suspension and reversal with the date, board,
// rule and public note. Never reporters, members, private notes or the content's text.

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t, site] = await Promise.all([getLocale(), getTranslations('moderation.modlog'), getTranslations('translation')]);
  return pageMetadata({ title: t('title'), description: t('lead'), path: '/community/modlog', locale, siteName: site('site.title') });
}

export default async function ModlogPage({ searchParams }: Props) {
  const [locale, t, tTakedown] = await Promise.all([getLocale(), getTranslations('moderation'), getTranslations('community.takedown')]);
  const parsed = pageQuery.safeParse({ page: (await searchParams).page });
  const page = parsed.success ? parsed.data.page : 1;
  const data = await listModlog({ page, page_size: PAGE_SIZE }, locale);

  return (
    <>
      <Header title={t('modlog.title')} />
      <main id="main" className={styles.main}>
        <p className={styles.lead}>{t('modlog.lead')}</p>
        {data.results.length === 0 ? (
          <EmptyState message={t('modlog.empty')} />
        ) : (
          <table className={styles.log}>
            <thead>
              <tr>
                <th scope="col">{t('modlog.date')}</th>
                <th scope="col">{t('modlog.event')}</th>
                <th scope="col">{t('modlog.board')}</th>
                <th scope="col">{t('modlog.rule')}</th>
                <th scope="col">{t('modlog.note')}</th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((e) => (
                <tr key={e.id} data-testid="modlog-entry" data-event={e.event}>
                  <td data-label={t('modlog.date')}>
                    <time dateTime={e.at}>{formatYmd(e.at, locale)}</time>
                  </td>
                  <td data-label={t('modlog.event')}>
                    {e.event === 'reversal' ? t('modlog.reversalOf', { kind: t(`kinds.${e.kind}`) }) : t(`kinds.${e.kind}`)} ·{' '}
                    {t(`targets.${e.target_type}`)}
                    {e.automatic && <> ({t('modlog.automatic')})</>}
                  </td>
                  <td data-label={t('modlog.board')}>{e.board ?? t('modlog.noBoard')}</td>
                  <td data-label={t('modlog.rule')}>
                    {e.takedown_reason ? t('modlog.takedown', { reason: tTakedown(`reasons.${e.takedown_reason}`) }) : t(`rules.${e.rule}`)}
                  </td>
                  <td data-label={t('modlog.note')}>
                    {e.public_note || (e.takedown_reason ? t(`modlog.takedownNote.${takedownStep(e)}`) : t('modlog.noBoard'))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className={styles.help}>{t('modlog.autoHideNote')}</p>
        <Pagination page={page} count={data.count} pageSize={PAGE_SIZE} basePath="/community/modlog" />
      </main>
    </>
  );
}

/** Which 임시조치 step an entry is, for its note: blinded, restored, removed by an operator, or ended by its period. */
function takedownStep(e: { event: string; automatic: boolean }) {
  if (e.event === 'hide') return 'blinded';
  if (e.event === 'reversal') return 'restored';
  return e.automatic ? 'expired' : 'removed';
}
