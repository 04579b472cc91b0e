'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { PageHead } from '@/components/admin/page-head';
import { AdminSearchForm } from '@/components/admin/search-form';
import { Pager } from '@/components/admin/pager';
import { PostRow } from '@/components/admin/post-row';
import { QueryView } from '@/components/admin/query-view';
import { compact, useUrlState } from '@/components/admin/use-url-state';
import styles from '@/components/admin/admin.module.scss';
import { adminPostsOptions, boardsOptions } from '@/lib/api/admin';
import { POST_STATES } from '@/lib/validation/admin';

const KEYS = ['q', 'state', 'category', 'author'] as const;

/** Every post, whatever its state, with pin, hide, move and delete. */
export function PostList() {
  const t = useTranslations('ui.admin');
  const { state, page, set } = useUrlState(KEYS);
  const categoryId = useId();
  const boards = useQuery(boardsOptions());
  const posts = useQuery(adminPostsOptions(compact({ ...state, page })));
  const current = state.state || 'all';
  return (
    <div className={styles.page}>
      <PageHead title={t('posts.title')} lead={t('posts.lead')} />
      <AdminSearchForm
        q={state.q}
        label={t('posts.searchLabel')}
        placeholder={t('posts.searchPlaceholder')}
        onSearch={(q) => set({ q })}
        after={
          <div className={styles.segmented} role="group" aria-label={t('posts.stateLabel')}>
            {POST_STATES.map((s) => (
              <button key={s} type="button" aria-pressed={current === s} onClick={() => set({ state: s === 'all' ? undefined : s })}>
                {t(`posts.state.${s}`)}
              </button>
            ))}
          </div>
        }
      >
        <div className={styles.field}>
          <label htmlFor={categoryId} className={styles.label}>
            {t('posts.category')}
          </label>
          <select id={categoryId} className={styles.control} value={state.category} onChange={(e) => set({ category: e.target.value })}>
            <option value="">{t('posts.allCategories')}</option>
            {(boards.data ?? []).map((group) => (
              <optgroup key={group.id} label={group.name}>
                <option value={group.id}>
                  {group.name} · {t('common.all')}
                </option>
                {group.boards.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      </AdminSearchForm>
      <QueryView query={posts} isEmpty={(d) => d.results.length === 0} empty={t('posts.empty')}>
        {(data) => (
          <>
            <ul className={styles.rows}>
              {data.results.map((post) => (
                <li key={post.id}>
                  <PostRow post={post} />
                </li>
              ))}
            </ul>
            <Pager page={page} count={data.count} onPage={(p) => set({ page: p })} />
          </>
        )}
      </QueryView>
    </div>
  );
}
