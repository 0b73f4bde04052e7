import type { NextFunction, Request, Response } from 'express';
import { AUTH_MESSAGES, ERROR_CODES } from '@fiji/contracts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Serialized origin (scheme://host[:port], default port dropped, lower case), or null. */
function originOf(value: string): string | null {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The origin this request was addressed to: its scheme (X-Forwarded-Proto under TRUST_PROXY) and Host. */
function ownOrigin(req: Request): string | null {
  const host = req.headers.host;
  if (!host) return null;
  const scheme = req.protocol ?? ((req.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http');
  return originOf(`${scheme}://${host}`);
}

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request must come from the
 * server's own origin (Origin, else Referer) or from an origin in CORS_ORIGINS / PUBLIC_URL.
 * Origins are compared whole (scheme, host and port): http://site or https://site:8443 is another
 * origin than https://site. Requests with neither header and no browser Sec-Fetch-Site marker
 * (curl, supertest, server clients, which hold no victim's cookie) are allowed; a browser always
 * sends one of them.
 */
export function originCheckMiddleware(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map(originOf).filter((o): o is string => !!o));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE.has(req.method)) return next();
    const origin = req.headers.origin;
    const referer = req.headers.referer;
    const source = origin && origin !== 'null' ? origin : referer;
    let ok: boolean;
    if (source) {
      const from = originOf(source);
      ok = !!from && (from === ownOrigin(req) || allowed.has(from));
    } else if (origin === 'null') {
      ok = false; // sandboxed or opaque origins
    } else {
      const site = req.headers['sec-fetch-site'];
      ok = site === undefined || site === 'same-origin' || site === 'none';
    }
    if (ok) return next();
    res.status(403).json({ statusCode: 403, code: ERROR_CODES.CROSS_SITE_REFUSED, message: AUTH_MESSAGES.crossSite });
  };
}
