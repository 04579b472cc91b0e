import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { noticeOptions } from '@/lib/api/admin';
import { getAdminNotice } from '@/lib/server/notices/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { adminIdParam } from '@/lib/validation/admin/common';
import { present, seed } from '../../seeds';
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
  const record = await seed(noticeOptions(id).queryKey, () => getAdminNotice(id));
  return (
    <Seeded seeds={present([record])}>
      <NoticeEditorLoader id={id} />
    </Seeded>
  );
}
