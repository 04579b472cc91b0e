import type { ReactNode } from 'react';
import type { UserSummaryDto } from '@/lib/validation/user-summary';
import { fromSummary, NicknameWithBadge } from './nickname-with-badge';
import { UserAvatar } from './user-avatar';
import styles from './user-row.module.scss';

/** A member in a list (friends, requests, blocks): avatar, linked nickname with badge, a caption and actions. */
export function UserRow({ user, caption, actions }: { user: UserSummaryDto; caption?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.row}>
      <UserAvatar src={user.profile_image} size={40} />
      <div className={styles.who}>
        <NicknameWithBadge user={fromSummary(user)} link />
        {caption && <span className={styles.caption}>{caption}</span>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
