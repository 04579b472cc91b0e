import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { Header } from '@/components/layout/header';
import { lookSceneLabel } from '@/components/room/look-label';
import { LookItems } from '@/components/room/look-items';
import { RoomScene } from '@/components/room/room-scene';
import lookStyles from '@/components/room/look-view.module.scss';
import { pageViewer } from '@/lib/server/community/page-viewer';
import { AppError } from '@/lib/server/http/errors';
import { getLook } from '@/lib/server/room';
import { pageMetadata } from '@/lib/server/seo';
import { isUuid } from '@/lib/validation/common';
import styles from './room-share.module.scss';

type Props = { params: Promise<{ uuid: string }> };

// One load per request for metadata and page.
const loadLook = cache(async (uuid: string) => {
  if (!isUuid(uuid)) notFound();
  const [locale, viewer] = await Promise.all([getLocale(), pageViewer()]);
  try {
    return { look: await getLook(uuid, { locale, reader: viewer }), locale, viewer };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { look, locale } = await loadLook((await params).uuid);
  const [t, tSite] = await Promise.all([getTranslations('user.room'), getTranslations('translation')]);
  const owner = look.owner.nickname ?? t('someone');
  // The Open Graph image is this segment's opengraph-image (the dressed slime); it takes precedence over `image`.
  return pageMetadata({
    title: t('shareTitle', { name: look.name, owner }),
    description: t('shareDescription', { owner }),
    path: look.share_path,
    locale,
    siteName: tSite('site.title'),
    image: `${look.share_path}/opengraph-image`,
  });
}

/** A saved look's share page: the slime in its room, and each item linked to its sellers and buyers. */
export default async function LookSharePage({ params }: Props) {
  const { look, viewer } = await loadLook((await params).uuid);
  const t = await getTranslations('user.room');
  const owner = look.owner.nickname ?? t('someone');
  const mine = viewer?.uuid === look.owner.uuid;
  return (
    <>
      <Header title={look.name} />
      <main id="main" className={styles.main}>
        <RoomScene look={look} label={lookSceneLabel(look, t)} />
        <p className={lookStyles.meta}>
          <Link href={`/users/${look.owner.uuid}/room`} className={lookStyles.metaLink}>
            {t('ownerRoom', { owner })}
          </Link>
        </p>
        <LookItems look={look} />
        <p className={styles.actions}>
          <Link href={mine ? `/my/room?look=${look.uuid}` : '/my/room'} className={styles.action}>
            {mine ? t('studio.heading') : t('tryYourOwn')}
          </Link>
        </p>
      </main>
    </>
  );
}
