import { POST_TYPES, type PostTypeKey } from '@/lib/constants';

// The spec maps each post type to a content view. Types that read alike share a family and one
// component; contest and ranking have a detail view only (their list rows are plain rows).
export type PostViewFamily = 'default' | 'contest' | 'exhibited' | 'trade' | 'notice' | 'ranking';

const FAMILY: Record<PostTypeKey, PostViewFamily> = {
  default: 'default',
  community: 'default',
  general: 'default',
  contest: 'contest',
  exhibitedItem: 'exhibited',
  trade: 'trade',
  tradeNeed: 'trade',
  tradeSell: 'trade',
  tradeExchange: 'trade',
  notice: 'notice',
  ranking: 'ranking',
  specialRanking: 'ranking',
};

const KEY_BY_TYPE = new Map<number, PostTypeKey>(
  (Object.entries(POST_TYPES) as Array<[PostTypeKey, number]>).map(([key, id]) => [id, key]),
);

/** The spec's name of a post type id (unknown ids read as default). */
export function postTypeKey(postType: number): PostTypeKey {
  return KEY_BY_TYPE.get(postType) ?? 'default';
}

export function postViewFamily(postType: number): PostViewFamily {
  return FAMILY[postTypeKey(postType)];
}

/** Families whose posts have a list view of their own (a tag in the list row). */
export function hasListView(postType: number): boolean {
  const family = postViewFamily(postType);
  return family !== 'contest' && family !== 'ranking';
}

/** The tag a list row shows before the title: trade kinds and notices say what they are. */
export function listTagKey(postType: number): PostTypeKey | null {
  const key = postTypeKey(postType);
  return hasListView(postType) && (postViewFamily(postType) === 'trade' || key === 'notice') ? key : null;
}

export type TradeKind = 'sell' | 'need' | 'exchange' | 'sharing';

export function tradeKind(postType: number): TradeKind {
  switch (postTypeKey(postType)) {
    case 'tradeSell':
      return 'sell';
    case 'tradeNeed':
      return 'need';
    case 'tradeExchange':
      return 'exchange';
    default:
      return 'sharing';
  }
}
