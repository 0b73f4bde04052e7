import { Injectable, OnModuleInit } from '@nestjs/common';
import type { SessionUser } from '@fiji/contracts';
import type { Request } from 'express';
import type { SessionData } from 'express-session';
import passport from 'passport';
import { SessionService } from '../../../core/auth/session.service';
import { UsersService } from '../services/users.service';

type Done = (err: unknown, user?: SessionUser | false | string) => void;

/**
 * The session stores only the user id; each request reloads the user, so a role change,
 * suspension or deletion takes effect at once on every instance.
 *
 * The reload costs no round trip of its own: session reads go through UsersService.findSessionWithUser,
 * which reads the session's user in the same statement and leaves it here, keyed by the session's
 * `passport` object (express-session copies that object by reference into req.session), for the
 * deserializer of the same request. Nothing outlives the request: the map is weak.
 *
 * Registered on passport's singleton: earlier registrations (a previous app in the same
 * process, e.g. tests) are dropped so a closed app's database is never asked.
 */
@Injectable()
export class SessionSerializer implements OnModuleInit {
  private readonly loadedWithSession = new WeakMap<object, SessionUser | null>();

  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionService,
  ) {}

  onModuleInit(): void {
    this.sessions.readWith(async (sid) => {
      const found = await this.users.findSessionWithUser(sid);
      if (!found) return null;
      const login = found.sess.passport;
      if (login && typeof login === 'object') this.loadedWithSession.set(login, found.user);
      return found.sess as unknown as SessionData;
    });
    const p = passport as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
    p._serializers = [];
    p._deserializers = [];
    passport.serializeUser((user: Express.User, done: Done) => done(null, (user as SessionUser).id));
    passport.deserializeUser((req: Request, id: string, done: Done) => {
      const login = (req.session as { passport?: object } | undefined)?.passport;
      const loaded = login ? this.loadedWithSession.get(login) : undefined;
      if (loaded === null || (loaded && loaded.id === id)) return done(null, loaded ?? false);
      this.users
        .findSessionUser(id)
        .then((user) => done(null, user ?? false))
        .catch((e: unknown) => {
          // A malformed id in a tampered session is just "signed out".
          if ((e as { driverError?: { code?: string } }).driverError?.code === '22P02') done(null, false);
          else done(e);
        });
    });
  }
}
