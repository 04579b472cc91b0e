import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { profileHref } from './nickname-with-badge';
import styles from './people.module.scss';

/** Makes a member's avatar and name (an author chip, a list row) open their profile; a withdrawn member's stays plain. Server-compatible. */
export function ProfileLink({
  user,
  children,
  className,
}: {
  user: { uuid: string; is_withdrawn: boolean };
  children: ReactNode;
  className?: string;
}) {
  if (user.is_withdrawn || !user.uuid) return <>{children}</>;
  return (
    <Link href={profileHref(user.uuid)} className={clsx(styles.profileLink, className)}>
      {children}
    </Link>
  );
}
