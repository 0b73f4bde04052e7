import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { NextFunction, Request, RequestHandler } from 'express';
import { Pool } from 'pg';
import { AppConfig } from '../config/app-config';
import { DatabaseRuntime } from '../database/database-runtime';
import { CONNECT_TIMEOUT_MS, POOLS } from '../database/data-source';

export const SESSION_COOKIE = 'fiji.sid';
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** Reads a stored session by id: its data, or null when it is missing or expired. */
export type SessionReader = (sid: string) => Promise<session.SessionData | null>;

/**
 * express-session stored in PostgreSQL (connect-pg-simple, table "session" created by the
 * migrations), so API instances are stateless and logout ends a session for every instance.
 * Cookie: httpOnly, SameSite=Lax, Secure in production.
 */
@Injectable()
export class SessionService implements OnApplicationShutdown {
  private readonly pool: Pool;
  private readonly store: session.Store & { close?: () => void };
  readonly middleware: RequestHandler;

  constructor(config: AppConfig, runtime: DatabaseRuntime) {
    this.pool = new Pool({ connectionString: runtime.url, max: POOLS.sessions, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    this.pool.on('error', () => undefined); // idle client errors surface on the next query
    const PgStore = connectPgSimple(session);
    this.store = new PgStore({
      pool: this.pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: config.nodeEnv === 'test' ? false : 15 * 60,
    });
    throttleTouches(this.store);
    const sessions = session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store: this.store,
      resave: false,
      saveUninitialized: false,
      rolling: false, // the cookie is re-issued by reissueAgedCookie, at most daily
      proxy: config.trustProxy,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: MAX_AGE_MS, path: '/' },
    });
    this.middleware = (req, res, next) => sessions(req, res, (err?: unknown) => (err ? next(err) : reissueAgedCookie(req, next)));
  }

  /**
   * Session reads go through `reader` instead of connect-pg-simple's own SELECT (writes, touches and
   * pruning stay with it): the users module reads a session and its signed-in user in one statement.
   */
  readWith(reader: SessionReader): void {
    this.store.get = (sid, callback) => {
      reader(sid).then((sess) => callback(null, sess), (e: unknown) => callback(e));
    };
  }

  async onApplicationShutdown(): Promise<void> {
    this.store.close?.();
    await this.pool.end().catch(() => undefined);
  }
}

/** How old a browser's session cookie may get before a response gives it a fresh expiry. */
const COOKIE_REISSUE_MS = 24 * 60 * 60_000;

/**
 * Sliding sign-in without a Set-Cookie on every response: express-session's `rolling` re-signs and
 * re-sends the cookie (~160 bytes and an HMAC) with each API answer, which on mobile data is a tax on
 * every small call. Instead a session whose cookie was issued over a day ago is marked changed, so this
 * response saves it and sends the cookie with a new 14-day expiry; the stored expiry is the one the
 * browser holds, since with `rolling` off the cookie is only sent when the session is saved. An active
 * user is signed out after 13 to 14 days without a visit instead of exactly 14 (docs/security.md).
 */
function reissueAgedCookie(req: Request, next: NextFunction): void {
  const s = req.session as (Request['session'] & { cookieIssuedAt?: number }) | undefined;
  const expires = s?.cookie.expires;
  if (s && expires && expires.getTime() < Date.now() + MAX_AGE_MS - COOKIE_REISSUE_MS) s.cookieIssuedAt = Date.now();
  next();
}

/** A session's expiry in the store is pushed back at most this often (express-session touches it on every request). */
const TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * With `rolling`, express-session calls store.touch on every request, i.e. an UPDATE of the session
 * row per API call: under load that queues every request behind the session pool. Expiry is 14 days,
 * so refreshing it once per 5 minutes per instance loses nothing.
 */
function throttleTouches(store: session.Store): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const lastTouch = new Map<string, number>();
  store.touch = (sid, sess, callback) => {
    const now = Date.now();
    const last = lastTouch.get(sid);
    if (last !== undefined && now - last < TOUCH_INTERVAL_MS) return callback?.();
    if (lastTouch.size >= 50_000) lastTouch.clear(); // bounded memory; worst case a few extra touches
    lastTouch.set(sid, now);
    touch(sid, sess, callback);
  };
}

