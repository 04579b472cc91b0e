import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { CommentPageDto, MyCommentDto } from '@/lib/validation/comments';
import type { PaginatedDto } from '@/lib/validation/common';
import type { CommentDto } from '@/lib/validation/posts';
import type { UserSummaryDto } from '@/lib/validation/user-summary';
import { useUserStore } from '@/stores/user-store';
import { commentKeys } from './keys';
import { cursorOf } from './paging';
import { refreshPostLists } from './posts-write';
import { apiCursorPages } from './reads';
import { del, post, put } from './request';

export type CommentPage = CommentPageDto;
export type CommentPages = InfiniteData<CommentPage, string | null>;

/** A post's threads, page by page; `initialPage` is the server-rendered first page. */
export function commentsOptions(postId: number, initialPage?: CommentPage) {
  return infiniteQueryOptions({
    queryKey: commentKeys.list(postId),
    ...apiCursorPages<CommentPageDto>('/v1/community/replies/', { post_id: postId }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => cursorOf(last.next),
    ...(initialPage ? { initialData: { pages: [initialPage], pageParams: [null] } } : {}),
  });
}

export function myCommentsOptions() {
  return infiniteQueryOptions({
    queryKey: commentKeys.mine(),
    ...apiCursorPages<PaginatedDto<MyCommentDto>>('/v1/community/reply/my/'),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => cursorOf(last.next),
  });
}

export const createComment = (input: { post_id: number; content: string; parent_id?: number }) =>
  post<CommentDto>('/v1/community/reply/', input);
export const updateComment = (id: number, content: string) => put<CommentDto>(`/v1/community/reply/${id}/`, { content });
export const deleteComment = (id: number) => del<null>(`/v1/community/reply/${id}/`);

// ── Cache edits ─────────────────────────────────────────────────────────────

/** Optimistic comments carry negative ids until the server answers. */
export const isPending = (comment: Pick<CommentDto, 'id'>) => comment.id < 0;

function mapPages(data: CommentPages, fn: (results: CommentDto[]) => CommentDto[], countDelta = 0): CommentPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, count: Math.max(0, page.count + countDelta), results: fn(page.results) })),
  };
}

function mapComment(results: CommentDto[], id: number, fn: (c: CommentDto) => CommentDto | null): CommentDto[] {
  const out: CommentDto[] = [];
  for (const thread of results) {
    if (thread.id === id) {
      const next = fn(thread);
      if (next) out.push(next);
      continue;
    }
    if (thread.replies.some((r) => r.id === id)) {
      const replies = thread.replies.flatMap((r) => (r.id === id ? (fn(r) ?? []) : [r]));
      const updated = { ...thread, replies, reply_count: replies.length };
      // A deleted comment stays only while it has replies.
      if (!(updated.is_deleted && replies.length === 0)) out.push(updated);
      continue;
    }
    out.push(thread);
  }
  return out;
}

function viewerSummary(): UserSummaryDto {
  const user = useUserStore.getState().user;
  return {
    id: user?.id ?? 0,
    uuid: user?.uuid ?? '',
    profile_image: user?.profile_image ?? null,
    profile: { name: user?.nickname ?? null },
    represent_badge: user?.represent_badge
      ? { badge: { title: user.represent_badge.badge.title, hex_code: user.represent_badge.badge.hex_code } }
      : null,
    is_withdrawn: false,
  };
}

let tempId = 0;

export type CreateVars = { content: string; /** The comment or reply being answered. */ answering?: CommentDto };

function optimisticComment(postId: number, { content, answering }: CreateVars): CommentDto {
  const now = new Date().toISOString();
  tempId -= 1;
  const threadId = answering ? (answering.parent_id ?? answering.id) : null;
  return {
    id: tempId,
    post_id: postId,
    parent_id: threadId,
    reply_to: answering?.parent_id ? { id: answering.id, author_name: answering.author.profile.name } : null,
    content: content.trim(),
    author: viewerSummary(),
    like_count: 0,
    is_author: true,
    is_deleted: false,
    created_at: now,
    updated_at: now,
    reply_count: 0,
    replies: [],
  };
}

function insert(data: CommentPages, comment: CommentDto): CommentPages {
  const lastIndex = data.pages.length - 1;
  return {
    ...data,
    pages: data.pages.map((page, i) => {
      let results = page.results;
      if (comment.parent_id === null) {
        if (i === lastIndex) results = [...results, comment];
      } else {
        results = results.map((t) =>
          t.id === comment.parent_id ? { ...t, replies: [...t.replies, comment], reply_count: t.reply_count + 1 } : t,
        );
      }
      return { ...page, count: page.count + 1, results };
    }),
  };
}

function replace(data: CommentPages, id: number, comment: CommentDto): CommentPages {
  return mapPages(data, (results) => mapComment(results, id, () => comment));
}

// Returned from onSettled, so a mutation stays pending until the list has been read again. A new
// or deleted comment also changes counts: post lists' reply counts, the member's comment count.
function settle(qc: QueryClient, postId: number, { counts = false } = {}) {
  if (counts) refreshPostLists(qc);
  return Promise.all([
    qc.invalidateQueries({ queryKey: commentKeys.list(postId) }),
    qc.invalidateQueries({ queryKey: commentKeys.mine() }),
  ]);
}

/** Writes a comment or reply; it shows at once and is rolled back if the server refuses it. */
export function useCreateCommentMutation(postId: number) {
  const qc = useQueryClient();
  const key = commentKeys.list(postId);
  return useMutation({
    mutationFn: ({ content, answering }: CreateVars) =>
      createComment({ post_id: postId, content, ...(answering ? { parent_id: answering.id } : {}) }),
    onMutate: async (vars) => {
      await qc.cancelQueries({ queryKey: key });
      const snapshot = qc.getQueryData<CommentPages>(key);
      const temp = optimisticComment(postId, vars);
      if (snapshot) qc.setQueryData<CommentPages>(key, insert(snapshot, temp));
      return { snapshot, tempId: temp.id };
    },
    onSuccess: (created, _vars, context) => {
      qc.setQueryData<CommentPages>(key, (data) => (data && context ? replace(data, context.tempId, created) : data));
    },
    onError: (_error, _vars, context) => {
      if (context?.snapshot) qc.setQueryData(key, context.snapshot);
    },
    onSettled: () => settle(qc, postId, { counts: true }),
  });
}

export function useUpdateCommentMutation(postId: number) {
  const qc = useQueryClient();
  const key = commentKeys.list(postId);
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => updateComment(id, content),
    onSuccess: (updated) => {
      qc.setQueryData<CommentPages>(key, (data) =>
        data
          ? mapPages(data, (results) =>
              mapComment(results, updated.id, (c) => ({ ...c, content: updated.content, updated_at: updated.updated_at })),
            )
          : data,
      );
    },
    onSettled: () => settle(qc, postId),
  });
}

export function useDeleteCommentMutation(postId: number) {
  const qc = useQueryClient();
  const key = commentKeys.list(postId);
  return useMutation({
    mutationFn: (comment: CommentDto) => deleteComment(comment.id),
    onSuccess: (_answer, comment) => {
      qc.setQueryData<CommentPages>(key, (data) =>
        data
          ? mapPages(
              data,
              (results) =>
                mapComment(results, comment.id, (c) =>
                  c.parent_id === null && c.replies.length > 0 ? { ...c, is_deleted: true, is_author: false, content: '' } : null,
                ),
              -1,
            )
          : data,
      );
    },
    onSettled: () => settle(qc, postId, { counts: true }),
  });
}
