import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { SessionUser, UserRole } from '@fiji/contracts';
import type { Request } from 'express';
import { ROLES_KEY } from './roles.decorator';

/** Sign-in required (401); with @Roles(...) the user's role must be listed (403). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.user as SessionUser | undefined;
    if (!req.isAuthenticated?.() || !user) throw new UnauthorizedException('Unauthorized');
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0 || roles.includes(user.role)) return true;
    throw new ForbiddenException('You do not have access to this resource');
  }
}
