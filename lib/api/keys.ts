// Query-key factories, one per resource, so invalidation can target a whole
// resource (`noticeKeys.all`) or one entry (`noticeKeys.detail(id)`).
export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  list: (page: number) => [...noticeKeys.lists(), page] as const,
  details: () => [...noticeKeys.all, 'detail'] as const,
  detail: (id: number) => [...noticeKeys.details(), id] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
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
  search: (filter: Record<string, string | number | undefined>) => [...itemKeys.all, 'search', filter] as const,
  names: (name: string) => [...itemKeys.all, 'names', name] as const,
  details: () => [...itemKeys.all, 'detail'] as const,
  // The detail carries the reader's own wish entries, so it is kept per reader.
  detail: (ref: number | string, readerId: number | null) => [...itemKeys.details(), String(ref), readerId] as const,
};

export const wishlistKeys = {
  all: ['wishlist'] as const,
  owner: (userUuid: string) => [...wishlistKeys.all, 'list', userUuid] as const,
  lists: (userUuid: string, wishType: 'buy' | 'sell') => [...wishlistKeys.owner(userUuid), wishType] as const,
  list: (userUuid: string, wishType: 'buy' | 'sell', filters: Record<string, string | number | undefined>) =>
    [...wishlistKeys.lists(userUuid, wishType), filters] as const,
  users: (itemId: number, wishType: 'buy' | 'sell') => [...wishlistKeys.all, 'users', itemId, wishType] as const,
};

// People (issue 5): profiles, their tabs, friends, blocks, badges, notifications.
export const peopleKeys = {
  all: ['people'] as const,
  profiles: () => [...peopleKeys.all, 'profile'] as const,
  profile: (uuid: string) => [...peopleKeys.profiles(), uuid] as const,
  posts: (uuid: string) => [...peopleKeys.all, 'posts', uuid] as const,
  comments: (uuid: string) => [...peopleKeys.all, 'comments', uuid] as const,
  badges: (uuid: string) => [...peopleKeys.all, 'badges', uuid] as const,
  myBadges: () => [...peopleKeys.all, 'my-badges'] as const,
  catalogue: () => [...peopleKeys.all, 'catalogue'] as const,
  friends: () => [...peopleKeys.all, 'friends'] as const,
  requests: () => [...peopleKeys.all, 'friend-requests'] as const,
  blocks: () => [...peopleKeys.all, 'blocks'] as const,
  notifications: () => [...peopleKeys.all, 'notifications'] as const,
  unread: () => [...peopleKeys.all, 'notifications', 'unread'] as const,
};

// Community posts (4a, the read side): lists by their parameters, one post, the main page.
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (params: Record<string, string | number | undefined>) => [...postKeys.lists(), params] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (id: number) => [...postKeys.details(), id] as const,
  main: () => [...postKeys.all, 'main'] as const,
  ranking: (type: string) => [...postKeys.all, 'ranking', type] as const,
};
