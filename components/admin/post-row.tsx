'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { boardsOptions, deletePost, moderatePost, type AdminPostDto } from '@/lib/api/admin';
import type { PostModerationInput } from '@/lib/validation/admin/content/posts';
import { SanctionDialog, type SanctionValues } from './sanction-fields';
import { formatDateTime } from './format';
import { MemberLink } from './member-link';
import { PostTranslationDialog } from './post-translation-dialog';
import { useAdminAction } from './use-admin-action';
import styles from './admin.module.scss';

/** One post of any state, with pin, hide/show, move and delete. */
export function PostRow({ post, showAuthor = true }: { post: AdminPostDto; showAuthor?: boolean }) {
  const t = useTranslations('ui.admin.posts');
  const locale = useLocale();
  const [moving, setMoving] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [sanctioning, setSanctioning] = useState<'hide' | 'delete' | null>(null);
  const change = useAdminAction((body: PostModerationInput) => moderatePost(post.id, body), {
    done: t('changed'),
    onSuccess: () => {
      setMoving(false);
      setSanctioning(null);
    },
  });
  const remove = useAdminAction((sanction: SanctionValues) => deletePost(post.id, sanction), {
    done: t('deletedDone'),
    onSuccess: () => setSanctioning(null),
  });
  const live = !post.is_deleted;
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.meta}>
          <span className={styles.pill}>{post.category.name}</span>
          {post.is_pinned && (
            <span className={styles.pill} data-tone="info">
              {t('pinned')}
            </span>
          )}
          {post.translations.length > 0 && <span className={styles.pill}>{t('translated')}</span>}
          {post.is_hidden && (
            <span className={styles.pill} data-tone="warn">
              {t('state.hidden')}
            </span>
          )}
          {post.is_deleted && (
            <span className={styles.pill} data-tone="muted">
              {t('state.deleted')}
            </span>
          )}
          {post.open_reports > 0 && (
            <Link href="/admin/reports?target_type=post" className={styles.pill} data-tone="danger">
              {t('openReports', { count: post.open_reports })}
            </Link>
          )}
        </span>
        {live && !post.is_hidden ? (
          <Link href={`/community/detail/${post.id}`} className={styles.rowTitle}>
            {post.title}
          </Link>
        ) : (
          <span className={styles.rowTitle}>{post.title}</span>
        )}
        <p className={styles.hint}>{post.excerpt}</p>
        <span className={styles.meta}>
          {showAuthor && <MemberLink member={post.author} />}
          <time dateTime={post.created_at}>{formatDateTime(post.created_at, locale)}</time>
          <span>{t('stats', { comments: post.comment_count, likes: post.like_count, views: post.view_count })}</span>
        </span>
      </div>
      {live && (
        <div className={styles.actions}>
          <Button size="xs" variant="secondary" loading={change.isPending} onClick={() => change.mutate({ is_pinned: !post.is_pinned })}>
            {post.is_pinned ? t('unpin') : t('pin')}
          </Button>
          <Button
            size="xs"
            variant="secondary"
            loading={change.isPending}
            onClick={() => (post.is_hidden ? change.mutate({ is_hidden: false }) : setSanctioning('hide'))}
          >
            {post.is_hidden ? t('show') : t('hide')}
          </Button>
          <Button size="xs" variant="secondary" onClick={() => setMoving(true)}>
            {t('move')}
          </Button>
          {post.is_official && (
            <Button size="xs" variant="secondary" onClick={() => setTranslating(true)}>
              {t('translation')}
            </Button>
          )}
          <Button size="xs" variant="danger" loading={remove.isPending} onClick={() => setSanctioning('delete')}>
            {t('delete')}
          </Button>
        </div>
      )}
      {sanctioning && (
        <SanctionDialog
          title={sanctioning === 'hide' ? t('hide') : t('delete')}
          message={sanctioning === 'delete' ? t('confirmDelete', { title: post.title }) : post.title}
          submitLabel={sanctioning === 'hide' ? t('hide') : t('delete')}
          danger={sanctioning === 'delete'}
          loading={sanctioning === 'hide' ? change.isPending : remove.isPending}
          error={sanctioning === 'hide' ? change.error : remove.error}
          onClose={() => setSanctioning(null)}
          onSubmit={(sanction) => (sanctioning === 'hide' ? change.mutate({ is_hidden: true, ...sanction }) : remove.mutate(sanction))}
        />
      )}
      {translating && <PostTranslationDialog post={post} onClose={() => setTranslating(false)} />}
      {moving && (
        <MoveDialog
          current={post.category.id}
          loading={change.isPending}
          onClose={() => setMoving(false)}
          onMove={(id) => change.mutate({ category_id: id })}
        />
      )}
    </div>
  );
}

function MoveDialog({
  current,
  loading,
  onClose,
  onMove,
}: {
  current: number;
  loading: boolean;
  onClose: () => void;
  onMove: (id: number) => void;
}) {
  const t = useTranslations('ui.admin');
  const id = useId();
  const boards = useQuery(boardsOptions());
  const [target, setTarget] = useState(current);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('posts.move')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={loading} disabled={target === current} onClick={() => onMove(target)}>
            {t('posts.moveSubmit')}
          </Button>
        </>
      }
    >
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('posts.moveTo')}
        </label>
        <select id={id} className={styles.control} value={target} onChange={(e) => setTarget(Number(e.target.value))}>
          {(boards.data ?? []).map((group) => (
            <optgroup key={group.id} label={group.name}>
              {group.boards.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
    </Modal>
  );
}
