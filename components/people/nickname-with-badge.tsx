import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { BadgeChip } from './badge-chip';
import styles from './people.module.scss';

export type NicknameUser = {
  uuid: string;
  /** Null for a withdrawn member. */
  nickname: string | null;
  is_withdrawn?: boolean;
  represent_badge?: { badge: { title: string; hex_code: string } } | null;
};

/** Builds the shape from a user summary (`profile.name`) of lists and comments. */
export function fromSummary(user: {
  uuid: string;
  profile: { name: string | null };
  is_withdrawn: boolean;
  represent_badge: { badge: { title: string; hex_code: string } } | null;
}): NicknameUser {
  return { uuid: user.uuid, nickname: user.profile.name, is_withdrawn: user.is_withdrawn, represent_badge: user.represent_badge };
}

export function profileHref(uuid: string): string {
  return `/users/${encodeURIComponent(uuid)}`;
}

export type NicknameWithBadgeProps = {
  user: NicknameUser;
  /** Link the nickname to the member's profile (never for a withdrawn member). */
  link?: boolean;
  size?: 's' | 'm' | 'l';
  className?: string;
  as?: 'span' | 'h1' | 'h2' | 'p';
};

/** A nickname (or "withdrawn user") with the representative badge beside it. Server-compatible. */
export function NicknameWithBadge({ user, link = false, size = 'm', className, as: Tag = 'span' }: NicknameWithBadgeProps) {
  const t = useTranslations('user');
  const withdrawn = Boolean(user.is_withdrawn) || !user.nickname;
  const name = withdrawn ? t('withdrawnUser') : user.nickname;
  const badge = withdrawn ? null : user.represent_badge?.badge;
  return (
    <Tag className={clsx(styles.nameLine, className)} data-size={size}>
      {link && !withdrawn ? (
        <Link href={profileHref(user.uuid)} className={styles.nickname}>
          {name}
        </Link>
      ) : (
        <span className={styles.nickname} data-withdrawn={withdrawn || undefined}>
          {name}
        </span>
      )}
      {badge && <BadgeChip title={badge.title} hexCode={badge.hex_code} size={size === 'l' ? 'm' : 's'} />}
    </Tag>
  );
}
