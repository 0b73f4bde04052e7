import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { SessionUser } from '@fiji/contracts';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AuthService, type LoginAttempt } from '../services/auth.service';

const attempt = (req: Request, email: string, password: string): LoginAttempt => ({
  email,
  password,
  ip: req.ip ?? 'unknown',
  setRetryAfter: (seconds) => req.res?.setHeader('Retry-After', String(seconds)),
});

/** POST /api/auth/login: {email, password}. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, email: string, password: string): Promise<SessionUser> {
    return this.auth.validateCredentials(attempt(req, email, password));
  }
}

/** POST /api/auth/demo-login: the portal form's {username, password}; only the portal's listed accounts. */
@Injectable()
export class DemoLocalStrategy extends PassportStrategy(Strategy, 'demo-local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, username: string, password: string): Promise<SessionUser> {
    return this.auth.validateDemoCredentials(attempt(req, username, password));
  }
}
