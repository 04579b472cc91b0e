import { queryOptions } from '@tanstack/react-query';
import { ITEM_SEARCH_KEYWORD_MIN } from '@/lib/constants';
import type { ItemDetailDto, ItemDto } from '@/lib/validation/items';
import { itemKeys } from './keys';
import { apiRead } from './reads';
import { get } from './request';

export type { ItemDetailDto, ItemDto } from '@/lib/validation/items';

// The spec's "Missing item id or uuid: an error is thrown (item id required / item uuid required)".
// `key` is the message key under shared.itemDetail.errors.
export class ItemRefError extends Error {
  override readonly name = 'ItemRefError';
  constructor(readonly key: 'itemIdRequired' | 'itemUuidRequired') {
    super(key === 'itemIdRequired' ? 'Item id is required' : 'Item uuid is required');
  }
}

export type ItemRef = { id?: number | null; uuid?: string | null };

export function requireItemId(ref: ItemRef): number {
  if (typeof ref.id !== 'number' || !Number.isInteger(ref.id) || ref.id <= 0) throw new ItemRefError('itemIdRequired');
  return ref.id;
}

export function requireItemUuid(ref: ItemRef): string {
  if (!ref.uuid) throw new ItemRefError('itemUuidRequired');
  return ref.uuid;
}

/** The id, else the uuid; throws item id required when neither is given. */
export function requireItemRef(ref: ItemRef): number | string {
  if (typeof ref.id === 'number' && ref.id > 0) return ref.id;
  if (ref.uuid) return ref.uuid;
  throw new ItemRefError('itemIdRequired');
}

/** Name autocomplete; runs from one character (the caller debounces by SEARCH_DEBOUNCE_MS). */
export function itemNameSearchOptions(name: string) {
  const trimmed = name.trim();
  return queryOptions({
    queryKey: itemKeys.names(trimmed),
    ...apiRead<ItemDto[]>('/v1/item/search-name/', { name: trimmed }),
    enabled: trimmed.length >= ITEM_SEARCH_KEYWORD_MIN,
  });
}

export function itemDetailOptions(ref: ItemRef, readerId: number | null) {
  const key = ref.id ?? ref.uuid ?? '';
  return queryOptions({
    queryKey: itemKeys.detail(key, readerId),
    queryFn: ({ signal }) => get<ItemDetailDto>(`/v1/item/${encodeURIComponent(String(requireItemRef(ref)))}/`, undefined, { signal }),
    enabled: Boolean(ref.id || ref.uuid),
    // Other members move the counts and the reader's own writes may come from another screen (the
    // wish list): a detail opened shows what it holds and reads the item again.
    refetchOnMount: 'always',
  });
}
