import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { Seeded } from '@/components/query/seeded';
import { roomKeys } from '@/lib/api/keys';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { listLooks, roomCatalogue } from '@/lib/server/room';
import { isUuid } from '@/lib/validation/common';
import { Studio } from './studio';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.room');
  return { title: t('title'), robots: { index: false } };
}

// The studio arrives rendered with the member's looks and the catalogue; `?look=<uuid>` opens one of them.
export default async function MyRoomPage({ searchParams }: Props) {
  const viewer = await requirePageViewer('/my/room');
  const [t, locale, params] = await Promise.all([getTranslations('user.room'), getLocale(), searchParams]);
  const [looks, catalogue] = await Promise.all([listLooks(viewer.id, locale), roomCatalogue(viewer, locale)]);
  const requested = typeof params.look === 'string' && isUuid(params.look) ? params.look.toLowerCase() : null;
  return (
    <>
      <Header title={t('title')} />
      <Seeded
        seeds={[
          { queryKey: roomKeys.looks(), data: looks },
          { queryKey: roomKeys.catalogue(), data: catalogue },
        ]}
      >
        <Studio initialLook={requested} />
      </Seeded>
    </>
  );
}
