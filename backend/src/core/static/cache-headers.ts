import { basename } from 'node:path';
import type { Response } from 'express';

/** A bundler content hash in a file name: main.3f9a1c2b7d4e.js, remoteEntry.9ab3…js, 123.abcdef12.css */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Caching rule for built front-end files: entry points that name other files
 * (index.html, mf-manifest.json, other .json) are revalidated every time; content-hashed files
 * never change under their name, so browsers keep them for a year.
 */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath).replace(/\.(br|gz)$/, ''); // a precompressed copy caches like its original
  if (name.endsWith('.html') || name.endsWith('.json')) return 'no-cache';
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function setStaticHeaders(res: Response, filePath: string, crossOrigin: boolean): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  if (crossOrigin) {
    // Remote files are fetched (manifest) and loaded as scripts by a shell on another origin.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  }
}
