import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { areaOfRemote, prefixOwns } from '@fiji/contracts';
import { ADMIN_REMOTE, REMOTES, type AppConfig } from '../config/app-config';
import { adminOrigin, originOnPort } from '../http/security';
import { setStaticHeaders } from './cache-headers';
import { servePrecompressed } from './precompressed';
import { looksLikeFile } from './static-files';

/**
 * The admin console's own origin (ADMIN_PORT, docs/admin.md "Two-factor sign-in and the console's origin").
 * That listener is the console's home: the console pages, what signing in and setting up two-factor
 * sign-in need, the built files and the whole API, all answered by the same gateway as the main site.
 * Every other page redirects to the main site, and the main site sends /admin and below here.
 */

/** Marks a request that arrived on the admin listener (the gateway's /admin redirect skips it). */
const ON_ADMIN_ORIGIN = Symbol('fiji.adminOrigin');

/** Page paths (besides /admin and below) the console needs on its origin: signing in and Profile Settings' "Setup 2FA". */
const CONSOLE_PAGES = new Set(['/signin', '/demo-login', '/profile']);

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/** The console's pages: the admin area's path prefixes in the areas registry (libs/contracts, docs/areas.md). */
const CONSOLE_PREFIXES: readonly string[] = areaOfRemote(ADMIN_REMOTE)!.prefixes;
const isConsolePage = (path: string): boolean => CONSOLE_PREFIXES.some((prefix) => prefixOwns(prefix, path));

/** Whether the admin origin answers this path itself rather than redirecting it to the main site (the console's pages, the API, built files). */
export function isConsolePath(path: string): boolean {
  return (
    isConsolePage(path) ||
    under(path, '/api') ||
    under(path, '/remotes') ||
    CONSOLE_PAGES.has(path) ||
    looksLikeFile(path) // the shell's assets and the admin remote's files
  );
}

/**
 * The admin listener's app: the admin remote's files at its root (the shell on either origin loads the
 * admin remote from here, see GET /api/remotes), then the console paths handed to the gateway (`gateway`,
 * the Nest app's Express instance: same session, CSRF Origin check, CSP, rate limits), and a 302 to the
 * same path on the main site (`mainPort`, same host name) for anything else.
 */
export function createAdminOriginApp(config: AppConfig, gateway: RequestHandler, mainPort: number): Express {
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', 1);
  const dist = join(config.staticRoot, REMOTES.find((r) => r.name === ADMIN_REMOTE)!.folder, 'dist');
  const remoteFiles = [
    servePrecompressed(dist),
    express.static(dist, { index: false, redirect: false, cacheControl: false, fallthrough: true, setHeaders: (res, path) => setStaticHeaders(res, path, true) }),
  ];
  app.use((req: Request, res: Response, next: NextFunction) => {
    // A file name both dists hold (mf-manifest.json) is the admin remote's here: that is what the remote list names.
    if (!looksLikeFile(req.path) || under(req.path, '/api') || under(req.path, '/remotes')) return next();
    remoteFiles[0]!(req, res, (err?: unknown) => (err ? next(err) : remoteFiles[1]!(req, res, next)));
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isConsolePath(req.path)) return res.redirect(302, `${originOnPort(req, mainPort)}${req.originalUrl}`);
    (req as Request & { [ON_ADMIN_ORIGIN]?: true })[ON_ADMIN_ORIGIN] = true;
    gateway(req, res, next);
  });
  return app;
}

/** On the main site with ADMIN_PORT set: a page load of the console's pages (/admin and below) goes to the console's origin. */
export function consoleRedirect(config: AppConfig): RequestHandler {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!config.adminPort || (req as Request & { [ON_ADMIN_ORIGIN]?: true })[ON_ADMIN_ORIGIN]) return next();
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isConsolePage(req.path)) return next();
    res.redirect(302, `${adminOrigin(req, config)}${req.originalUrl}`);
  };
}
