import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/constants';
import { formatRelative, formatYmd } from '@/lib/dates';
import styles from './comment-list.module.scss';

type MemberComment = { id: number; post_id: number; post_title: string; content: string; created_at: string };

/** A member's comments (on the profile and on My page): each opens its post at the comment. */
export function MemberCommentList({ comments, locale }: { comments: readonly MemberComment[]; locale: Locale }) {
  const t = useTranslations('user');
  return (
    <ul className={styles.list}>
      {comments.map((c) => (
        <li key={c.id}>
          <Link href={`/community/detail/${c.post_id}#comment-${c.id}`} className={styles.row}>
            <span className={styles.text}>{c.content}</span>
            <span className={styles.meta}>
              <span className={styles.post}>{t('profile.onPost', { title: c.post_title })}</span>
              <time dateTime={c.created_at} title={formatYmd(c.created_at, locale)} suppressHydrationWarning>
                {formatRelative(c.created_at, locale)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
