import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { Seeded } from '@/components/query/seeded';
import { peopleKeys } from '@/lib/api/keys';
import { requirePageViewer } from '@/lib/server/auth/page-session';
import { listBadgeCatalogue, listOwnedBadges } from '@/lib/server/people/badges';
import { BadgeBook } from './badge-book';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('user.badges');
  return { title: t('catalogue'), robots: { index: false } };
}

export default async function BadgesPage() {
  const viewer = await requirePageViewer('/my/badges');
  const [t, locale] = await Promise.all([getTranslations('user.badges'), getLocale()]);
  const [owned, catalogue] = await Promise.all([listOwnedBadges(viewer.id, locale), listBadgeCatalogue(locale, viewer.id)]);
  return (
    <>
      <Header title={t('catalogue')} />
      <Seeded
        seeds={[
          { queryKey: peopleKeys.myBadges(), data: owned },
          { queryKey: peopleKeys.catalogue(), data: catalogue },
        ]}
      >
        <BadgeBook />
      </Seeded>
    </>
  );
}
