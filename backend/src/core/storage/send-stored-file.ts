import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@fiji/contracts';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { formatContentRange, parseRange, type ByteRange } from './http-range';
import type { FileStore, StoredFileInfo } from './file-store';

export interface SendFileOptions {
  contentType: string;
  cacheControl: string;
  /** Default 'inline'; a download names its file (`attachment; filename="…"`). */
  disposition?: string;
}

/** Strong validator of a stored file: changes whenever its size or modification time does. */
export const etagOf = (key: string, info: StoredFileInfo): string =>
  `"${createHash('sha1').update(`${key}:${info.size}:${info.modifiedAt.getTime()}`).digest('base64url').slice(0, 27)}"`;

/** If-None-Match (a list, or *) matches this ETag; weak comparison as RFC 9110 asks for GET. */
function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => bare(t) === bare(etag));
}

const toSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Sends a stored file with HTTP caching and ranges: ETag + Last-Modified (304 on a matching
 * If-None-Match / If-Modified-Since), Accept-Ranges, one byte range (206 + Content-Range) or 416,
 * If-Range, HEAD without a body. Streams from the store (disk or bucket). Returns false when the file does not exist
 * (the caller answers 404, like any other missing resource).
 */
export async function sendStoredFile(
  storage: FileStore,
  key: string,
  req: Request,
  res: Response,
  options: SendFileOptions,
): Promise<boolean> {
  const info = await storage.stat(key);
  if (!info) return false;
  const etag = etagOf(key, info);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', info.modifiedAt.toUTCString());
  res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('Vary', 'Cookie');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', options.contentType);
  res.setHeader('Content-Disposition', options.disposition ?? 'inline');
  res.setHeader('X-Content-Type-Options', 'nosniff');

  const inm = req.headers['if-none-match'];
  const ims = req.headers['if-modified-since'];
  const notModified = inm ? noneMatch(inm, etag) : !!ims && toSeconds(info.modifiedAt) <= toSeconds(new Date(ims));
  if (notModified) {
    res.status(304).end();
    return true;
  }

  // If-Range: send the range only if the client's copy is still this one; otherwise the whole file.
  const ifRange = req.get('if-range');
  const rangeValid =
    !ifRange ||
    (ifRange.startsWith('"') || ifRange.startsWith('W/') ? ifRange === etag : toSeconds(new Date(ifRange)) === toSeconds(info.modifiedAt));
  const range = rangeValid ? parseRange(req.headers.range, info.size) : null;
  if (range === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${info.size}`);
    res.json({ statusCode: 416, code: ERROR_CODES.BAD_REQUEST, message: 'Range Not Satisfiable' });
    return true;
  }
  let slice: ByteRange | undefined;
  if (range) {
    slice = range;
    res.status(206).setHeader('Content-Range', formatContentRange(range, info.size));
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.status(200).setHeader('Content-Length', String(info.size));
  }
  if (req.method === 'HEAD' || (slice === undefined && info.size === 0)) {
    res.end();
    return true;
  }
  try {
    await pipeline(await storage.read(key, slice), res);
  } catch (e) {
    // A viewer closing the player mid-video is normal; anything else surfaces as a broken response.
    if ((e as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') res.destroy(e as Error);
  }
  return true;
}
