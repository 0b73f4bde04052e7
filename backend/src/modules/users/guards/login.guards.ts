import { BadRequestException, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AUTH_MESSAGES, DemoLoginDto, LoginDto, validateForm } from '@fiji/contracts';
import type { Request } from 'express';

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
      if (ok) await super.logIn(req);
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
