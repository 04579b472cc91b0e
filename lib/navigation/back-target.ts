export const PREV_PATH_STORAGE_KEY = 'slime-prev-path';

export type BackTarget = '/community' | '/mission' | '/';

/** Where "back" lands when there is no history to go back to. */
export function getBackTarget(prevPath: string | null | undefined): BackTarget {
  if (!prevPath) return '/';
  if (matchesSection(prevPath, '/community')) return '/community';
  if (matchesSection(prevPath, '/mission')) return '/mission';
  return '/';
}

function matchesSection(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`) || path.startsWith(`${section}?`);
}

export function readPrevPath(): string | null {
  try {
    return window.sessionStorage.getItem(PREV_PATH_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed iframe)
  }
}

export function storePrevPath(path: string): void {
  try {
    window.sessionStorage.setItem(PREV_PATH_STORAGE_KEY, path);
  } catch {
    // storage blocked: the fallback then goes home
  }
}

/** The fallback target for the current session's stored previous path. */
export function backTarget(): BackTarget {
  return getBackTarget(readPrevPath());
}

export type BackRouter = { back: () => void; push: (href: string) => void };

export type GoBackOptions = {
  /** Runs first; when present nothing else happens. */
  customHandler?: () => void;
  /** Runs when there is no custom handler; when present no navigation happens. */
  handler?: () => void;
};

/**
 * The spec's back rule: custom handler, else supplied handler, else the previous page.
 * With no history to return to, the stored previous path picks /community, /mission or /.
 */
export function goBack(router: BackRouter, { customHandler, handler }: GoBackOptions = {}): void {
  if (customHandler) {
    customHandler();
    return;
  }
  if (handler) {
    handler();
    return;
  }
  const hasHistory = window.history.length > 1;
  if (hasHistory) {
    try {
      router.back();
      return;
    } catch {
      try {
        window.history.back();
        return;
      } catch {
        // fall through to the stored target
      }
    }
  }
  router.push(backTarget());
}
