import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { Header } from '@/components/layout/header';
import { lookSceneLabel } from '@/components/room/look-label';
import { RoomScene } from '@/components/room/room-scene';
import { EmptyState } from '@/components/ui/empty-state';
import { formatYmd } from '@/lib/dates';
import { pageViewer } from '@/lib/server/community/page-viewer';
import { AppError } from '@/lib/server/http/errors';
import { listPublicLooks } from '@/lib/server/room';
import { isUuid } from '@/lib/validation/common';
import styles from './user-room.module.scss';

type Props = { params: Promise<{ uuid: string }> };

const loadRoom = cache(async (uuid: string) => {
  if (!isUuid(uuid)) notFound();
  const [locale, viewer] = await Promise.all([getLocale(), pageViewer()]);
  try {
    return { ...(await listPublicLooks(uuid, { locale, reader: viewer })), locale };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { owner } = await loadRoom((await params).uuid);
  const t = await getTranslations('user.room');
  return { title: t('userTitle', { name: owner.nickname ?? t('someone') }), robots: { index: false } };
}

/** Another member's saved looks, read-only; each opens its share page. */
export default async function UserRoomPage({ params }: Props) {
  const { owner, looks, locale } = await loadRoom((await params).uuid);
  const t = await getTranslations('user.room');
  return (
    <>
      <Header title={t('userTitle', { name: owner.nickname ?? t('someone') })} />
      <main id="main" className={styles.main}>
        {looks.length === 0 ? (
          <EmptyState message={t('noLooks')} />
        ) : (
          <ul className={styles.looks} aria-label={t('looks')}>
            {looks.map((look) => (
              <li key={look.uuid} className={styles.look} data-testid="user-look">
                <RoomScene look={look} label={lookSceneLabel(look, t)} animate={false} />
                <h2 className={styles.name}>
                  <Link href={look.share_path} className={styles.link}>
                    {look.name}
                  </Link>
                </h2>
                <p className={styles.date}>{t('updatedAt', { date: formatYmd(look.updated_at, locale) })}</p>
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
