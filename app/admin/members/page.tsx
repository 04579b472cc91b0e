import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { MemberSearch } from './member-search';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('members') };
}

export default async function AdminMembersPage() {
  await adminPageAccess();
  return <MemberSearch />;
}
