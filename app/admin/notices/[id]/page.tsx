import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { noticeOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { adminIdParam } from '@/lib/validation/admin/common';
import { NoticeEditorLoader } from '../notice-editor';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.notices'))('editTitle') };
}

export default async function EditNoticePage({ params }: Props) {
  const parsed = adminIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const { id } = parsed.data;
  await requireAdminPage(`/admin/notices/${id}`);
  const seeds = await seedQueries(noticeOptions(id));
  return (
    <Seeded seeds={seeds}>
      <NoticeEditorLoader id={id} />
    </Seeded>
  );
}
