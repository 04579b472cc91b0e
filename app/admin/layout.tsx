import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/components/admin/admin-shell';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageViewer } from '@/lib/server/community/page-viewer';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ui.admin');
  return { title: { default: t('metaTitle'), template: `%s · ${t('metaTitle')}` }, robots: { index: false, follow: false } };
}

// The administration area's own layout. Every page checks the viewer on the server first
// (requireAdminPage: a guest signs in, anyone else gets the 404 page), so the shell renders only
// around an administrator's page; it names them from the same session.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const viewer = await pageViewer();
  return (
    <ClientMessages namespaces={['support', 'moderation']} admin>
      <AdminShell nickname={viewer?.role === 'admin' ? viewer.nickname : null}>{children}</AdminShell>
    </ClientMessages>
  );
}
