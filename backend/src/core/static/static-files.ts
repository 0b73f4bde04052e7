import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { REMOTES } from '../config/app-config';
import { setStaticHeaders } from './cache-headers';
import { precompressedVariant, servePrecompressed, setEncodedHeaders } from './precompressed';

const staticOptions = (crossOrigin: boolean) => ({
  index: ['index.html'],
  redirect: false,
  cacheControl: false,
  fallthrough: true,
  setHeaders: (res: Response, path: string) => setStaticHeaders(res, path, crossOrigin),
});

/**
 * The built front ends on the gateway: shell/dist at /, each remote's dist at /remotes/<folder>/,
 * and the shell's index.html for client-side routes. A missing file falls through to the API's
 * JSON 404 — a missing .js is never answered with index.html.
 */
export function mountStaticFiles(app: Express, staticRoot: string): void {
  for (const remote of REMOTES) {
    const dist = join(staticRoot, remote.folder, 'dist');
    app.use(`/remotes/${remote.folder}`, servePrecompressed(dist), express.static(dist, staticOptions(true)));
  }
  const shellDist = join(staticRoot, 'shell', 'dist');
  const shellFiles = [servePrecompressed(shellDist), express.static(shellDist, staticOptions(false))];
  // API calls skip the shell's files: otherwise every /api request pays a file-system lookup first.
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : runAll(shellFiles, req, res, next)));
  app.use(spaFallback(join(shellDist, 'index.html')));
}

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * Whether a path names a file (".js", ".png", ".webmanifest"): a short extension. A route parameter
 * with a dot in it, such as a guardian link's signed token (body.signature), is a page.
 */
export const looksLikeFile = (path: string): boolean => /^\.[a-z0-9]{1,12}$/i.test(extname(path));

/** Runs express middlewares in order, as app.use would. */
function runAll(handlers: Array<(req: Request, res: Response, next: NextFunction) => void>, req: Request, res: Response, next: NextFunction): void {
  const step = (i: number, err?: unknown): void => {
    if (err !== undefined && err !== null && err !== 'route') return next(err);
    if (i >= handlers.length) return next();
    handlers[i]!(req, res, (e?: unknown) => step(i + 1, e));
  };
  step(0);
}

/** GET of a path that names no file (see looksLikeFile), outside /api and /remotes: the shell's index.html. */
export function spaFallback(indexFile: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path;
    if (isApiPath(path) || path === '/remotes' || path.startsWith('/remotes/')) return next();
    if (looksLikeFile(path)) return next();
    if (!existsSync(indexFile)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const variant = precompressedVariant(indexFile, req);
    res.vary('Accept-Encoding');
    if (variant) setEncodedHeaders(res, indexFile, variant.encoding);
    res.sendFile(variant?.path ?? indexFile, (err) => {
      if (err && !res.headersSent) next();
    });
  };
}
