import type { ProfilePictureSet, ProfilePictureSize } from '@fiji/contracts';

/**
 * Where a stored profile picture lives and is served. Each upload gets a random `version`, so a URL
 * never changes content (a cheap ETag revalidation) and a replaced picture is simply a new URL.
 */
export const PICTURE_FILE_RE = /^([a-f0-9]{32})-(\d+)\.webp$/;

/** One folder per player, so deleting an account removes its pictures with one call. */
export const pictureFolderKey = (playerId: string): string => `pictures/${playerId}`;

export const pictureStorageKey = (playerId: string, version: string, size: number): string =>
  `${pictureFolderKey(playerId)}/${version}-${size}.webp`;

export const pictureUrl = (playerId: string, version: string, size: number): string =>
  `/api/players/${playerId}/pictures/${version}-${size}.webp`;

const OWN_URL_RE = /^\/api\/players\/([0-9a-f-]{36})\/pictures\/([a-f0-9]{32})-\d+\.webp$/;

/** The player id and version of one of our picture URLs, or null for any other URL. */
export function parsePictureUrl(url: string): { playerId: string; version: string } | null {
  const m = OWN_URL_RE.exec(url);
  return m ? { playerId: m[1]!, version: m[2]! } : null;
}

/** Every size of the picture whose main URL is given; a foreign URL (seed, import) stands for all sizes. */
export function pictureSetFromMainUrl(url: string, sizes: readonly ProfilePictureSize[]): ProfilePictureSet {
  const own = parsePictureUrl(url);
  const entries = sizes.map((s) => [String(s), own ? pictureUrl(own.playerId, own.version, s) : url] as const);
  return {
    sizes: Object.fromEntries(entries) as ProfilePictureSet['sizes'],
    srcset: own ? entries.map(([s, u]) => `${u} ${s}w`).join(', ') : url,
  };
}
