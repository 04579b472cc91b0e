import type { MemberActivityKind } from '@/lib/validation/admin/members';
import type { TradeListQuery } from '@/lib/validation/trades';
import type { PostSearchParams } from './search';

// Query-key factories, one per resource, so invalidation can target a whole
// resource (`noticeKeys.all`) or one entry (`noticeKeys.list(page)`).
export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  list: (page: number) => [...noticeKeys.lists(), page] as const,
};

export const meKeys = {
  all: ['me'] as const,
};

export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  nickname: (nickname: string) => [...accountKeys.all, 'nickname', nickname] as const,
};

export const outboxKeys = {
  all: ['dev-outbox'] as const,
};

export const commentKeys = {
  all: ['comments'] as const,
  lists: () => [...commentKeys.all, 'list'] as const,
  list: (postId: number) => [...commentKeys.lists(), postId] as const,
  mine: () => [...commentKeys.all, 'mine'] as const,
};

export const itemKeys = {
  all: ['items'] as const,
  names: (name: string) => [...itemKeys.all, 'names', name] as const,
  details: () => [...itemKeys.all, 'detail'] as const,
  // The detail carries the reader's own wish entries, so it is kept per reader.
  detail: (ref: number | string, readerId: number | null) => [...itemKeys.details(), String(ref), readerId] as const,
};

// Item prices: history and ladder per item; alerts are one member's, so their key carries the reader.
export const priceKeys = {
  all: ['prices'] as const,
  histories: () => [...priceKeys.all, 'history'] as const,
  history: (itemId: number) => [...priceKeys.histories(), itemId] as const,
  ladders: () => [...priceKeys.all, 'ladder'] as const,
  ladder: (itemId: number) => [...priceKeys.ladders(), itemId] as const,
  alertLists: () => [...priceKeys.all, 'alerts'] as const,
  alerts: (readerId: number | null) => [...priceKeys.alertLists(), readerId] as const,
};

export const wishlistKeys = {
  all: ['wishlist'] as const,
  owner: (userUuid: string) => [...wishlistKeys.all, 'list', userUuid] as const,
  lists: (userUuid: string, wishType: 'buy' | 'sell') => [...wishlistKeys.owner(userUuid), wishType] as const,
  list: (userUuid: string, wishType: 'buy' | 'sell', filters: Record<string, string | number | undefined>) =>
    [...wishlistKeys.lists(userUuid, wishType), filters] as const,
  users: (itemId: number, wishType: 'buy' | 'sell') => [...wishlistKeys.all, 'users', itemId, wishType] as const,
};

// People: profiles, their tabs, friends, blocks, badges, notifications.
export const peopleKeys = {
  all: ['people'] as const,
  profiles: () => [...peopleKeys.all, 'profile'] as const,
  profile: (uuid: string) => [...peopleKeys.profiles(), uuid] as const,
  postLists: () => [...peopleKeys.all, 'posts'] as const,
  posts: (uuid: string) => [...peopleKeys.postLists(), uuid] as const,
  myBadges: () => [...peopleKeys.all, 'my-badges'] as const,
  catalogue: () => [...peopleKeys.all, 'catalogue'] as const,
  friends: () => [...peopleKeys.all, 'friends'] as const,
  requests: () => [...peopleKeys.all, 'friend-requests'] as const,
  blocks: () => [...peopleKeys.all, 'blocks'] as const,
  hiddenAuthors: () => [...peopleKeys.all, 'hidden-authors'] as const,
  notifications: () => [...peopleKeys.all, 'notifications'] as const,
  unread: () => [...peopleKeys.all, 'notifications', 'unread'] as const,
};

// Community posts (the read side): lists by their parameters.
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (params: Record<string, string | number | undefined>) => [...postKeys.lists(), params] as const,
};

// Community search (posts by their parameters, items by keyword).
export const searchKeys = {
  all: ['search'] as const,
  postSearches: () => [...searchKeys.all, 'posts'] as const,
  posts: (params: PostSearchParams) => [...searchKeys.postSearches(), params] as const,
  itemSearches: () => [...searchKeys.all, 'items'] as const,
  items: (keyword: string) => [...searchKeys.itemSearches(), keyword] as const,
};

// One's own post as stored, for the edit form.
export const postEditKeys = {
  all: ['post-edit-source'] as const,
  source: (id: number) => [...postEditKeys.all, id] as const,
};

// The viewer's own reactions to a post.
export const reactionKeys = {
  all: ['post-reactions'] as const,
  post: (id: number) => [...reactionKeys.all, id] as const,
};

