import { ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { ADMIN_MESSAGES, AUTH_MESSAGES, DEMO_ACCOUNTS, ERROR_CODES, type SessionUser } from '@fiji/contracts';
import { AppConfig } from '../../../core/config/app-config';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordService } from './password.service';
import { toSessionUser } from './session-user.mapper';
import { UsersService } from './users.service';

const DEMO_USERNAMES = new Set(DEMO_ACCOUNTS.map((a) => a.username.toLowerCase()));

export interface LoginAttempt {
  email: string;
  password: string;
  ip: string;
  /** Sets the response's Retry-After header when the attempt is throttled. */
  setRetryAfter: (seconds: number) => void;
}

/**
 * Checks a sign-in: a throttle reservation first (429, before any hash), then the password. A wrong
 * password and an unknown account answer the same 401; a suspended account the same 403 for any password.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly throttle: LoginThrottleService,
    private readonly config: AppConfig,
  ) {}

  async validateCredentials({ email, password, ip, setRetryAfter }: LoginAttempt): Promise<SessionUser> {
    const reservation = await this.throttle.reserve(ip, email, setRetryAfter);
    const user = await this.users.findByEmailWithPassword(email);
    const ok = await this.passwords.verify(user?.passwordHash, password).catch(async (e: unknown) => {
      await this.throttle.cancelled(reservation); // refused before hashing (busy): not a try
      throw e;
    });
    // A suspended account gives one answer whatever the password (docs/security.md): it reveals the
    // suspension, never whether the password was right. The try stays counted, so guessing is still throttled.
    if (user?.suspendedAt) {
      throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.ACCOUNT_SUSPENDED, message: ADMIN_MESSAGES.suspendedLogin });
    }
    if (!user || !ok) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    await this.throttle.succeeded(reservation);
    return toSessionUser(user);
  }

  /** The demo portal signs in only its listed accounts, and only while DEMO_LOGIN is on. */
  async validateDemoCredentials(attempt: LoginAttempt): Promise<SessionUser> {
    if (!this.config.demoLogin) throw new NotFoundException({ statusCode: 404, code: 'DEMO_LOGIN_DISABLED', message: 'Demo login is turned off' });
    if (!DEMO_USERNAMES.has(attempt.email.trim().toLowerCase())) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    return this.validateCredentials(attempt);
  }
}
