import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id password hashing (OWASP parameters: 19 MiB, 2 passes). */
@Injectable()
export class PasswordService {
  private static readonly OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
  /** Hash of a random string: verifying against it when the email is unknown keeps timing similar. */
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, PasswordService.OPTIONS);
  }

  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= this.hash(`no-account-${Math.random()}`);
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // malformed hash: treat as a wrong password
    }
  }
}
