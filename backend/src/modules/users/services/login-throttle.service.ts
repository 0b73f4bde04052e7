import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@fiji/contracts';
import { RateLimitCounters, type CounterRule } from '../../../core/rate-limit';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Sign-in limits, written as atomic reservations taken BEFORE the password hash (docs/security.md):
 * - pair: one account from one address. Three tries, then growing delays (1 s, 2 s, 4 s, …) and at
 *   most 10 per 15 minutes. Someone guessing from elsewhere never blocks the owner's own address.
 * - address: failures from one address across accounts. High, because a school or a mobile
 *   carrier puts many people behind one address; it stops one machine trying many accounts.
 */
export const LOGIN_THROTTLE = {
  pair: { max: 10, windowMs: WINDOW_MS, delayAfter: 3, delayMs: 1000 },
  address: { max: 100, windowMs: WINDOW_MS },
  /** Two-factor codes of one account, from any address: a right password does not reset it, only a right code. */
  code: { max: 10, windowMs: WINDOW_MS, delayAfter: 3, delayMs: 1000 },
} as const satisfies Record<string, CounterRule>;

export interface LoginReservation {
  pairKey: string;
  addressKey: string;
}

@Injectable()
export class LoginThrottleService {
  constructor(private readonly counters: RateLimitCounters) {}

  static keys(ip: string, email: string): LoginReservation {
    const account = email.trim().toLowerCase();
    return { pairKey: `login-pair:${account}|${ip}`, addressKey: `login-address:${ip}` };
  }

  /**
   * Reserves one attempt for (account, address) and one for the address, or throws 429 with
   * Retry-After. Every reservation counts as a failure until `succeeded` gives it back.
   */
  async reserve(ip: string, email: string, setRetryAfter: (seconds: number) => void): Promise<LoginReservation> {
    const keys = LoginThrottleService.keys(ip, email);
    const pair = await this.counters.reserve(keys.pairKey, LOGIN_THROTTLE.pair);
    if (!pair.allowed) throw this.tooMany(pair.retryAfterSeconds, setRetryAfter);
    const address = await this.counters.reserve(keys.addressKey, LOGIN_THROTTLE.address);
    if (!address.allowed) {
      await this.counters.release(keys.pairKey); // not tried: the pair keeps its count
      throw this.tooMany(address.retryAfterSeconds, setRetryAfter);
    }
    if (Math.random() < 0.02) await this.counters.prune(24 * 60 * 60 * 1000);
    return keys;
  }

  /**
   * Reserves one two-factor code try for the account (and one for the address, as a password try does),
   * or throws the same 429 with Retry-After. `succeeded` (a right code) gives both back.
   */
  async reserveCode(ip: string, userId: string, setRetryAfter: (seconds: number) => void): Promise<LoginReservation> {
    const keys = { pairKey: `login-2fa:${userId}`, addressKey: `login-address:${ip}` };
    const code = await this.counters.reserve(keys.pairKey, LOGIN_THROTTLE.code);
    if (!code.allowed) throw this.tooMany(code.retryAfterSeconds, setRetryAfter);
    const address = await this.counters.reserve(keys.addressKey, LOGIN_THROTTLE.address);
    if (!address.allowed) {
      await this.counters.release(keys.pairKey);
      throw this.tooMany(address.retryAfterSeconds, setRetryAfter);
    }
    return keys;
  }

  /** The right password: the pair starts afresh and the address gets its reservation back. */
  async succeeded(reservation: LoginReservation): Promise<void> {
    await this.counters.reset(reservation.pairKey);
    await this.counters.release(reservation.addressKey);
  }

  /** The attempt never reached the password check (the hash pool was full): it does not count. */
  async cancelled(reservation: LoginReservation): Promise<void> {
    await this.counters.release(reservation.pairKey);
    await this.counters.release(reservation.addressKey);
  }

  private tooMany(retryAfterSeconds: number, setRetryAfter: (seconds: number) => void): HttpException {
    setRetryAfter(retryAfterSeconds);
    return new HttpException(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, code: 'TOO_MANY_ATTEMPTS', message: AUTH_MESSAGES.tooManyAttempts, retryAfterSeconds },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
