import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/constants';
import { formatYmd } from '@/lib/dates';
import { BadgeChip } from './badge-chip';
import { NicknameWithBadge } from './nickname-with-badge';
import { UserAvatar } from './user-avatar';
import styles from './people.module.scss';

export type ProfileHeaderData = {
  uuid: string;
  nickname: string | null;
  profile_image: string | null;
  status_message: string;
  role: 'member' | 'admin';
  created_at: string;
  represent_badge: { badge: { title: string; hex_code: string } } | null;
  counts?: { posts: number; comments: number; friends: number };
  badges?: Array<{ id: number; title: string; hex_code: string }>;
};

export type ProfileHeaderProps = {
  profile: ProfileHeaderData;
  locale: Locale;
  /** Buttons under the header (friend, chat, menu, edit). */
  actions?: ReactNode;
  /** Top-right corner (the "⋯" menu, the notifications bell). */
  corner?: ReactNode;
  headingLevel?: 'h1' | 'h2';
};

/** Avatar, nickname with the representative badge, status message, join date, counts and badges. Server-compatible. */
export function ProfileHeader({ profile, locale, actions, corner, headingLevel = 'h1' }: ProfileHeaderProps) {
  const t = useTranslations('user.profile');
  const name = profile.nickname ?? '';
  return (
    <section className={styles.profileCard} aria-labelledby={`profile-${profile.uuid}`}>
      <div className={styles.profileTop}>
        <UserAvatar
          src={profile.profile_image}
          size={72}
          alt={name ? t('avatarAlt', { nickname: name }) : ''}
          className={styles.profileAvatar}
          eager
        />
        <div className={styles.profileWho}>
          <div id={`profile-${profile.uuid}`}>
            <NicknameWithBadge user={profile} size="l" as={headingLevel} />
          </div>
          {profile.role === 'admin' && <span className={styles.adminTag}>{t('admin')}</span>}
          <p className={styles.statusMessage} data-empty={profile.status_message ? undefined : true}>
            {profile.status_message || t('noStatusMessage')}
          </p>
          <p className={styles.joined}>
            <time dateTime={profile.created_at}>{t('joinedAt', { date: formatYmd(profile.created_at, locale) })}</time>
          </p>
        </div>
        {corner && <div className={styles.profileCorner}>{corner}</div>}
      </div>
      {profile.counts && (
        <ul className={styles.counts}>
          <li>{t('postsCount', { count: profile.counts.posts })}</li>
          <li>{t('commentsCount', { count: profile.counts.comments })}</li>
          <li>{t('friendsCount', { count: profile.counts.friends })}</li>
        </ul>
      )}
      {profile.badges && profile.badges.length > 0 && (
        <ul className={styles.badgeRow} aria-label={t('tabs.badges')}>
          {profile.badges.map((b) => (
            <li key={b.id}>
              <BadgeChip title={b.title} hexCode={b.hex_code} />
            </li>
          ))}
        </ul>
      )}
      {actions && <div className={styles.profileActions}>{actions}</div>}
    </section>
  );
}
