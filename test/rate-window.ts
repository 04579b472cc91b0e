/**
 * The abuse limits count in fixed windows (lib/server/rate-limit.ts): a burst that straddles a
 * window's edge is counted in two windows and is not refused. A test of a limit calls this first;
 * it waits for the next window when less than a quarter of the window (at most 15 s) is left.
 */
export async function clearOfWindowEdge(windowSeconds: number): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < Math.min(windowMs / 4, 15_000)) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
