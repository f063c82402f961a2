/**
 * A failed chunk load (a deploy replaced the files) reloads the page once, at most once per 60 seconds
 * (spec section 2 and 9); a second failure inside that window shows the error page instead of looping.
 */
export const RELOAD_GUARD_MS = 60_000;
const KEY = "elevhalsa.chunkReloadAt";

export function reloadOnceForChunkError(
  now: number = Date.now(),
  reload: () => void = () => location.reload(),
) {
  let last: number;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0);
  } catch {
    last = 0;
  }
  if (now - last < RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without storage the guard cannot hold; reload anyway, the next failure shows the error page.
  }
  reload();
  return true;
}

/** Wraps a route module import: a failed load reloads once; otherwise the error reaches the error page. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (reloadOnceForChunkError()) return new Promise<T>(() => {});
      throw error;
    }
  };
}

/** Vite's own signal for a failed preload of a dependency chunk. */
export function listenForPreloadErrors(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
