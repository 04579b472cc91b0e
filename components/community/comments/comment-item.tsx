'use client';

import { badgeTextOnPaper } from '@/components/people/badge-ink';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { profileHref } from '@/components/people/nickname-with-badge';
import { UserAvatar } from '@/components/people/user-avatar';
import { UserMenu } from '@/components/people/user-menu';
import { formatRelative, formatYmd } from '@/lib/dates';
import { isPending } from '@/lib/api/comments';
import type { CommentDto } from '@/lib/validation/posts';
import styles from './comment-section.module.scss';

export type CommentItemProps = {
  comment: CommentDto;
  /** The viewer wrote it (and may edit or delete it). */
  mine: boolean;
  editing: boolean;
  onReply: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The edit box, shown instead of the words while editing. */
  editor?: ReactNode;
};

// Older replies carry the mention in their words already ("@name …"); show it once.
function withoutLeadingMention(content: string, name: string | null): string {
  if (!name) return content;
  const mention = `@${name}`;
  return content.startsWith(mention) ? content.slice(mention.length).trimStart() : content;
}

export function CommentItem({ comment, mine, editing, onReply, onEdit, onDelete, editor }: CommentItemProps) {
  const t = useTranslations('community.comments');
  const tUser = useTranslations('user');
  const locale = useLocale();
  const pending = isPending(comment);
  const name = comment.author.profile.name ?? tUser('withdrawnUser');

  if (comment.is_deleted) {
    return (
      <article id={`comment-${comment.id}`} tabIndex={-1} className={styles.item} data-deleted>
        <p className={styles.deleted}>{t('deleted')}</p>
      </article>
    );
  }

  // A new comment's two times are the same instant (one insert); any edit moves updated_at.
  const edited = Date.parse(comment.updated_at) > Date.parse(comment.created_at);
  const replyToName = comment.reply_to ? (comment.reply_to.author_name ?? tUser('withdrawnUser')) : null;
  const content = comment.reply_to ? withoutLeadingMention(comment.content, comment.reply_to.author_name) : comment.content;
  const badge = comment.author.represent_badge?.badge;

  return (
    <article
      id={`comment-${comment.id}`}
      tabIndex={-1}
      className={styles.item}
      aria-labelledby={`comment-${comment.id}-author`}
      aria-busy={pending || undefined}
      data-author={comment.author.id}
      data-pending={pending || undefined}
    >
      <header className={styles.meta}>
        <UserAvatar src={comment.author.profile_image} size={28} className={styles.avatar} />
        <span id={`comment-${comment.id}-author`} className={styles.author} data-withdrawn={comment.author.is_withdrawn || undefined}>
          {comment.author.is_withdrawn || !comment.author.uuid ? name : <Link href={profileHref(comment.author.uuid)}>{name}</Link>}
        </span>
        {badge && (
          <span className={styles.badge} style={{ borderColor: badge.hex_code, color: badgeTextOnPaper(badge.hex_code) }}>
            {badge.title}
          </span>
        )}
        {mine && <span className={styles.mine}>{t('mine')}</span>}
        <time className={styles.date} dateTime={comment.created_at} title={formatYmd(comment.created_at, locale)} suppressHydrationWarning>
          {pending ? t('sending') : formatRelative(comment.created_at, locale)}
        </time>
        {edited && <span className={styles.edited}>{t('edited')}</span>}
        {!mine && !pending && !comment.author.is_withdrawn && comment.author.uuid && (
          <UserMenu
            user={{ uuid: comment.author.uuid, nickname: comment.author.profile.name }}
            reportTarget={{ type: 'comment', id: comment.id }}
          />
        )}
      </header>

      {editing ? (
        editor
      ) : (
        <p className={styles.content}>
          {replyToName && <span className={styles.mention}>@{replyToName}</span>}
          {replyToName && ' '}
          {content}
        </p>
      )}

      {!pending && !editing && (
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={onReply}>
            {t('reply')}
          </button>
          {mine && (
            <>
              <button type="button" className={styles.action} onClick={onEdit}>
                {t('edit')}
              </button>
              <button type="button" className={styles.action} data-danger onClick={onDelete}>
                {t('delete')}
              </button>
            </>
          )}
        </div>
      )}
    </article>
  );
}
