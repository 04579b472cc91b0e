// Drafts of the write form, kept in this browser's local storage per mode (a new post, or the
// edit of one post) so that nothing typed is lost to a failed submit, a closed tab or a login.

import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useUserStore } from '@/stores/user-store';
import type { PostFormItem } from './item-field';

export type PostFormValues = {
  category_id: number | null;
  title: string;
  content: string;
  images: string[];
  video_urls: string[];
  /** Items attached to a trade post, with counts and prices (ignored outside the trade categories). */
  items: PostFormItem[];
  /** A saved look shown on a show-off post (sent only in the show-off categories). */
  look_uuid: string | null;
};

export type PostDraft = PostFormValues & {
  /** The member who wrote it, so another account on this device does not inherit it. */
  owner: number | null;
  saved_at: string;
};

const PREFIX = 'slime-post-draft';

export function draftKey(postId: number | null): string {
  return postId ? `${PREFIX}:edit:${postId}` : `${PREFIX}:new`;
}

export const EMPTY_VALUES: PostFormValues = {
  category_id: null,
  title: '',
  content: '',
  images: [],
  video_urls: [],
  items: [],
  look_uuid: null,
};

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
// Drafts saved before items had a count and a price read as one piece with no price.
function formItem(v: unknown): PostFormItem | null {
  const i = v as Partial<PostFormItem> | null;
  if (!i || typeof i.id !== 'number' || typeof i.name !== 'string' || typeof i.image !== 'string' || typeof i.item_rating !== 'string')
    return null;
  const count = typeof i.count === 'number' && i.count >= 1 ? Math.floor(i.count) : null;
  const price = typeof i.price === 'number' && i.price >= 1 ? Math.floor(i.price) : null;
  return { id: i.id, name: i.name, image: i.image, item_rating: i.item_rating, count, price };
}

export function readDraft(key: string): PostDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<PostDraft>;
    if (typeof d.title !== 'string' || typeof d.content !== 'string') return null;
    return {
      category_id: typeof d.category_id === 'number' ? d.category_id : null,
      title: d.title,
      content: d.content,
      images: isStringArray(d.images) ? d.images : [],
      video_urls: isStringArray(d.video_urls) ? d.video_urls : [],
      items: Array.isArray(d.items) ? d.items.flatMap((i) => formItem(i) ?? []).slice(0, 5) : [],
      look_uuid: typeof d.look_uuid === 'string' ? d.look_uuid : null,
      owner: typeof d.owner === 'number' ? d.owner : null,
      saved_at: typeof d.saved_at === 'string' ? d.saved_at : new Date(0).toISOString(),
    };
  } catch {
    return null; // storage blocked or a damaged entry
  }
}

export function writeDraft(key: string, values: PostFormValues, owner: number | null): void {
  try {
    const draft: PostDraft = { ...values, owner, saved_at: new Date().toISOString() };
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the form still works, only the safety net is gone
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

export function sameValues(a: PostFormValues, b: PostFormValues): boolean {
  return (
    a.category_id === b.category_id &&
    a.title === b.title &&
    a.content === b.content &&
    a.images.length === b.images.length &&
    a.images.every((url, i) => url === b.images[i]) &&
    a.video_urls.length === b.video_urls.length &&
    a.video_urls.every((url, i) => url === b.video_urls[i]) &&
    a.items.length === b.items.length &&
    a.items.every((item, i) => item.id === b.items[i]?.id && item.count === b.items[i]?.count && item.price === b.items[i]?.price)
  );
}

/**
 * The draft of one form: restored once, in the browser (the server cannot see local storage), unless
 * it is another member's or holds nothing new; then saved as the user types, where an untouched form
 * leaves none behind. Nothing is saved once `done` is set (the post went out).
 */
export function usePostDraft(
  { reset, subscribe }: Pick<UseFormReturn<PostFormValues>, 'reset' | 'subscribe'>,
  key: string,
  initial: PostFormValues,
  done: RefObject<boolean>,
): { restored: boolean; discard: () => void } {
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = readDraft(key);
    const me = useUserStore.getState().user?.id ?? null;
    if (!draft || (draft.owner !== null && me !== null && draft.owner !== me) || sameValues(draft, initial)) return;
    const { owner: _owner, saved_at: _savedAt, ...values } = draft;
    // The form's starting values stay the post's (or empty): the restored text counts as a change.
    reset(values, { keepDefaultValues: true });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft lives in local storage, which only the browser reads after hydration
    setRestored(true);
  }, [key, initial, reset]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (done.current) return;
          if (sameValues(values, initial)) clearDraft(key);
          else writeDraft(key, values, useUserStore.getState().user?.id ?? null);
        },
      }),
    [subscribe, key, initial, done],
  );

  const discard = useCallback(() => {
    clearDraft(key);
    reset(initial);
    setRestored(false);
  }, [key, initial, reset]);

  return { restored, discard };
}
