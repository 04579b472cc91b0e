import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageAccess } from '@/lib/server/admin/page-access';
import { PostList } from './post-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('posts') };
}

export default async function AdminPostsPage() {
  await adminPageAccess();
  return <PostList />;
}
