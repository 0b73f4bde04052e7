import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AUTH_MESSAGES } from '@fiji/contracts';
import { In, LessThan, MoreThan, Repository } from 'typeorm';
import { LoginAttempt } from '../entities/login-attempt.entity';

/** Failed sign-ins allowed per window, per client IP and per account. */
export const LOGIN_THROTTLE = { windowMs: 15 * 60 * 1000, maxPerIp: 10, maxPerAccount: 5 } as const;

/**
 * Login throttling stored in PostgreSQL (login_attempts), so the limit holds across API
 * instances and restarts. Only failures are recorded; a success clears the account's count.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectRepository(LoginAttempt) private readonly attempts: Repository<LoginAttempt>) {}

  private keys(ip: string, email: string) {
    return { ip: `ip:${ip}`, account: `email:${email.trim().toLowerCase()}` };
  }

  /** 429 "Too many login attempts. Please try again later." when either limit is reached. */
  async assertAllowed(ip: string, email: string): Promise<void> {
    const k = this.keys(ip, email);
    const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
    const rows: { key: string; n: string }[] = await this.attempts
      .createQueryBuilder('a')
      .select('a.key', 'key')
      .addSelect('count(*)', 'n')
      .where({ key: In([k.ip, k.account]), createdAt: MoreThan(since) })
      .groupBy('a.key')
      .getRawMany();
    const count = (key: string) => Number(rows.find((r) => r.key === key)?.n ?? 0);
    if (count(k.ip) >= LOGIN_THROTTLE.maxPerIp || count(k.account) >= LOGIN_THROTTLE.maxPerAccount) {
      throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: AUTH_MESSAGES.tooManyAttempts }, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    const k = this.keys(ip, email);
    await this.attempts.insert([{ key: k.ip }, { key: k.account }]);
    if (Math.random() < 0.05) {
      await this.attempts.delete({ createdAt: LessThan(new Date(Date.now() - LOGIN_THROTTLE.windowMs)) });
    }
  }

  async clearAccount(email: string): Promise<void> {
    await this.attempts.delete({ key: this.keys('', email).account });
  }
}
