'use client';

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useLayoutEffect, useMemo, useState, type MouseEvent } from 'react';
import { listTagKey } from '@/components/community/post-views/families';
import { PostCard, PostCardList } from '@/components/list/post-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { postListOptions, type PostPage } from '@/lib/api/posts';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { LanguageFilter } from '@/lib/validation/post-language';
import { useFeedStore } from '@/stores/feed-store';
import styles from './posts.module.scss';

// Where the reader left a list for a post. Module state survives client navigations, which is
// all this needs. Coming back means standing on the same history entry again: the Navigation
// API names entries; elsewhere a popstate seen (in the capture phase, before the router
// renders) since leaving stands in for it.
type LeftAt = { key: string; y: number; entry: string | null };
let leftAt: LeftAt | null = null;
let cameBack = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => (cameBack = true), { capture: true });
}

function historyEntry(): string | null {
  const nav = (window as { navigation?: { currentEntry?: { key?: string } | null } }).navigation;
  return nav?.currentEntry?.key ?? null;
}

function isReturning(listKey: string): boolean {
  if (typeof window === 'undefined' || leftAt?.key !== listKey) return false;
  return leftAt.entry ? leftAt.entry === historyEntry() : cameBack;
}

export type PostListProps = {
  category: number;
  /** The posts' language the server's first page was read in; the following pages keep it. */
  language?: LanguageFilter;
  initialPage: PostPage;
  /**
   * For a list in the reader's language that has none, while the board has posts in another: the
   * same list in all languages, offered by the empty state.
   */
  allLanguagesHref?: string;
  /** Lists that mix boards (a group, "all") tag trade and notice posts with their kind. */
  showTypeTags?: boolean;
  /** When the server rendered the first page: elapsed times are measured from it until hydration. */
  renderedAt?: number;
};

/**
 * The rows of a category list: the server's first page, then "more" pages by cursor. Going back
 * from a post restores the pages that were loaded (react-query cache) and the scroll position
 * (feed store); read posts are marked from the feed store's read history.
 */
export function PostList({ category, language = 'all', initialPage, allLanguagesHref, showTypeTags = false, renderedAt }: PostListProps) {
  const t = useTranslations('community');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const listKey = `${locale}:${category}:${language}`;
  const options = postListOptions({ category, locale, language });

  // A fresh visit starts from the page the server just rendered; coming back keeps what was loaded.
  useState(() => {
    if (!isReturning(listKey)) queryClient.setQueryData(options.queryKey, { pages: [initialPage], pageParams: [null] });
  });

  const query = useInfiniteQuery({ ...options, initialData: { pages: [initialPage], pageParams: [null] } });

  useLayoutEffect(() => {
    const saved = leftAt;
    const returning = isReturning(listKey);
    leftAt = null;
    cameBack = false;
    if (!returning || !saved) return;
    const y = useFeedStore.getState().prevScrollPosition || saved.y;
    window.scrollTo(0, y);
    // Once more after the browser's own restoration and the first paint have run.
    requestAnimationFrame(() => window.scrollTo(0, y));
  }, [listKey]);

  const history = useFeedStore((s) => s.postReadHistory);
  const read = useMemo(() => new Set(hydrated ? history.map((h) => h.postId) : []), [history, hydrated]);

  const rememberScroll = (event: MouseEvent<HTMLUListElement>) => {
    if (!(event.target as HTMLElement).closest('a')) return;
    leftAt = { key: listKey, y: window.scrollY, entry: historyEntry() };
    cameBack = false;
    useFeedStore.getState().setPrevScrollPosition(window.scrollY);
  };

  const posts = query.data?.pages.flatMap((p) => p.results) ?? [];
  if (posts.length === 0) {
    if (!allLanguagesHref) return <EmptyState message={t('list.empty')} />;
    return (
      <EmptyState message={t('language.emptyMine')}>
        <Link href={allLanguagesHref} className={styles.showAll}>
          {t('language.showAll')}
        </Link>
      </EmptyState>
    );
  }

  return (
    <>
      <PostCardList className={styles.list} onClickCapture={rememberScroll}>
        {posts.map((post) => {
          const tag = showTypeTags ? listTagKey(post.post_type) : null;
          const isRead = read.has(post.id);
          return (
            <li key={post.id} data-pinned={post.is_pinned || undefined} data-read={isRead || undefined}>
              <PostCard post={post} tag={tag && t(`postTypes.${tag}`)} read={isRead} now={hydrated ? undefined : renderedAt} />
              {isRead && <span className="sr-only">{t('list.read')}</span>}
            </li>
          );
        })}
      </PostCardList>
      <div className={styles.footer} aria-live="polite">
        {query.isFetchNextPageError && <p className={styles.error}>{t('list.loadFailed')}</p>}
        {query.hasNextPage ? (
          <Button variant="secondary" fullWidth loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? t('list.loading') : query.isFetchNextPageError ? t('list.retry') : t('list.more')}
          </Button>
        ) : (
          posts.length > initialPage.results.length && <p className={styles.end}>{t('list.end')}</p>
        )}
      </div>
    </>
  );
}
