import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { Header } from '@/components/layout/header';
import { Seeded } from '@/components/query/seeded';
import { badgeCatalogueOptions, myBadgesOptions } from '@/lib/api/people';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { BadgeBook } from './badge-book';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.badges');
  return { title: t('catalogue'), robots: { index: false } };
}

export default async function BadgesPage() {
  await requirePageViewer('/my/badges');
  const t = await getTranslations('user.badges');
  const seeds = await seedQueries(myBadgesOptions(), badgeCatalogueOptions());
  return (
    <>
      <Header title={t('catalogue')} />
      <Seeded seeds={seeds}>
        <BadgeBook />
      </Seeded>
    </>
  );
}
