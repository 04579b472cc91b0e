import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { auditActionsOptions, auditOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { AuditLog } from './audit-log';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('audit') };
}

export default async function AdminAuditPage({ searchParams }: Props) {
  const params = readListParams('audit', await searchParams);
  await requireAdminPage(listPath('/admin/audit', params));
  const seeds = await seedQueries(auditActionsOptions(), auditOptions(listQuery(params.filters, params.page)));
  return (
    <Seeded seeds={seeds}>
      <AuditLog params={params} />
    </Seeded>
  );
}
