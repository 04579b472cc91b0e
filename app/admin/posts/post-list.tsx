'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { AdminListPage, useListNavigation } from '@/components/admin/admin-list-page';
import { listQuery, type ListState } from '@/components/admin/list-params';
import { PostRow } from '@/components/admin/post-row';
import { SegmentedFilter } from '@/components/admin/segmented-filter';
import styles from '@/components/admin/admin.module.scss';
import { adminPostsOptions, boardsOptions } from '@/lib/api/admin';
import { POST_STATES } from '@/lib/validation/admin/content/posts';

/** Every post, whatever its state, with pin, hide, move and delete. */
export function PostList({ params }: { params: ListState<'posts'> }) {
  const t = useTranslations('ui.admin');
  const { filters, page } = params;
  const set = useListNavigation(params);
  const categoryId = useId();
  const boards = useQuery(boardsOptions());
  const posts = useQuery(adminPostsOptions(listQuery(filters, page)));
  const current = filters.state || 'all';
  return (
    <AdminListPage
      title={t('posts.title')}
      lead={t('posts.lead')}
      search={{
        value: filters.q,
        label: t('posts.searchLabel'),
        placeholder: t('posts.searchPlaceholder'),
        onSearch: (q) => set({ q }),
      }}
      filters={
        <div className={styles.field}>
          <label htmlFor={categoryId} className={styles.label}>
            {t('posts.category')}
          </label>
          <select id={categoryId} className={styles.control} value={filters.category} onChange={(e) => set({ category: e.target.value })}>
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
      }
      after={
        <SegmentedFilter
          label={t('posts.stateLabel')}
          options={POST_STATES.map((s) => ({ value: s, label: t(`posts.state.${s}`) }))}
          value={current}
          onChange={(s) => set({ state: s === 'all' ? undefined : s })}
        />
      }
      query={posts}
      empty={t('posts.empty')}
      page={page}
      onPage={(p) => set({ page: p })}
      itemKey={(post) => post.id}
    >
      {(post) => <PostRow post={post} />}
    </AdminListPage>
  );
}
