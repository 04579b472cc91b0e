import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listPath, listQuery, readListParams, type SearchParams } from '@/components/admin/list-params';
import { Seeded } from '@/components/query/seeded';
import { auditActionsOptions, auditOptions } from '@/lib/api/admin';
import { listAudit, listAuditActions } from '@/lib/server/audit/log';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { auditQuery } from '@/lib/validation/admin/audit';
import { listSeed, present, seed } from '../seeds';
import { AuditLog } from './audit-log';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('audit') };
}

export default async function AdminAuditPage({ searchParams }: Props) {
  const params = readListParams('audit', await searchParams);
  await requireAdminPage(listPath('/admin/audit', params));
  const query = listQuery(params.filters, params.page);
  const seeds = await Promise.all([
    seed(auditActionsOptions().queryKey, listAuditActions),
    listSeed(auditOptions(query).queryKey, { path: '/audit/', query, schema: auditQuery, load: listAudit }),
  ]);
  return (
    <Seeded seeds={present(seeds)}>
      <AuditLog params={params} />
    </Seeded>
  );
}
