'use client';

import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { deleteComment, moderateComment, type AdminCommentDto } from '@/lib/api/admin';
import { useState } from 'react';
import { SanctionDialog, type SanctionValues } from './sanction-fields';
import { formatDateTime } from './format';
import { MemberLink } from './member-link';
import { useAdminAction } from './use-admin-action';
import styles from './admin.module.scss';

/** One comment of any state, with hide/show and delete. */
export function CommentRow({ comment, showAuthor = true }: { comment: AdminCommentDto; showAuthor?: boolean }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const [sanctioning, setSanctioning] = useState<'hide' | 'delete' | null>(null);
  const close = { onSuccess: () => setSanctioning(null) };
  const toggle = useAdminAction((sanction?: SanctionValues) => moderateComment(comment.id, !comment.is_hidden, sanction), {
    done: t('posts.changed'),
    ...close,
  });
  const remove = useAdminAction((sanction: SanctionValues) => deleteComment(comment.id, sanction), {
    done: t('posts.deletedDone'),
    ...close,
  });
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
          <Button
            size="xs"
            variant="secondary"
            loading={toggle.isPending}
            onClick={() => (comment.is_hidden ? toggle.mutate(undefined) : setSanctioning('hide'))}
          >
            {comment.is_hidden ? t('comments.show') : t('comments.hide')}
          </Button>
          <Button size="xs" variant="danger" loading={remove.isPending} onClick={() => setSanctioning('delete')}>
            {t('comments.delete')}
          </Button>
        </div>
      )}
      {sanctioning && (
        <SanctionDialog
          title={sanctioning === 'hide' ? t('comments.hide') : t('comments.delete')}
          message={sanctioning === 'delete' ? t('comments.confirmDelete') : comment.content}
          submitLabel={sanctioning === 'hide' ? t('comments.hide') : t('comments.delete')}
          danger={sanctioning === 'delete'}
          loading={sanctioning === 'hide' ? toggle.isPending : remove.isPending}
          error={sanctioning === 'hide' ? toggle.error : remove.error}
          onClose={() => setSanctioning(null)}
          onSubmit={(sanction) => (sanctioning === 'hide' ? toggle.mutate(sanction) : remove.mutate(sanction))}
        />
      )}
    </div>
  );
}
