import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { OutboxList } from './outbox-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('outbox') };
}

export default async function AdminOutboxPage() {
  await adminPageAccess();
  return <OutboxList />;
}
