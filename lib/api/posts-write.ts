import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StoredImageDto } from '@/lib/validation/uploads';
import type { PostDetailDto, PostEditSourceDto, postWriteSchema, ReactionResultDto } from '@/lib/validation/posts';
import { peopleKeys, postEditKeys, postKeys, reactionKeys, searchKeys } from './keys';
import type { MutationCallbacks } from './mutation';
import { del, get, post, postMultipart, put } from './request';
import { loadReactions } from './personal';

// Browser calls of the write side of the board: posts, reactions and post images.

export type ReactionKind = 'like' | 'recommend';
export type ReactionResult = ReactionResultDto;
export type PostWriteBody = z.input<typeof postWriteSchema>;
export type StoredImage = StoredImageDto;

export function createPost(body: PostWriteBody): Promise<PostDetailDto> {
  return post<PostDetailDto>('/v1/community/', body);
}

export function updatePost(id: number, body: PostWriteBody): Promise<PostDetailDto> {
  return put<PostDetailDto>(`/v1/community/${id}/`, body);
}

export function deletePost(id: number): Promise<null> {
  return del<null>(`/v1/community/${id}/`);
}

/** One's own post as stored, to prefill the edit form (GET /v1/community/{id}/edit/; 404 for anyone else's). */
export type PostEditSource = PostEditSourceDto;

// Loaded afresh each time the form opens and never refetched under it: the form keeps what it
// was filled with, and nothing of it stays in the cache once the form is gone.
export function postEditSourceOptions(id: number) {
  return queryOptions({
    queryKey: postEditKeys.source(id),
    queryFn: ({ signal }) => get<PostEditSourceDto>(`/v1/community/${id}/edit/`, undefined, { signal }),
    staleTime: Infinity,
    gcTime: 0,
  });
}

// The viewer's own reactions: pages are rendered on the server without knowing the viewer.
export function reactionOptions(id: number) {
  return queryOptions({
    queryKey: reactionKeys.post(id),
    queryFn: () => loadReactions(id),
    staleTime: 0,
  });
}

export function toggleReaction(id: number, kind: ReactionKind): Promise<ReactionResult> {
  return post<ReactionResultDto>(`/v1/community/${id}/like/`, { kind });
}

export function uploadPostImage(file: Blob, filename?: string): Promise<StoredImage> {
  const form = new FormData();
  form.append('image', file, filename ?? (file instanceof File ? file.name : 'image'));
  return postMultipart<StoredImageDto>('/v1/community/post-image/', form);
}

// ── Mutations ───────────────────────────────────────────────────────────────

// Everything cached in this tab that lists or counts posts must show the change: the board lists
// (and the write button's newest post), post searches, and members' post tabs and profile counts
// (an administrator may delete someone else's post). What is on screen is read again at once, the
// rest when it is next shown. Server-rendered pages are the screen's part (router.refresh).
export function refreshPostLists(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: postKeys.all });
  void qc.invalidateQueries({ queryKey: searchKeys.postSearches() });
  void qc.invalidateQueries({ queryKey: peopleKeys.postLists() });
  void qc.invalidateQueries({ queryKey: peopleKeys.profiles() });
}

/** Writes a new post, or changes post `id`. */
export function useSavePostMutation(id: number | null, options: MutationCallbacks<PostDetailDto, PostWriteBody> = {}) {
  const qc = useQueryClient();
  return useMutation({
    // Writing twice because a retry raced a slow answer would post twice.
    retry: false,
    ...options,
    mutationFn: (body) => (id !== null ? updatePost(id, body) : createPost(body)),
    onSuccess: (...args) => {
      refreshPostLists(qc);
      return options.onSuccess?.(...args);
    },
  });
}

export function useDeletePostMutation(id: number, options: MutationCallbacks<null> = {}) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: () => deletePost(id),
    onSuccess: (...args) => {
      refreshPostLists(qc);
      return options.onSuccess?.(...args);
    },
  });
}

/** Flips the viewer's like or recommendation of post `id`; the answer becomes the cached reactions. */
export function useToggleReactionMutation<TOnMutate = unknown>(
  id: number,
  options: MutationCallbacks<ReactionResult, ReactionKind, TOnMutate> = {},
) {
  const qc = useQueryClient();
  return useMutation({
    // A toggle must not be replayed: a retry after a lost answer would flip it back.
    retry: false,
    ...options,
    mutationFn: (kind) => toggleReaction(id, kind),
    onSuccess: (...args) => {
      qc.setQueryData(reactionKeys.post(id), args[0]);
      return options.onSuccess?.(...args);
    },
  });
}
