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