// Keys carry the signed-in user's id, so one member's cached inquiries never show for another.
export const inquiryKeys = {
  all: ['inquiries'] as const,
  user: (userId: number | string) => [...inquiryKeys.all, userId] as const,
  list: (userId: number | string) => [...inquiryKeys.user(userId), 'list'] as const,
  detail: (userId: number | string, id: number) => [...inquiryKeys.user(userId), 'detail', id] as const,
};

// The administration screens: every admin query nests under `adminKeys.all`.
export type Filters = Record<string, string | number | undefined>;

export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  reportQueue: (f: Filters) => [...adminKeys.reports(), 'queue', f] as const,
  takedowns: () => [...adminKeys.all, 'takedowns'] as const,
  takedownList: (f: Filters) => [...adminKeys.takedowns(), 'list', f] as const,
  members: () => [...adminKeys.all, 'members'] as const,
  memberSearch: (f: Filters) => [...adminKeys.members(), 'search', f] as const,
  member: (id: number) => [...adminKeys.members(), 'detail', id] as const,
  memberActivity: (id: number, kind: MemberActivityKind, page: number) => [...adminKeys.members(), 'activity', id, kind, page] as const,
  posts: (f: Filters) => [...adminKeys.all, 'posts', f] as const,
  postTranslations: (id: number) => [...adminKeys.all, 'post-translations', id] as const,
  boards: () => [...adminKeys.all, 'boards'] as const,
  notices: () => [...adminKeys.all, 'notices'] as const,
  noticeList: (f: Filters) => [...adminKeys.notices(), 'list', f] as const,
  notice: (id: number) => [...adminKeys.notices(), 'detail', id] as const,
  guides: () => [...adminKeys.all, 'guides'] as const,
  guideList: (f: Filters) => [...adminKeys.guides(), 'list', f] as const,
  guide: (id: number) => [...adminKeys.guides(), 'detail', id] as const,
  probability: () => [...adminKeys.all, 'probability'] as const,
  probabilityList: (f: Filters) => [...adminKeys.probability(), 'list', f] as const,
  probabilityTable: (id: number) => [...adminKeys.probability(), 'detail', id] as const,
  items: () => [...adminKeys.all, 'items'] as const,
  itemList: (f: Filters) => [...adminKeys.items(), 'list', f] as const,
  item: (id: number) => [...adminKeys.items(), 'detail', id] as const,
  banners: () => [...adminKeys.all, 'banners'] as const,
  inquiries: () => [...adminKeys.all, 'inquiries'] as const,
  inquiryList: (f: Filters) => [...adminKeys.inquiries(), 'list', f] as const,
  inquiry: (id: number) => [...adminKeys.inquiries(), 'detail', id] as const,
  audit: (f: Filters) => [...adminKeys.all, 'audit', f] as const,
  auditActions: () => [...adminKeys.all, 'audit-actions'] as const,
  auditChain: () => [...adminKeys.all, 'audit-chain'] as const,
};

// Trades between members. Keys carry the signed-in member's id: one member's trades never show for another in the same browser.
export type TradeBox = TradeListQuery['box'];

export const tradeKeys = {
  all: ['trades'] as const,
  viewer: (viewerId: number | null) => [...tradeKeys.all, 'viewer', viewerId] as const,
  lists: (viewerId: number | null) => [...tradeKeys.viewer(viewerId), 'list'] as const,
  list: (viewerId: number | null, box: TradeBox) => [...tradeKeys.lists(viewerId), box] as const,
  detail: (viewerId: number | null, id: number) => [...tradeKeys.viewer(viewerId), 'detail', id] as const,
  guard: (viewerId: number | null, withUuid: string, itemIds: readonly number[]) =>
    [...tradeKeys.viewer(viewerId), 'guard', withUuid, itemIds.join(',')] as const,
  reputations: () => [...tradeKeys.all, 'reputation'] as const,
  reputation: (uuid: string) => [...tradeKeys.reputations(), uuid] as const,
};

// The operators' trade queue nests under adminKeys.all, so every admin write refreshes it (useAdminMutation).
export const adminTradeKeys = {
  all: () => [...adminKeys.all, 'trades'] as const,
  list: (f: Filters) => [...adminTradeKeys.all(), 'list', f] as const,
  detail: (id: number) => [...adminTradeKeys.all(), 'detail', id] as const,
};

// The probability lists, by the URL each is read from.
export const probabilityKeys = {
  all: ['probability'] as const,
  lists: () => [...probabilityKeys.all, 'list'] as const,
  list: (url: string) => [...probabilityKeys.lists(), url] as const,
};

export const roomKeys = {
  all: ['room'] as const,
  looks: () => [...roomKeys.all, 'looks'] as const,
  catalogue: () => [...roomKeys.all, 'catalogue'] as const,
};
