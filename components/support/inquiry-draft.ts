import type { InquiryCategory } from '@/lib/validation/support';

// What a member has typed into the inquiry form, kept in localStorage so that a failed submit,
// a reload or a trip to the guide book loses nothing.
export type InquiryDraft = {
  category: InquiryCategory | '';
  title: string;
  content: string;
  images: string[];
};

export const EMPTY_DRAFT: InquiryDraft = { category: '', title: '', content: '', images: [] };
const PREFIX = 'slime-inquiry-draft';

/** One draft per member and per target (a new inquiry, or a follow-up of one inquiry). */
export function draftKey(member: number | string, followUpOf: number | null): string {
  return `${PREFIX}:${member}:${followUpOf ?? 'new'}`;
}

export function isEmptyDraft(draft: InquiryDraft): boolean {
  return !draft.category && !draft.title.trim() && !draft.content.trim() && draft.images.length === 0;
}

export function loadDraft(key: string, storage: Storage | undefined = globalThis.localStorage): InquiryDraft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<InquiryDraft>;
    const draft: InquiryDraft = {
      category: typeof value.category === 'string' ? (value.category as InquiryDraft['category']) : '',
      title: typeof value.title === 'string' ? value.title : '',
      content: typeof value.content === 'string' ? value.content : '',
      images: Array.isArray(value.images) ? value.images.filter((u): u is string => typeof u === 'string') : [],
    };
    return isEmptyDraft(draft) ? null : draft;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: InquiryDraft, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (isEmptyDraft(draft)) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without a draft.
  }
}

export function clearDraft(key: string, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(key);
  } catch {
    // ignore
  }
}
