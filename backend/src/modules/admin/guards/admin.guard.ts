import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { ERROR_CODES, type SessionUser } from '@fiji/contracts';
import type { Request } from 'express';

/**
 * Admin console ('Admin access required to view this page.'): admins only (401 signed out, 403 other
 * roles), and only with two-factor sign-in on: an admin without it gets 403 TWO_FACTOR_SETUP_REQUIRED
 * and the console sends them to Profile Settings to set it up (docs/admin.md).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.user as SessionUser | undefined;
    if (!req.isAuthenticated?.() || !user) throw new UnauthorizedException('Unauthorized');
    if (user.role !== 'admin') throw new ForbiddenException('Admin access required to view this page.');
    if (!user.twoFactorEnabled) {
      throw new ForbiddenException({
        statusCode: 403,
        code: ERROR_CODES.TWO_FACTOR_SETUP_REQUIRED,
        message: 'Set up two-factor sign-in in Profile Settings before using the admin console.',
      });
    }
    return true;
  }
}
