import type { INestApplication } from '@nestjs/common';
import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config';

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null; // a same-origin path such as /remotes/mf-player/mf-manifest.json
  }
}

/** The origin with the request's scheme and host name on another port (the two listeners share a host). */
export function originOnPort(req: IncomingMessage, port: number): string {
  const r = req as Request;
  const host = (r.hostname || (req.headers.host ?? 'localhost').replace(/:\d+$/, '')).replace(/^\[|\]$/g, '');
  const proto = r.protocol ?? 'http';
  return `${proto}://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Origin of the ADMIN_PORT listener, the console's home, as the browser sees it (same host name, other port). */
export function adminOrigin(req: IncomingMessage, config: AppConfig): string | null {
  return config.adminPort ? originOnPort(req, config.adminPort) : null;
}

/** Origins the shell loads remote code from: REMOTE_*_URL overrides plus the ADMIN_PORT origin. */
export function remoteOrigins(config: AppConfig): string[] {
  return [...new Set(Object.values(config.remoteUrls).map((u) => (u ? originOf(u) : null)).filter((o): o is string => !!o))];
}

/**
 * helmet with a CSP that allows the shell's own scripts and the remotes' origins (Module
 * Federation loads remote scripts and fetches their manifests cross-origin), and CORS with
 * credentials for CORS_ORIGINS only, on /api only (static files set their own CORS headers).
 */
export function applySecurity(app: INestApplication, config: AppConfig): void {
  const remotes = remoteOrigins(config);
  const withAdmin = (base: string[]) => [
    ...base,
    ...remotes,
    (req: IncomingMessage) => adminOrigin(req, config) ?? "'self'",
  ];
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: withAdmin(["'self'"]),
          styleSrc: withAdmin(["'self'", "'unsafe-inline'"]),
          fontSrc: withAdmin(["'self'", 'data:']),
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          connectSrc: withAdmin(["'self'", ...config.corsOrigins]),
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
  const allowed = new Set(config.corsOrigins);
  app.enableCors((req: Request, cb: (err: Error | null, options: CorsOptions) => void) => {
    const origin = req.header('origin');
    const isApi = req.path === '/api' || req.path.startsWith('/api/');
    cb(null, {
      origin: isApi && !!origin && allowed.has(origin) ? origin : false,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // Pages on another origin (the admin console) can read these: the id to quote, the wait to honour.
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });
  });
}

/**
 * API JSON is personal (profiles with contact fields, account, billing): `Cache-Control: no-store`
 * unless the handler sets its own (media and file endpoints, the remote list do).
 */
export function noStoreByDefault(req: Request, res: Response, next: NextFunction): void {
  if (req.path === '/api' || req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
  next();
}
