import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { memberActivityOptions, memberOptions } from '@/lib/api/admin';
import { getMember, memberActivity } from '@/lib/server/people/admin';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { memberActivityQuery } from '@/lib/validation/admin/members';
import { adminIdParam } from '@/lib/validation/admin/common';
import { listSeed, present, seed } from '../../seeds';
import { MemberPage } from './member-page';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.members'))('detailTitle') };
}

export default async function AdminMemberPage({ params }: Props) {
  const parsed = adminIdParam.safeParse(await params);
  if (!parsed.success) notFound();
  const { id } = parsed.data;
  const viewer = await requireAdminPage(`/admin/members/${id}`);
  const locale = await getLocale();
  // The page opens on the first page of the member's posts.
  const activity = { kind: 'posts', page: 1 } as const;
  const seeds = await Promise.all([
    seed(memberOptions(id).queryKey, () => getMember(viewer, id, locale)),
    listSeed(memberActivityOptions(id, activity.kind, activity.page).queryKey, {
      path: `/members/${id}/activity/`,
      query: activity,
      schema: memberActivityQuery,
      load: (q) => memberActivity(id, q, locale),
    }),
  ]);
  return (
    <Seeded seeds={present(seeds)}>
      <MemberPage id={id} />
    </Seeded>
  );
}
