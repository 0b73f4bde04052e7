import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException, type Type } from '@nestjs/common';
import type { SessionUser, UserRole } from '@fiji/contracts';
import type { Request } from 'express';

/**
 * A guard class fixed to a list of roles (401 signed out, 403 other roles), for an area's
 * own guards (e.g. AdminGuard) without repeating @Roles on every controller.
 */
export function roleGuard(roles: readonly UserRole[], message = 'You do not have access to this resource'): Type<CanActivate> {
  @Injectable()
  class FixedRolesGuard implements CanActivate {
    canActivate(context: ExecutionContext): boolean {
      const req = context.switchToHttp().getRequest<Request>();
      const user = req.user as SessionUser | undefined;
      if (!req.isAuthenticated?.() || !user) throw new UnauthorizedException('Unauthorized');
      if (roles.includes(user.role)) return true;
      throw new ForbiddenException(message);
    }
  }
  return FixedRolesGuard;
}
