import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { Header } from '@/components/layout/header';
import { Seeded } from '@/components/query/seeded';
import { myLooksOptions, roomCatalogueOptions } from '@/lib/api/room';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { isUuid } from '@/lib/validation/common';
import { Studio } from './studio';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.room');
  return { title: t('title'), robots: { index: false } };
}

// The studio arrives rendered with the member's looks and the catalogue; `?look=<uuid>` opens one of them.
export default async function MyRoomPage({ searchParams }: Props) {
  await requirePageViewer('/my/room');
  const [t, params] = await Promise.all([getTranslations('user.room'), searchParams]);
  const seeds = await seedQueries(myLooksOptions(), roomCatalogueOptions());
  const requested = typeof params.look === 'string' && isUuid(params.look) ? params.look.toLowerCase() : null;
  return (
    <>
      <Header title={t('title')} />
      <Seeded seeds={seeds}>
        <Studio initialLook={requested} />
      </Seeded>
    </>
  );
}
