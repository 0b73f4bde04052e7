/**
 * A remote redeployed under an open page leaves it asking for chunk files that no longer exist
 * (ChunkLoadError). Reloading picks up the new manifest; we do it once, so a chunk that is really
 * missing shows the fallback instead of a reload loop.
 */
const KEY = 'fiji:chunk-reload-at';
const WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w/.-]+ failed/i.test(error.message);
}

/** Reloads the page if it was not already reloaded for this reason a moment ago; true if it did. */
export function reloadOnceForChunkError(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < WINDOW_MS) return false;
    window.sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return false; // no storage: never risk a loop
  }
  window.location.reload();
  return true;
}
