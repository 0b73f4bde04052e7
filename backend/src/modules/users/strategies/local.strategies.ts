import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { SessionUser } from '@fiji/contracts';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AuthService } from '../services/auth.service';

/** POST /api/auth/login: {email, password}. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, email: string, password: string): Promise<SessionUser> {
    return this.auth.validateCredentials(email, password, req.ip ?? 'unknown');
  }
}

/** POST /api/auth/demo-login: the portal form's {username, password}; username is the email. */
@Injectable()
export class DemoLocalStrategy extends PassportStrategy(Strategy, 'demo-local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, username: string, password: string): Promise<SessionUser> {
    return this.auth.validateCredentials(username, password, req.ip ?? 'unknown');
  }
}
