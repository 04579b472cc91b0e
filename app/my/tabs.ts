// The personal page's tabs by `?tab=` index: the spec's my posts (0) and my replies (1), then friends and blocked members.
export const MY_TABS = ['posts', 'replies', 'friends', 'blocked'] as const;
export type MyTab = (typeof MY_TABS)[number];
