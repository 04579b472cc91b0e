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
