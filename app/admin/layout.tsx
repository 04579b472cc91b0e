import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/components/admin/admin-shell';
import { ClientMessages } from '@/components/i18n/client-messages';
import { adminPageAccess } from '@/lib/server/admin/page-access';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ui.admin');
  return { title: { default: t('metaTitle'), template: `%s · ${t('metaTitle')}` }, robots: { index: false, follow: false } };
}

// The administration area (issue 8): its own layout section. Each page checks the viewer on the
// server too (adminPageAccess); the data loads through the administration API.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const access = await adminPageAccess();
  return (
    <ClientMessages namespaces={['support']} admin>
      <AdminShell serverConfirmed={access === 'admin'}>{children}</AdminShell>
    </ClientMessages>
  );
}
