'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { LoadMore } from '@/components/ui/load-more';
import { firstPageData, postSearchOptions, type PostSearchPage, type PostSearchParams } from '@/lib/api/search';
import { QUERY_STALE_MS } from '@/lib/constants';
import { formatYmd } from '@/lib/dates';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUserStore } from '@/stores/user-store';
import { Highlight } from './highlight';
import { ResultsSection, type SearchState } from './results-section';
import styles from './search.module.scss';

export type PostResultsProps = {
  params: PostSearchParams;
  /** The first page rendered on the server for exactly these params. */
  initialPage?: PostSearchPage | null;
  onOpen?: () => void;
};

export function PostResults({ params, initialPage, onOpen }: PostResultsProps) {
  const t = useTranslations('search');
  const tc = useTranslations('community.search');
  const tUser = useTranslations('user');
  const locale = useLocale();
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const query = useInfiniteQuery({
    ...postSearchOptions(params),
    // Fresh as rendered: the server's page is not fetched again at once.
    ...(initialPage ? { initialData: firstPageData(initialPage), staleTime: QUERY_STALE_MS } : {}),
  });

  // The server rendered the first page without knowing a browser sign-in: a member sees it
  // again through the API, which leaves out authors blocked either way.
  const refreshed = useRef(false);
  const { refetch } = query;
  useEffect(() => {
    if (!hydrated || !token || !initialPage || refreshed.current) return;
    refreshed.current = true;
    void refetch();
  }, [hydrated, token, initialPage, refetch]);

  const results = query.data?.pages.flatMap((p) => p.results) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;
  const exact = query.data?.pages[0]?.count_exact !== false;
  const state: SearchState = query.isPending
    ? 'loading'
    : query.isError && results.length === 0
      ? 'error'
      : results.length === 0
        ? 'not_found'
        : 'success';

  return (
    <ResultsSection state={state} onRetry={() => void query.refetch()}>
      {state === 'success' && (
        <>
          <p className={styles.count}>{t(exact ? 'resultCount' : 'resultCountAtLeast', { count })}</p>
          <ul className={styles.list}>
            {results.map((post) => (
              <li key={post.id}>
                <Link href={`/community/detail/${post.id}`} className={styles.row} onClick={onOpen}>
                  <span className={styles.rowText}>
                    <span className={styles.category}>{post.category.name}</span>
                    <span className={styles.title}>
                      <Highlight text={post.title} keyword={params.search_type === 'nickname' ? '' : params.keyword} />
                    </span>
                    {post.excerpt && (
                      <span className={styles.excerpt}>
                        <Highlight
                          text={post.excerpt}
                          keyword={params.search_type === 'nickname' || params.search_type === 'title' ? '' : params.keyword}
                        />
                      </span>
                    )}
                    <span className={styles.meta}>
                      <span>
                        <Highlight
                          text={post.author.profile.name ?? tUser('withdrawnUser')}
                          keyword={params.search_type === 'nickname' ? params.keyword : ''}
                        />
                      </span>
                      <time dateTime={post.created_at}>{formatYmd(post.created_at, locale)}</time>
                      <span>{tc('replies', { count: post.reply_count })}</span>
                      <span>{tc('likes', { count: post.like_count })}</span>
                    </span>
                  </span>
                  {post.thumbnail && <img src={post.thumbnail} alt="" className={styles.thumb} loading="lazy" />}
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore query={query} wrapperClassName={styles.more}>
            {query.isFetchingNextPage ? t('loading') : t('more')}
          </LoadMore>
          {query.isFetchNextPageError && (
            <p role="alert" className={styles.errorText}>
              {t('failed')}
            </p>
          )}
        </>
      )}
    </ResultsSection>
  );
}
