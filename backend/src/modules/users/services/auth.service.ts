import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES, type SessionUser } from '@fiji/contracts';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordService } from './password.service';
import { toSessionUser } from './session-user.mapper';
import { UsersService } from './users.service';

/** Checks a sign-in: throttle first (429), then password (401), then suspension (403). */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async validateCredentials(email: string, password: string, ip: string): Promise<SessionUser> {
    await this.throttle.assertAllowed(ip, email);
    const user = await this.users.findByEmailWithPassword(email);
    const ok = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !ok) {
      await this.throttle.recordFailure(ip, email);
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    }
    if (user.suspendedAt) throw new ForbiddenException(AUTH_MESSAGES.suspended);
    await this.throttle.clearAccount(email);
    return toSessionUser(user);
  }
}
