import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { AuditLog } from './audit-log';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('audit') };
}

export default async function AdminAuditPage() {
  await adminPageAccess();
  return <AuditLog />;
}
