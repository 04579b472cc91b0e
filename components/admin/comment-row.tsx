'use client';

import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { deleteComment, moderateComment, type AdminCommentDto } from '@/lib/api/admin';
import { ConfirmButton } from './confirm-button';
import { formatDateTime } from './format';
import { MemberLink } from './member-link';
import { useAdminAction } from './use-admin-action';
import styles from './admin.module.scss';

/** One comment of any state, with hide/show and delete. */
export function CommentRow({ comment, showAuthor = true }: { comment: AdminCommentDto; showAuthor?: boolean }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const toggle = useAdminAction(() => moderateComment(comment.id, !comment.is_hidden), { done: t('posts.changed') });
  const remove = useAdminAction(() => deleteComment(comment.id), { done: t('posts.deletedDone') });
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.meta}>
          <Link href={`/community/detail/${comment.post_id}`} className={styles.link}>
            {t('comments.onPost', { title: comment.post_title })}
          </Link>
          {comment.is_hidden && (
            <span className={styles.pill} data-tone="warn">
              {t('posts.state.hidden')}
            </span>
          )}
          {comment.is_deleted && (
            <span className={styles.pill} data-tone="muted">
              {t('posts.state.deleted')}
            </span>
          )}
        </span>
        <p className={styles.text}>{comment.content}</p>
        <span className={styles.meta}>
          {showAuthor && <MemberLink member={comment.author} />}
          <time dateTime={comment.created_at}>{formatDateTime(comment.created_at, locale)}</time>
        </span>
      </div>
      {!comment.is_deleted && (
        <div className={styles.actions}>
          <Button size="xs" variant="secondary" loading={toggle.isPending} onClick={() => toggle.mutate(undefined)}>
            {comment.is_hidden ? t('comments.show') : t('comments.hide')}
          </Button>
          <ConfirmButton
            size="xs"
            danger
            loading={remove.isPending}
            message={t('comments.confirmDelete')}
            onConfirm={() => remove.mutateAsync(undefined).catch(() => undefined)}
          >
            {t('comments.delete')}
          </ConfirmButton>
        </div>
      )}
    </div>
  );
}
