'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { UserMenu } from '@/components/people/user-menu';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  reactionOptions,
  useDeletePostMutation,
  useToggleReactionMutation,
  type ReactionKind,
  type ReactionResult,
} from '@/lib/api/posts-write';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useRequireLogin } from '@/lib/hooks/use-require-login';
import type { PostDetailDto } from '@/lib/validation/posts';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { Glyph } from './glyphs';
import styles from './post-actions.module.scss';

export type PostActionsProps = {
  post: PostDetailDto;
  /** Where to go after deleting the post. */
  afterDeleteHref?: string;
};

function flip(state: ReactionResult, kind: ReactionKind): ReactionResult {
  return kind === 'like'
    ? { ...state, liked: !state.liked, like_count: Math.max(0, state.like_count + (state.liked ? -1 : 1)) }
    : { ...state, recommended: !state.recommended, recommend_count: Math.max(0, state.recommend_count + (state.recommended ? -1 : 1)) };
}

/**
 * Like and recommend toggles with counts (optimistic, rolled back on failure), share, and for the
 * author edit and delete. Report and block arrive with the people features.
 */
export function PostActions({ post, afterDeleteHref = '/community/posts' }: PostActionsProps) {
  const t = useTranslations('community.actions');
  const router = useRouter();
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const userId = useUserStore((s) => s.user?.id ?? null);
  const requireLogin = useRequireLogin();
  const showToast = useUiStore((s) => s.showToast);
  const [state, setState] = useState<ReactionResult>({
    liked: post.liked,
    like_count: post.like_count,
    recommended: post.recommended,
    recommend_count: post.recommend_count,
  });
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The page may have been rendered without knowing who reads it: ask for this viewer's reactions.
  const mine = useQuery({ ...reactionOptions(post.id), enabled: hydrated && Boolean(token), refetchOnMount: 'always' });
  const [adopted, setAdopted] = useState(mine.data);
  if (mine.data && mine.data !== adopted) {
    setAdopted(mine.data);
    setState(mine.data);
  }

  const react = useToggleReactionMutation(post.id, {
    onMutate: (kind) => {
      const previous = state;
      setState(flip(previous, kind));
      return { previous };
    },
    onError: (_error, kind, context) => {
      if (context) setState(context.previous);
      showToast(t(kind === 'like' ? 'likeFailed' : 'recommendFailed'));
    },
    onSuccess: (result) => setState(result),
  });

  const remove = useDeletePostMutation(post.id, {
    onSuccess: () => {
      setConfirmDelete(false);
      showToast(t('deleted'));
      router.replace(afterDeleteHref);
      router.refresh();
    },
    onError: () => {
      setConfirmDelete(false);
      showToast(t('deleteFailed'));
    },
  });

  const toggle = (kind: ReactionKind) =>
    requireLogin(() => {
      if (!react.isPending) react.mutate(kind);
    });

  const share = async () => {
    const url = `${window.location.origin}/community/detail/${post.id}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: post.title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the reader closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('linkCopied'));
    } catch {
      showToast(t('shareFailed'));
    }
  };

  const isAuthor = post.is_author || (hydrated && userId !== null && userId === post.author.id);

  return (
    <div className={styles.bar} role="group" aria-label={t('label')}>
      <div className={styles.reactions}>
        <button type="button" className={styles.reaction} data-kind="like" aria-pressed={state.liked} onClick={() => toggle('like')}>
          <Glyph name="heart" size={18} />
          <span className={styles.reactionLabel}>{t('like')}</span>
          <span className={styles.reactionCount}>{state.like_count}</span>
        </button>
        <button
          type="button"
          className={styles.reaction}
          data-kind="recommend"
          aria-pressed={state.recommended}
          onClick={() => toggle('recommend')}
        >
          <Glyph name="star" size={18} />
          <span className={styles.reactionLabel}>{t('recommend')}</span>
          <span className={styles.reactionCount}>{state.recommend_count}</span>
        </button>
      </div>
      <div className={styles.tools}>
        <button type="button" className={styles.tool} onClick={() => void share()}>
          <Glyph name="share" size={14} />
          {t('share')}
        </button>
        {!isAuthor && !post.author.is_withdrawn && post.author.uuid && (
          <UserMenu
            user={{ uuid: post.author.uuid, nickname: post.author.profile.name }}
            reportTarget={{ type: 'post', id: post.id }}
            onBlockChange={(blocked) => blocked && router.replace(afterDeleteHref)}
          />
        )}
        {isAuthor && (
          <>
            <Link href={`/community/write?postId=${post.id}`} className={styles.tool}>
              <Glyph name="pen" size={14} />
              {t('edit')}
            </Link>
            <button type="button" className={styles.tool} data-danger onClick={() => setConfirmDelete(true)}>
              <Glyph name="bin" size={14} />
              {t('delete')}
            </button>
          </>
        )}
      </div>
      <ConfirmDialog
        kind="delete"
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate()}
        loading={remove.isPending}
        title={t('deleteTitle')}
        message={t('deleteMessage')}
      />
    </div>
  );
}
