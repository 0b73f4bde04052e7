/**
 * A screen's opening call started by the shell as soon as its path is navigated to (AreaDefinition.routeData
 * in @fiji/contracts), so on a slow link the data travels while the area's code loads instead of after it
 * (docs/performance.md). The screen takes the answer once; one not taken within a few seconds is dropped,
 * so a later visit never shows old data. A failed or refused prefetch gives nothing: the screen then asks
 * itself, through the api client and its 401 rule.
 */
const KEEP_MS = 10_000;
const pending = new Map<string, { at: number; body: Promise<unknown> }>();

function forgetOld(now: number): void {
  for (const [url, entry] of pending) if (now - entry.at > KEEP_MS) pending.delete(url);
}

/** Starts GET `url` (same origin, with the session cookie) unless it is already under way. */
export function prefetchJson(url: string): void {
  const now = Date.now();
  forgetOld(now);
  if (pending.has(url)) return;
  // The body is read at once: an answer left unread keeps its connection busy.
  const body = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  pending.set(url, { at: now, body });
}

/** The prefetched answer of GET `url`, once; undefined when there is none (or it failed). */
export async function takePrefetched<T>(url: string): Promise<T | undefined> {
  forgetOld(Date.now());
  const entry = pending.get(url);
  if (!entry) return undefined;
  pending.delete(url);
  return (await entry.body) as T | undefined;
}
