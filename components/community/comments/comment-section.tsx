'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  commentsOptions,
  isPending,
  useCreateCommentMutation,
  useDeleteCommentMutation,
  useUpdateCommentMutation,
  type CommentPage,
  type CreateVars,
} from '@/lib/api/comments';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { commentKeys } from '@/lib/api/keys';
import { ApiError } from '@/lib/api/request';
import { REPLY_MAX } from '@/lib/constants';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useLiveFrames } from '@/lib/live/use-live';
import { useRequireLogin } from '@/lib/hooks/use-require-login';
import type { CommentDto } from '@/lib/validation/posts';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import styles from './comment-section.module.scss';

export type CommentSectionProps = {
  postId: number;
  /** The first page, rendered on the server so crawlers get the comments in the HTML. */
  initialPage: CommentPage;
};

type Failure = 'createFailed' | 'replyCreateFailed' | 'updateFailed' | 'replyUpdateFailed' | 'deleteFailed' | 'replyDeleteFailed';

/** A post's comments with nested replies: list, "more", composer, inline reply and edit, delete behind a confirmation. */
export function CommentSection({ postId, initialPage }: CommentSectionProps) {
  const t = useTranslations('community.comments');
  const tAll = useTranslations();
  const errorMessage = useApiErrorMessage();
  const tUser = useTranslations('user');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const me = useUserStore((s) => s.user);
  const signedIn = hydrated && Boolean(token);

  const query = useInfiniteQuery(commentsOptions(postId, initialPage));
  const create = useCreateCommentMutation(postId);
  const update = useUpdateCommentMutation(postId);
  const remove = useDeleteCommentMutation(postId);

  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CommentDto | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Comments others wrote since the list was read, told by the live stream: offered, never pushed in.
  const [fresh, setFresh] = useState(0);
  useLiveFrames(`post:${postId}`, (frame) => {
    if (frame.kind === 'reset') setFresh((n) => Math.max(n, 1));
    else if (frame.kind === 'comment' && Number(frame.data.post_id) === postId && Number(frame.data.author_id) !== me?.id)
      setFresh((n) => n + 1);
  });
  const showFresh = () => {
    setFresh(0);
    void query.refetch();
  };

  // The page is the one every reader shares: the member's own comments are told by their id, and
  // their blocks hide authors through the personal layer (components/layout/hidden-authors.tsx),
  // so the first page is not read again for them. Signing in or out on the page reads it again.
  const renderedSignedIn = useRef<boolean | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const before = renderedSignedIn.current;
    renderedSignedIn.current = signedIn;
    if (before === null || before === signedIn) return;
    void queryClient.invalidateQueries({ queryKey: commentKeys.list(postId) });
  }, [hydrated, signedIn, postId, queryClient]);

  const pages = useMemo(() => query.data?.pages ?? [initialPage], [query.data, initialPage]);
  const count = pages[0]?.count ?? 0;
  const threads = useMemo(() => {
    const seen = new Set<number>();
    return pages.flatMap((page) => page.results).filter((c) => !seen.has(c.id) && (seen.add(c.id), true));
  }, [pages]);

  // Focus the comment just written or edited; a new one past the loaded pages is fetched into view first.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (focusId === null) return;
    const element = document.getElementById(`comment-${focusId}`);
    if (element) {
      element.focus();
      element.scrollIntoView?.({ block: 'nearest' });
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the focus request is done once the DOM shows the comment
      setFocusId(null);
    } else if (hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    } else if (!hasNextPage) {
      setFocusId(null);
    }
  }, [focusId, threads, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const isMine = (c: CommentDto) => signedIn && !c.is_deleted && !isPending(c) && (c.is_author || me?.id === c.author.id);
  const nameOf = (c: CommentDto) => c.author.profile.name ?? tUser('withdrawnUser');
  const toast = (message: string) => useUiStore.getState().showToast(message);

  // Rate limits and suspensions get the common text; a refused write is a block between the two members.
  const failureMessage = (error: unknown, fallback: Failure) =>
    errorMessage(error, `community.comments.errors.${fallback}`, {
      notFound: 'community.comments.errors.notFound',
      forbidden: fallback === 'createFailed' || fallback === 'replyCreateFailed' ? 'community.comments.errors.blocked' : false,
    });

  const fieldError = (error: unknown): string | null => {
    const code = error instanceof ApiError ? error.errors?.content?.[0] : undefined;
    if (code === 'commentRequired') return t('errors.required');
    if (code === 'commentMax') return t('errors.tooLong', { max: REPLY_MAX });
    if (code === 'invalidCharacters') return t('errors.invalidCharacters');
    if (code === 'bannedWord') return t('errors.bannedWord');
    return null;
  };

  const setFieldErrorFor = (key: string, message: string | null) =>
    setFieldErrors(({ [key]: _old, ...rest }) => (message ? { ...rest, [key]: message } : rest));

  // Resolves false on failure, so the composer keeps what was typed.
  const submitCreate = async (key: string, vars: CreateVars): Promise<boolean> => {
    try {
      const created = await create.mutateAsync(vars);
      setFieldErrorFor(key, null);
      // Held by the word filter: saved, hidden until an operator reviews it.
      if (created.held) toast(tAll('community.wordFilter.held'));
      if (vars.answering) setReplyingTo(null);
      setFocusId(created.id);
      return true;
    } catch (error) {
      setFieldErrorFor(key, fieldError(error));
      toast(failureMessage(error, vars.answering ? 'replyCreateFailed' : 'createFailed'));
      return false;
    }
  };

  const submitEdit = async (comment: CommentDto, content: string): Promise<boolean> => {
    const key = `edit-${comment.id}`;
    try {
      const updated = await update.mutateAsync({ id: comment.id, content });
      setFieldErrorFor(key, null);
      if (updated.held) toast(tAll('community.wordFilter.held'));
      setEditingId(null);
      setFocusId(comment.id);
      return true;
    } catch (error) {
      setFieldErrorFor(key, fieldError(error));
      toast(failureMessage(error, comment.parent_id === null ? 'updateFailed' : 'replyUpdateFailed'));
      return false;
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target, {
      onSuccess: () => {
        toast(t('deletedToast'));
        headingRef.current?.focus();
      },
      onError: (error) => toast(failureMessage(error, target.parent_id === null ? 'deleteFailed' : 'replyDeleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  const renderComment = (comment: CommentDto) => (
    <>
      <CommentItem
        comment={comment}
        mine={isMine(comment)}
        editing={editingId === comment.id}
        onReply={() =>
          requireLogin(() => {
            setEditingId(null);
            setReplyingTo((current) => (current === comment.id ? null : comment.id));
          })
        }
        onEdit={() => {
          setReplyingTo(null);
          setEditingId(comment.id);
        }}
        onDelete={() => setDeleting(comment)}
        editor={
          <CommentComposer
            compact
            autoFocus
            label={t('editLabel')}
            submitLabel={t('save')}
            initialValue={comment.content}
            error={fieldErrors[`edit-${comment.id}`]}
            onCancel={() => {
              setEditingId(null);
              setFieldErrorFor(`edit-${comment.id}`, null);
            }}
            onSubmit={(content) => submitEdit(comment, content)}
          />
        }
      />
      {replyingTo === comment.id && (
        <div className={styles.replyBox}>
          <CommentComposer
            compact
            autoFocus
            label={t('replyLabel', { name: nameOf(comment) })}
            placeholder={t('replyPlaceholder')}
            submitLabel={t('submitReply')}
            error={fieldErrors[`reply-${comment.id}`]}
            onCancel={() => {
              setReplyingTo(null);
              setFieldErrorFor(`reply-${comment.id}`, null);
            }}
            onSubmit={(content) => submitCreate(`reply-${comment.id}`, { content, answering: comment })}
          />
        </div>
      )}
    </>
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('title')} <span className={styles.count}>{count}</span>
      </h2>
      <div role="status" className={styles.fresh}>
        {fresh > 0 && (
          <Button variant="secondary" size="s" onClick={showFresh}>
            {t('newComments', { count: fresh })}
          </Button>
        )}
      </div>

      {threads.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('listLabel')}>
          {threads.map((thread) => (
            <li key={thread.id} className={styles.thread}>
              {renderComment(thread)}
              {thread.replies.length > 0 && (
                <ol className={styles.replies} aria-label={t('repliesLabel', { name: thread.is_deleted ? t('deleted') : nameOf(thread) })}>
                  {thread.replies.map((reply) => (
                    <li key={reply.id} className={styles.reply}>
                      {renderComment(reply)}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}

      {query.isFetchNextPageError && (
        <p role="alert" className={styles.loadError}>
          {t('errors.loadFailed')}
        </p>
      )}
      {hasNextPage && (
        <Button variant="secondary" size="s" fullWidth loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {t('more')}
        </Button>
      )}

      {signedIn ? (
        <CommentComposer
          label={t('label')}
          placeholder={t('placeholder')}
          submitLabel={t('submit')}
          error={fieldErrors.new}
          onSubmit={(content) => submitCreate('new', { content })}
        />
      ) : (
        <button type="button" className={styles.guestPrompt} onClick={() => requireLogin(() => undefined)}>
          {t('guestPrompt')}
        </button>
      )}

      <ConfirmDialog
        kind="delete"
        open={deleting !== null}
        loading={remove.isPending}
        title={deleting?.parent_id === null ? t('deleteTitle') : t('deleteReplyTitle')}
        message={t('deleteMessage')}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
