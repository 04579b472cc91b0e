import { USER_STORAGE_KEY } from '@/stores/user-store';

/** Where the browser keeps the ids of the authors its member does not see, for the next page's first paint. */
export const HIDDEN_AUTHORS_STORAGE_KEY = 'slime-hidden-authors';
export const HIDDEN_AUTHORS_STYLE_ID = 'slime-hidden-authors';

/** The CSS that hides the posts and comments (and the list items holding them) of these authors. */
export function hiddenAuthorsCss(ids: readonly number[]): string {
  const safe = ids.filter((id) => Number.isSafeInteger(id) && id > 0);
  if (safe.length === 0) return '';
  const selectors = safe.flatMap((id) => [`[data-author="${id}"]`, `li:has(> [data-author="${id}"])`]);
  return `${selectors.join(',')}{display:none!important}`;
}

// Runs in <body> before anything is painted (the layout inlines it with the page's nonce). Shared
// pages are the guests' HTML: this marks the document as a member's, so what only guests see
// (`.guest-only`) is never painted, and hides the authors the member's blocks hide, as the last
// personal layer listed them. It is sent with hiddenAuthorsCss's own source as `css`, so the
// selectors are written once; `+id` turns anything but a number into NaN, which css drops.
function prePaint(userKey: string, hiddenKey: string, styleId: string, css: typeof hiddenAuthorsCss) {
  try {
    const user = JSON.parse(localStorage.getItem(userKey) || 'null') as { state?: { userToken?: string } } | null;
    if (!user?.state?.userToken) return;
    document.documentElement.setAttribute('data-member', '');
    const text = css((JSON.parse(localStorage.getItem(hiddenKey) || '[]') as unknown[]).map((id) => +String(id)));
    if (!text) return;
    const style = document.createElement('style');
    style.id = styleId;
    style.textContent = text;
    document.head.appendChild(style);
  } catch {
    // Storage off or unreadable: the personal layer applies the same once it loads.
  }
}

export const PRE_PAINT_SCRIPT = `(${prePaint.toString()})(${[USER_STORAGE_KEY, HIDDEN_AUTHORS_STORAGE_KEY, HIDDEN_AUTHORS_STYLE_ID]
  .map((v) => JSON.stringify(v))
  .join(',')},${hiddenAuthorsCss.toString()})`;
