import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageHead } from '@/components/admin/page-head';
import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { formatYmd } from '@/lib/dates';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { listAppeals } from '@/lib/server/moderation/appeals';
import { APPEAL_STATUSES } from '@/lib/enums';
import { adminAppealQuery, type AppealStatus } from '@/lib/validation/moderation';
import styles from '@/components/admin/admin.module.scss';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('moderation.admin'))('title') };
}

// Appeals, pending first: each opens its decision screen.
export default async function AdminAppealsPage({ searchParams }: Props) {
  const viewer = await requireAdminPage('/admin/appeals');
  const [t, locale] = await Promise.all([getTranslations('moderation'), getLocale()]);
  const params = await searchParams;
  const parsed = adminAppealQuery.safeParse({ page: params.page, page_size: 20, status: params.status });
  const q = parsed.success ? parsed.data : { page: 1, page_size: 20, status: undefined };
  const data = await listAppeals(viewer, q);
  const listPath = (status?: AppealStatus) => (status ? `/admin/appeals?status=${status}` : '/admin/appeals');
  return (
    <div className={styles.page}>
      <PageHead title={t('admin.title')} lead={t('admin.lead')} />
      <nav className={styles.segmented} aria-label={t('admin.statusFilter')}>
        <Link href={listPath()} aria-current={q.status ? undefined : 'page'}>
          {t('modlog.all')}
        </Link>
        {APPEAL_STATUSES.map((status) => (
          <Link key={status} href={listPath(status)} aria-current={q.status === status ? 'page' : undefined}>
            {t(`admin.status.${status}`)}
          </Link>
        ))}
      </nav>
      {data.results.length === 0 ? (
        <p className={styles.empty}>{t('admin.empty')}</p>
      ) : (
        <ul className={styles.rows}>
          {data.results.map((a) => (
            <li key={a.id} className={styles.row} data-testid="appeal-row">
              <div className={styles.rowMain}>
                <Link href={`/admin/appeals/${a.id}`} className={styles.rowTitle}>
                  [{t(`admin.status.${a.status}`)}] {t(`kinds.${a.sanction.kind}`)} · {t(`rules.${a.sanction.rule}`)} — {a.member.nickname}
                </Link>
                <span className={styles.meta}>
                  <span>{formatYmd(a.created_at, locale)}</span>
                  <span>
                    {t('admin.by')}: {a.sanction.admin?.nickname ?? t('admin.automatic')}
                  </span>
                  {!a.can_decide && a.status === 'pending' && <span>{t('admin.sameAdmin')}</span>}
                </span>
                <span className={styles.text}>{a.text}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} count={data.count} pageSize={data.pageSize} basePath={listPath(q.status)} />
    </div>
  );
}
