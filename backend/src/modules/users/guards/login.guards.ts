import { BadRequestException, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AUTH_MESSAGES, DemoLoginDto, LoginDto, validateForm, type SessionUser } from '@fiji/contracts';
import type { Request } from 'express';

/** How long a right password waits for its second step (POST /api/auth/2fa/verify). */
export const TWO_FACTOR_PENDING_MS = 5 * 60_000;

declare module 'express-session' {
  interface SessionData {
    /** A right password of an account with two-factor on, waiting for its code. */
    twoFactorPending?: { userId: string; startedAt: number };
  }
}

/**
 * A passport-local guard that first validates the body with the contracts DTO (guards run before
 * pipes), then authenticates, then calls super.logIn so passport writes the session.
 */
function loginGuard(strategy: string, dto: new () => object) {
  @Injectable()
  class LoginGuard extends AuthGuard(strategy) {
    async canActivate(context: ExecutionContext): Promise<boolean> {
      const req = context.switchToHttp().getRequest<Request>();
      // A JSON array or other non-object body has no fields: report each field as missing.
      const body: unknown = req.body;
      const values = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
      const errors = validateForm(dto, values);
      if (Object.keys(errors).length > 0) {
        throw new BadRequestException({ statusCode: 400, message: Object.values(errors), errors });
      }
      const ok = (await super.canActivate(context)) as boolean;
      if (!ok) return ok;
      const user = req.user as SessionUser;
      if (user.twoFactorEnabled) {
        // Not signed in yet: the session only remembers who gave the right password, for the code step.
        req.user = undefined;
        req.session.twoFactorPending = { userId: user.id, startedAt: Date.now() };
        return true;
      }
      await super.logIn(req);
      return ok;
    }

    handleRequest<T>(err: unknown, user: T): T {
      if (err) throw err;
      if (!user) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
      return user;
    }
  }
  return LoginGuard;
}

export const LoginGuard = loginGuard('local', LoginDto);
export const DemoLoginGuard = loginGuard('demo-local', DemoLoginDto);
