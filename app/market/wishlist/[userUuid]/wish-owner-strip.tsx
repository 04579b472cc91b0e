import { getTranslations } from 'next-intl/server';
import type { WishOwnerDto } from '@/lib/validation/wishlist';
import styles from './wish-owner.module.scss';

/** Who the lists belong to: avatar, nickname, representative badge and the size of each list. */
export async function WishOwnerStrip({ owner }: { owner: WishOwnerDto }) {
  const t = await getTranslations('shared.wishlist');
  const badge = owner.user.represent_badge?.badge;
  return (
    <section className={styles.strip} aria-label={owner.user.profile.name ?? undefined}>
      <img src={owner.user.profile_image || '/art/avatars/1.png'} alt="" width={56} height={56} className={styles.avatar} />
      <div className={styles.who}>
        <strong className={styles.name}>{owner.user.profile.name}</strong>
        {badge && (
          <span className={styles.badge} style={{ ['--badge-color' as string]: badge.hex_code }}>
            {badge.title}
          </span>
        )}
      </div>
      <dl className={styles.counts}>
        <div>
          <dt>{t('tabs.buy')}</dt>
          <dd>{owner.buy_count}</dd>
        </div>
        <div>
          <dt>{t('tabs.sell')}</dt>
          <dd>{owner.sell_count}</dd>
        </div>
      </dl>
    </section>
  );
}
