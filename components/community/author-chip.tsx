import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { UserSummaryDto } from '@/lib/validation/user-summary';
import { badgeColour, badgeInk } from '@/components/people/badge-ink';
import { DEFAULT_AVATAR } from '@/components/people/user-avatar';
import styles from './author-chip.module.scss';

export type AuthorChipProps = {
  author: UserSummaryDto;
  /** Extra line under the name (date, counts). */
  children?: React.ReactNode;
  size?: 's' | 'm';
};

/** Avatar, nickname (or the withdrawn-member label) and representative badge. Server-compatible. */
export function AuthorChip({ author, children, size = 'm' }: AuthorChipProps) {
  const t = useTranslations('user');
  const tDetail = useTranslations('community.detail');
  const name = author.is_withdrawn || !author.profile.name ? t('withdrawnUser') : author.profile.name;
  const badge = author.represent_badge?.badge;
  const colour = badgeColour(badge?.hex_code);
  const ink = colour ? badgeInk(colour) : null;
  const image = author.profile_image || DEFAULT_AVATAR;
  return (
    <div className={styles.chip} data-size={size}>
      <img
        src={image}
        alt=""
        width={size === 's' ? 28 : 40}
        height={size === 's' ? 28 : 40}
        loading="lazy"
        decoding="async"
        className={clsx(styles.avatar, !image.startsWith('/art/') && styles.photo)}
      />
      <span className={styles.text}>
        <span className={styles.nameLine}>
          <span className="sr-only">{tDetail('author')}: </span>
          <span className={styles.name} data-withdrawn={author.is_withdrawn || undefined}>
            {name}
          </span>
          {badge && (
            <span className={styles.badge} style={ink ? { backgroundColor: ink.bg, color: ink.ink } : undefined} title={tDetail('badge')}>
              {badge.title}
            </span>
          )}
        </span>
        {children && <span className={styles.extra}>{children}</span>}
      </span>
    </div>
  );
}
