import { Injectable, OnModuleInit } from '@nestjs/common';
import type { SessionUser } from '@fiji/contracts';
import passport from 'passport';
import { UsersService } from '../services/users.service';

type Done = (err: unknown, user?: SessionUser | false | string) => void;

/**
 * The session stores only the user id; each request reloads the user, so a role change,
 * suspension or deletion takes effect at once on every instance.
 * Registered on passport's singleton: earlier registrations (a previous app in the same
 * process, e.g. tests) are dropped so a closed app's database is never asked.
 */
@Injectable()
export class SessionSerializer implements OnModuleInit {
  constructor(private readonly users: UsersService) {}

  onModuleInit(): void {
    const p = passport as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
    p._serializers = [];
    p._deserializers = [];
    passport.serializeUser((user: Express.User, done: Done) => done(null, (user as SessionUser).id));
    passport.deserializeUser((id: string, done: Done) => {
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
