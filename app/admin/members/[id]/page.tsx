import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { memberActivityOptions, memberOptions } from '@/lib/api/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import { adminIdParam } from '@/lib/validation/admin/common';
import { MemberPage } from './member-page';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.members'))('detailTitle') };
}

export default async function AdminMemberPage({ params }: Props) {
  const parsed = adminIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const { id } = parsed.data;
  await requireAdminPage(`/admin/members/${id}`);
  // The page opens on the first page of the member's posts.
  const seeds = await seedQueries(memberOptions(id), memberActivityOptions(id, 'posts', 1));
  return (
    <Seeded seeds={seeds}>
      <MemberPage id={id} />
    </Seeded>
  );
}
