import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { AppConfig } from '../../../core/config/app-config';
import { BoundedPool, PoolFullError } from './bounded-pool';

export const HASH_BUSY = {
  code: 'BUSY',
  message: 'Too many people are signing in right now. Please try again in a moment.',
  retryAfterSeconds: 2,
} as const;

/**
 * The argon2id parameters of every stored password (OWASP: 19 MiB, 2 passes, 1 lane): the service
 * below and the demo seed (src/database/seed) hash with these, so a demo sign-in costs what a real one does.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id password hashing (ARGON2_OPTIONS), through a bounded pool: a flood of
 * sign-ins queues up to HASH_QUEUE_LIMIT hashes and is refused beyond it (503 BUSY at once), so the
 * CPU every other request needs is never all spent on hashing.
 */
@Injectable()
export class PasswordService {
  /** Hash of a random string: verifying against it when the email is unknown keeps timing similar. */
  private dummyHash: Promise<string> | null = null;
  private readonly pool: BoundedPool;

  constructor(config: AppConfig) {
    this.pool = new BoundedPool(config.hashConcurrency, config.hashQueueLimit);
  }

  hash(password: string): Promise<string> {
    return this.bounded(() => argon2.hash(password, ARGON2_OPTIONS));
  }

  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= argon2.hash(`no-account-${Math.random()}`, ARGON2_OPTIONS);
      const dummy = await this.dummyHash;
      await this.bounded(() => argon2.verify(dummy, password).catch(() => false));
      return false;
    }
    return this.bounded(() => argon2.verify(hash, password).catch(() => false)); // malformed hash: a wrong password
  }

  private async bounded<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await this.pool.run(task);
    } catch (e) {
      if (e instanceof PoolFullError) {
        throw new HttpException({ statusCode: HttpStatus.SERVICE_UNAVAILABLE, ...HASH_BUSY }, HttpStatus.SERVICE_UNAVAILABLE);
      }
      throw e;
    }
  }
}
