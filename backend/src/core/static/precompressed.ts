import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** Encodings the build writes next to each text asset (libs/mf-config/src/precompress.mjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/** The best encoding the client accepts (q=0 refuses one), or undefined for identity. */
export function pickEncoding(acceptEncoding: string | undefined): (typeof ENCODINGS)[number] | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  return ENCODINGS.find((e) => (accepted.get(e.name) ?? accepted.get('*') ?? 0) > 0);
}

/** The precompressed sibling of `file` the client accepts, if the build wrote one. */
export function precompressedVariant(file: string, req: Request): { path: string; encoding: string } | undefined {
  if (!COMPRESSIBLE.test(file)) return undefined;
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding || !existsSync(file + encoding.suffix)) return undefined;
  return { path: file + encoding.suffix, encoding: encoding.name };
}

/** Marks a response as an encoded variant of `file`: type of the original, encoding, and Vary. */
export function setEncodedHeaders(res: Response, file: string, encoding: string): void {
  res.type(extname(file));
  res.setHeader('Content-Encoding', encoding);
  res.vary('Accept-Encoding');
}

/**
 * Before express.static: when the client accepts br/gzip and the build wrote that copy, rewrite the
 * request to it and set the original's Content-Type, so phones download a third of the bytes.
 */
export function servePrecompressed(root: string) {
  const base = normalize(root + sep);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A folder path is its index.html, as express.static would serve it.
    const path = req.path.endsWith('/') ? `${req.path}index.html` : req.path;
    let file: string;
    try {
      file = normalize(join(root, decodeURIComponent(path)));
    } catch {
      return next(); // malformed escape: express.static answers it
    }
    if (!file.startsWith(base)) return next();
    if (COMPRESSIBLE.test(file)) res.vary('Accept-Encoding');
    const variant = precompressedVariant(file, req);
    if (!variant) return next();
    setEncodedHeaders(res, file, variant.encoding);
    req.url = req.url.replace(/^[^?]*/, () => path + variant.path.slice(file.length));
    next();
  };
}
