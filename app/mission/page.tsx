import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { seedQueries } from '@/app/seed-query';
import { Seeded } from '@/components/query/seeded';
import { missionBoardOptions } from '@/lib/api/missions';
import { pageViewer } from '@/lib/server/community/page-viewer';
import { MissionBoard } from './mission-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('mission');
  return { title: t('title'), description: t('metaDescription') };
}

// Rendered per reader: a member (known from the render cookie) gets their progress and calendar,
// a guest the same missions with a sign-in prompt. The browser's own session takes over once loaded.
export default async function MissionPage() {
  const [viewer, locale, t] = await Promise.all([pageViewer(), getLocale(), getTranslations('mission')]);
  const reader = viewer ? viewer.id : 'guest';
  const seeds = await seedQueries(missionBoardOptions(reader, locale));
  return (
    <ClientMessages namespaces={['mission']}>
      <Header title={t('title')} />
      <Seeded seeds={seeds}>
        <MissionBoard serverReader={reader} />
      </Seeded>
    </ClientMessages>
  );
}
