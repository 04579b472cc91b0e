import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { LookDto } from '@/lib/validation/room';
import { lookSceneLabel } from './look-label';
import { RoomScene } from './room-scene';
import styles from './look-view.module.scss';

/** The look attached to a show-off post, drawn live above the post's text. */
export async function PostLook({ look }: { look: LookDto }) {
  const t = await getTranslations('user.room');
  return (
    <section className={styles.card} aria-label={t('postLook')} data-testid="post-look">
      <RoomScene look={look} label={lookSceneLabel(look, t)} />
      <p className={styles.hint}>
        <Link href={look.share_path} className={styles.postLookLink}>
          {look.name} · {t('openLook')}
        </Link>
      </p>
    </section>
  );
}
